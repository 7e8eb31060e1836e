/**
 * The "features never import each other" rule covers every feature folder, including ones added after the rule
 * was written (it once skipped votes and data because its list was kept by hand).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FEATURES_DIR = new URL('../web/src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A real source file of the feature, so type-aware linting knows it. */
function sourceFileOf(feature: string): string {
  const files = readdirSync(new URL(`${feature}/`, FEATURES_DIR), { recursive: true, encoding: 'utf8' });
  const file = files.find((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  if (!file) throw new Error(`no source file in web/src/features/${feature}`);
  return `web/src/features/${feature}/${file}`;
}

describe('feature boundaries', () => {
  // The project's own configuration, with only the boundary rule run and no type information: the rule reads
  // imports, not types, and building the type-aware program for the whole project took over 60 s on a loaded CI
  // machine (the first case timed out).
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  });
  it.each(features)('%s may not import another feature', async (feature) => {
    const from = sourceFileOf(feature);
    const target = sourceFileOf(features.find((f) => f !== feature)!);
    const specifier = `./${path.relative(path.dirname(from), target)}`.replace(/^\.\/\.\./, '..');
    // The same file by its short name (package.json `imports`): the rule resolves it, it is not a way around.
    const alias = target.replace(/^web\/src\//, '#web/');
    const [result] = await eslint.lintText(`import '${specifier}';\nimport '${alias}';\nexport {};\n`, { filePath: from });
    const messages = result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => `${m.line}: ${m.message}`);
    expect(messages).toEqual([expect.stringMatching(/^1: .*Features do not import each other/), expect.stringMatching(/^2: .*Features do not import each other/)]);
  }, 60_000);
});
