/**
 * docs/ARCHITECTURE.md is where a newcomer starts, so every path it cites must exist: a file moved or renamed
 * without updating it fails here. A cited path is a backticked one with a slash, from the repository root
 * (`server/ingest/eval/`) or, as the document writes most of them, from server/ (`alerts/jobs/alert-jobs.ts`).
 * Patterns (`server/<domain>/routes/`, `{en,es}.json`, `*.test.ts`) and routes (`/api/v1/...`) are not paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/ARCHITECTURE.md', root), 'utf8');

const cited = [...new Set([...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!))]
  .map((p) => p.replace(/\/$/, ''))
  .filter((p) => /^[\w.@-]+\/[\w.@/-]+$/.test(p) && !/^[A-Z_]+\//.test(p) && !p.startsWith('import-x/'));

const exists = (p: string) => ['', 'server/', 'web/src/'].some((base) => existsSync(new URL(`${base}${p}`, root)));

describe('paths cited in docs/ARCHITECTURE.md', () => {
  it('cites paths', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('names only paths that exist (from the repository root, server/ or web/src/)', () => {
    expect(cited.filter((p) => !exists(p))).toEqual([]);
  });
});
