// ESLint flat config: TypeScript with type information, React hooks, and the import boundaries of
// docs/ARCHITECTURE.md (contract imports nothing of ours; web never imports server; features never import
// each other) and the server's layering (docs/decisions/021-domain-shape.md: routes reach the database only
// through stores; nothing but app.ts mounts routes).
import { readFileSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Route files, wherever a domain keeps them: a `routes/` folder (server/routes/ or server/<domain>/routes/), a
 * `routes.ts` or a `*-route.ts`. Globs, not a list, so a new domain's routes are covered without editing this.
 */
const SERVER_ROUTES = ['server/routes/**/*.ts', 'server/*/routes/**/*.ts', 'server/**/routes.ts', 'server/**/*-route.ts'];
const SERVER_TESTS = ['server/**/*.test.ts', 'server/test/**', 'server/**/testing/**'];
const ROUTES_NO_DATABASE = { group: ['**/db/*', 'kysely'], message: 'Routes do not touch the database: call a function of the domain’s store.' };
/** An admin route file, wherever its domain keeps it. */
const ADMIN_ROUTE = '(^|.*/)admin(\\.ts|-[a-z-]+-route\\.ts)$';
const ADMIN_MOUNT = 'Admin routes are mounted only by server/routes/admin.ts, behind its requireAdmin hook (decision 021).';

/**
 * The city boundary (decision 020): only city/ reads a city's folder. ESLint keeps one `no-restricted-imports` per
 * file (the last block that sets it wins), so every later block for server files repeats this pattern; a test
 * (build/lint-fences.test.ts) fails when a file under server/ may import a city's folder.
 */
const CITY_BOUNDARY = { regex: '(^|/|#)city/(?!index\\.ts$|context\\.ts$)', message: "Only city/ reads a city's folder: use the city context (app.city, or one a script builds with city/context.ts)." };

/** Every folder of web/src/features: read from the disk, so a new feature is fenced in without editing this list. */
/** No untyped database outside the migrations: db/schema.ts is the only source of table types. */
const KYSELY_ANY = {
  selector: "TSTypeReference[typeName.name='Kysely'] > TSTypeParameterInstantiation > TSAnyKeyword",
  message: 'Type the database with Kysely<Database> (db/schema.ts); add a missing table there.',
};
const MEETINGS_HOME =
  'Outside server/meetings, start a read of the meetings table from server/meetings/public-record.ts (publishedMeetings, listedMeetings or meetingsIncludingDemo), so the rule "demo meetings are never published" is chosen, not forgotten.';
/** Reads of the meetings table: a query builder's `selectFrom('meetings')` or join, or raw SQL `from meetings` / `join meetings`. */
const MEETINGS_TABLE_READS = [
  {
    selector:
      "CallExpression:matches([callee.property.name=/^(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)$/], [callee.name='selectFrom'])[arguments.0.value=/^meetings(\\s|$)/]",
    message: MEETINGS_HOME,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join)\\s+meetings\\b/i]", message: MEETINGS_HOME },
];

const RECORD_HOME =
  "Outside server/meetings, read the record's items, motions and votes through it: a read of server/meetings/ (meeting-reads.ts), or a query that starts from server/meetings/public-record.ts (recordItems, recordMotions, recordVotes).";
/** Reads of the record's items (`agenda_items`), motions (`voting_records`) and votes (`councilor_votes`), as for meetings. */
const RECORD_TABLE_READS = [
  {
    selector:
      "CallExpression:matches([callee.property.name=/^(selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)$/], [callee.name='selectFrom'])[arguments.0.value=/^(agenda_items|voting_records|councilor_votes)(\\s|$)/]",
    message: RECORD_HOME,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(from|join)\\s+(agenda_items|voting_records|councilor_votes)\\b/i]", message: RECORD_HOME },
];
/**
 * The server files that read those tables themselves from before the fence (issue 46): a recorded debt that may only
 * shrink (build/record-reads-fence.test.ts fails when a listed file no longer reads them, or the list grows).
 */
const RECORD_READS_DEBT = JSON.parse(readFileSync(new URL('./build/record-reads-debt.json', import.meta.url), 'utf8'));

const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
      // Branches a reader holds at once (build/lint-fences.test.ts checks it is on).
      complexity: ['error', 25],
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
  // city/index.ts (the ids: server/config.ts) and city/context.ts (the city context built at start-up and passed
  // in). Tests may name a city. The browser imports nothing of city/: the server hands it the city. Repeated in
  // each later block for server files (the last block that sets the rule wins).
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['city/**', '**/*.test.ts', '**/*.test.tsx', 'server/test/**', 'web/src/test/**', 'e2e/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CITY_BOUNDARY] }] },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/|#)city/', message: 'The browser gets its city from the server (web/src/lib/city.ts), never from city/.' }] },
      ],
    },
  },
  {
    // Routes validate, authorize and present; queries live in the domain's store.
    files: SERVER_ROUTES,
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [CITY_BOUNDARY, ROUTES_NO_DATABASE] }] },
  },
  {
    // A domain's admin routes (`routes/admin.ts`, `admin-*-route.ts`) are mounted by server/routes/admin.ts alone,
    // behind its requireAdmin hook; api.ts mounts that one file. (Repeats the rule above: the last block wins.)
    files: SERVER_ROUTES,
    ignores: [...SERVER_TESTS, 'server/routes/admin.ts', 'server/routes/api.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CITY_BOUNDARY, ROUTES_NO_DATABASE, { regex: ADMIN_ROUTE, message: ADMIN_MOUNT }] }] },
  },
  {
    files: ['server/routes/api.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CITY_BOUNDARY, ROUTES_NO_DATABASE, { regex: `^(?!\\./admin\\.ts$)${ADMIN_ROUTE}`, message: ADMIN_MOUNT }] }],
    },
  },
  {
    // Stores, services and jobs never depend on HTTP: only app.ts (and routes mounting routes) import routes.
    files: ['server/**/*.ts'],
    ignores: [...SERVER_ROUTES, ...SERVER_TESTS, 'server/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CITY_BOUNDARY,
            { group: ['**/routes/**', '**/routes.ts', '**/*-route.ts'], message: 'Only app.ts and route files import routes: move what is shared into the domain.' },
          ],
        },
      ],
    },
  },
  {
    // db/schema.ts is the only source of table types: no untyped database outside the migrations (which Kysely
    // advises to type as Kysely<any>, so they keep working after the schema moves on).
    files: ['server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['server/db/migrations/**'],
    rules: { 'no-restricted-syntax': ['error', KYSELY_ANY] },
  },
  {
    // The public-record rules have one home (server/meetings/public-record.ts): no other domain reads the meetings
    // table directly, nor the record's items, motions and votes (issue 46). (Repeats KYSELY_ANY: the last block
    // that sets a rule wins.)
    files: ['server/**/*.ts'],
    ignores: ['server/meetings/**', 'server/db/migrations/**', ...SERVER_TESTS],
    rules: { 'no-restricted-syntax': ['error', KYSELY_ANY, ...MEETINGS_TABLE_READS, ...RECORD_TABLE_READS] },
  },
  // The recorded debt: these files still read items, motions or votes themselves; the rest of the fence holds.
  ...(RECORD_READS_DEBT.length > 0 ? [{ files: RECORD_READS_DEBT, rules: { 'no-restricted-syntax': ['error', KYSELY_ANY, ...MEETINGS_TABLE_READS] } }] : []),
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
