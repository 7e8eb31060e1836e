/**
 * No code outside city/ names a shipped city or its state (issues 21 and 46, decisions 020 and 032): another city is a
 * folder here, not a fork. Tests, fixtures, locales and docs may name them; migrations and the browser's samples
 * may not. And no browser module reads the page's city at import time: the city arrives with the page
 * (web/src/lib/city.ts). The server has no process-wide city to read: each app, job and script is handed its
 * city context (decision 020), and city/two-cities.test.ts holds two apps to their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CODE_FOLDERS = ['server', 'contract', 'web/src', 'scripts', 'bench', 'build'];
const CODE_FILE = /\.(?:ts|tsx|js|mjs)$/;
const EXEMPT = [/\.test\.tsx?$/, /(^|\/)(test|testing|fixtures|locales)\//];

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
  it('no code outside city/ names a shipped city or its state', () => {
    const naming = CODE_FOLDERS.flatMap(codeFiles).filter((file) => /tulsa|oklahoma|\bnyc\b|new york/i.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(naming).toEqual([]);
  });

  it('no module reads the browser\'s city at import time, before the page has given it', () => {
    const reads: string[] = [];
    // By a relative path or by its short name (#web/lib/city.ts).
    const readsCity = /from '(?:[./]*|#)(?:web\/)?lib\/city\.ts'|from '\.\/city\.ts'/;
    for (const file of CODE_FOLDERS.flatMap(codeFiles)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      if (!readsCity.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node, insideFunction: boolean) => {
        const deferred = insideFunction || ts.isFunctionLike(node) || ts.isClassLike(node);
        if (!deferred && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'city') {
          reads.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`);
        }
        ts.forEachChild(node, (child) => visit(child, deferred));
      };
      visit(source, false);
    }
    expect(reads).toEqual([]);
  });
});
