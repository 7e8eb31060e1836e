// ESLint flat config: TypeScript with type information, React hooks, and the import boundaries of
// docs/ARCHITECTURE.md (contract imports nothing of ours; web never imports server; features never import
// each other).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin',
  'auth',
  'campaigns',
  'chat',
  'contact',
  'corrections',
  'data-status',
  'dashboard',
  'meetings',
  'notifications',
  'organizations',
  'signup',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'data/**', 'screenshots/**', '**/*.d.ts', '**/.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./server', './web', './city', './e2e', './bench'], message: 'contract/ imports nothing of ours.' },
            { target: './web', from: './server', message: 'web/ never imports server/: share through contract/.' },
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in app/ or share through lib/.',
            })),
          ],
        },
      ],
    },
  },
  // The city boundary (decision 020): a city's folder (city/<id>/) is read only by city/ itself, through
  // city/index.ts (start-up: server/config.ts, server/app.ts) and city/current.ts (the city this process
  // serves). Tests may name a city. The browser imports nothing of city/: the server hands it the city.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['city/**', '**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'web/src/test/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)city/(?!index\\.ts$|current\\.ts$)', message: "Only city/ reads a city's folder: use city/current.ts (or app.city)." }] },
      ],
    },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)city/', message: 'The browser gets its city from the server (web/src/lib/city.ts), never from city/.' }] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
