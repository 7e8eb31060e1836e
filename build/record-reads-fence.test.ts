/**
 * "Reads of items, motions and votes outside the record go through it (lint)" (issue 46): a module outside
 * server/meetings that reads `agenda_items`, `voting_records` or `councilor_votes` itself (query builder or raw SQL)
 * fails the lint, with a message naming the record's reads; one that starts from server/meetings/public-record.ts
 * (recordItems, recordMotions, recordVotes) passes. The files that read them before the fence are a recorded debt
 * (build/record-reads-debt.json) that may only shrink: a listed file that no longer reads them must leave the list.
 */
import fs from 'node:fs';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import debt from './record-reads-debt.json' with { type: 'json' };

/** Real files, whose configuration the repository's eslint.config.js decides: outside the record, inside, a test. */
const OUTSIDE = 'server/sync/sync-pass.ts';
const INSIDE = 'server/meetings/meeting-reads.ts';
const TEST_FILE = 'server/votes/split-votes.test.ts';
/** How many files owed the debt when the fence went up: the list may only shrink. */
const DEBT_WHEN_FENCED = 34;

const eslint = new ESLint();
const linter = new Linter({ configType: 'flat' });

/** The `no-restricted-syntax` messages the configuration of `configFile` gives `code` (only that rule, no types). */
async function fenceMessages(code: string, configFile: string, filename = configFile): Promise<string[]> {
  const config = await eslint.calculateConfigForFile(configFile);
  const rule = config.rules['no-restricted-syntax'] ?? 'off';
  const messages = linter.verify(code, { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } }, { filename });
  return messages.map((m) => m.message);
}

const HEAD = `import { sql, type Kysely } from 'kysely';\nimport type { Database } from './db/schema.ts';\n`;
const READS = [
  ['items', `export const q = (db: Kysely<Database>) => db.selectFrom('agenda_items').select('id');`],
  ['aliased motions', `export const q = (db: Kysely<Database>) => db.selectFrom('voting_records as vr').select('vr.id');`],
  ['votes joined', `export const q = (db: Kysely<Database>) => db.selectFrom('officials').innerJoin('councilor_votes', 'councilor_votes.councilor', 'officials.name');`],
  ['a subquery', `export const q = (db: Kysely<Database>) => db.selectFrom('item_places').where(({ exists, selectFrom }) => exists(selectFrom('agenda_items').select('id')));`],
  ['raw SQL from', 'export const q = sql`select count(*) from councilor_votes where vote = ${"aye"}`;'],
  ['raw SQL join', 'export const q = sql`select 1 from item_places\n  JOIN agenda_items on agenda_items.id = item_places.agenda_item_id`;'],
] as const;

describe("reads of the record's items, motions and votes outside server/meetings", () => {
  it.each(READS)('%s fails the lint with a message naming the record’s reads', async (_kind, code) => {
    expect(await fenceMessages(HEAD + code, OUTSIDE)).toEqual([expect.stringContaining('server/meetings/public-record.ts')]);
  });

  it.each(READS)('%s is allowed inside server/meetings and in tests', async (_kind, code) => {
    expect(await fenceMessages(HEAD + code, INSIDE)).toEqual([]);
    expect(await fenceMessages(HEAD + code, TEST_FILE)).toEqual([]);
  });

  it('lets through a read that starts from the record, and the other tables', async () => {
    const code = [
      `import { recordItems, recordMotions, recordVotes } from './meetings/public-record.ts';`,
      `export const a = (db: Kysely<Database>) => db.selectFrom(recordItems(db)).innerJoin(recordMotions(db), 'voting_records.agenda_item_id', 'agenda_items.id').select('agenda_items.id');`,
      `export const b = (db: Kysely<Database>) => db.selectFrom(recordVotes(db, 'v')).select('v.vote');`,
      `export const c = (db: Kysely<Database>) => db.selectFrom('item_places').select('agenda_item_id');`,
      'export const d = sql`select 1 from item_places`;',
    ].join('\n');
    expect(await fenceMessages(HEAD + code, OUTSIDE)).toEqual([]);
  });
});

describe('the recorded debt', () => {
  it('may only shrink', () => {
    expect(debt.length).toBeLessThanOrEqual(DEBT_WHEN_FENCED);
    expect([...debt].sort()).toEqual(debt);
  });

  it('is still owed: each listed file still reads the tables itself (remove it from the list when it no longer does)', async () => {
    for (const file of debt) {
      // Linted with the fence a file outside the debt gets.
      const found = await fenceMessages(fs.readFileSync(file, 'utf8'), OUTSIDE, file);
      expect(found.filter((m) => m.includes("read the record's items")).length, file).toBeGreaterThan(0);
    }
  });

  it('keeps the rest of the fence on a listed file: it may not read the meetings table itself either', async () => {
    expect(await fenceMessages(`${HEAD}export const q = (db: Kysely<Database>) => db.selectFrom('meetings').select('id');`, debt[0]!)).toEqual([
      expect.stringContaining('server/meetings/public-record.ts (publishedMeetings'),
    ]);
    expect(await fenceMessages(HEAD + READS[0][1], debt[0]!)).toEqual([]);
  });
});
