/**
 * No code outside city/ names the deployment's city or state (issue 21, decision 020): another city is a folder
 * here, not a fork. Tests, fixtures, locales, docs and migrations (the database's history) may name them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_FOLDERS = ['server', 'contract', 'web/src', 'scripts', 'bench', 'build'];
const CODE_FILE = /\.(?:ts|tsx|js|mjs)$/;
const EXEMPT = [
  /\.test\.tsx?$/,
  /(^|\/)(test|testing|fixtures|locales)\//,
  /^server\/db\/migrations\//,
  // The browser's built-in samples, shown when the API cannot be reached (spec §8): real Tulsa organizations
  // and campaigns bundled with the app. Still to move into the city's folder (issue 21).
  /^web\/src\/features\/(organizations|campaigns)\/data\//,
];

function codeFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) out.push(...codeFiles(relative));
    else if (CODE_FILE.test(entry.name) && !EXEMPT.some((rule) => rule.test(relative))) out.push(relative);
  }
  return out;
}

describe('the city boundary', () => {
  it('no code outside city/ names Tulsa or Oklahoma', () => {
    const naming = CODE_FOLDERS.flatMap(codeFiles).filter((file) => /tulsa|oklahoma/i.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(naming).toEqual([]);
  });
});
