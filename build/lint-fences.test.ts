/**
 * The fences of eslint.config.js that a later block could switch off unseen (issue 46): ESLint keeps one
 * `no-restricted-imports` per file, the last block's, and the city boundary was silently off under server/ for that.
 * A probe import of a city's folder must fail the lint in every kind of server file (a domain module, a route, the
 * route index, app.ts) and in the web app; the complexity limit (25) must be on. Each probe is linted with the rule
 * the repository's configuration gives that real file, without type information (milliseconds a case).
 */
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const linter = new Linter({ configType: 'flat' });

/** The messages `rule`, as configured for `filePath`, gives `code` linted as that file. */
async function messages(rule: string, code: string, filePath: string): Promise<string[]> {
  const config = await eslint.calculateConfigForFile(filePath);
  const setting = config.rules[rule] ?? 'off';
  const found = linter.verify(code, { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules: { [rule]: setting } }, { filename: filePath });
  return found.map((m) => m.message);
}

const PROBE = `import { tulsa } from '#city/tulsa/config.ts';\nexport const probe = tulsa;\n`;
const RELATIVE_PROBE = `import { tulsa } from '../../city/tulsa/config.ts';\nexport const probe = tulsa;\n`;

/** Real files of each kind the configuration's blocks distinguish. */
const SERVER_FILES = [
  ['a domain module', 'server/meetings/meeting-store.ts'],
  ['a route file', 'server/meetings/routes/get-meeting.ts'],
  ['a domain routes.ts', 'server/city-info/routes.ts'],
  ['the route index', 'server/routes/api.ts'],
  ['the admin mount', 'server/routes/admin.ts'],
  ['the app', 'server/app.ts'],
  ['the configuration', 'server/config.ts'],
] as const;

describe('the city boundary', () => {
  it.each(SERVER_FILES)('fails a probe import of a city’s folder in %s', async (_kind, file) => {
    expect(await messages('no-restricted-imports', PROBE, file)).toEqual([expect.stringContaining("Only city/ reads a city's folder")]);
    expect(await messages('no-restricted-imports', RELATIVE_PROBE, file)).toEqual([expect.stringContaining("Only city/ reads a city's folder")]);
  });

  it('lets server code import the city index and context, and tests name a city', async () => {
    const allowed = `import { CITY_IDS } from '../city/index.ts';\nimport { cityContext } from '../city/context.ts';\nexport const a = [CITY_IDS, cityContext];\n`;
    expect(await messages('no-restricted-imports', allowed, 'server/app.ts')).toEqual([]);
    expect(await messages('no-restricted-imports', PROBE, 'server/meetings/routes/get-meeting.test.ts')).toEqual([]);
  });

  it('keeps the browser away from city/ altogether', async () => {
    expect(await messages('no-restricted-imports', `import { CITY_IDS } from '#city/index.ts';\nexport const a = CITY_IDS;\n`, 'web/src/main.tsx')).toEqual([
      expect.stringContaining('The browser gets its city from the server'),
    ]);
  });
});

describe('the complexity limit', () => {
  /** A function of `branches` ifs: complexity branches + 1. */
  const withBranches = (branches: number) =>
    `export function probe(n: number): number {\n${Array.from({ length: branches }, (_, i) => `  if (n === ${i}) return ${i};`).join('\n')}\n  return -1;\n}\n`;

  it.each(['server/meetings/meeting-store.ts', 'web/src/main.tsx', 'contract/city.ts'])('is 25 in %s', async (file) => {
    expect(await messages('complexity', withBranches(24), file)).toEqual([]);
    expect(await messages('complexity', withBranches(25), file)).toEqual([expect.stringContaining('complexity of 26. Maximum allowed is 25')]);
  });
});
