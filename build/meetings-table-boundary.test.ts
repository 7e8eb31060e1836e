/**
 * "Demo meetings are never published" is named once, in server/meetings/public-record.ts: a module outside the
 * meetings domain that reads the meetings table itself (query builder or raw SQL) fails the lint.
 */
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** Real files, whose configuration the repository's eslint.config.js decides: outside the domain, inside, a test. */
const OUTSIDE = 'server/exports/export-rows.ts';
const INSIDE = 'server/meetings/meeting-reads.ts';
const TEST_FILE = 'server/meetings/routes/get-meeting.test.ts';

const eslint = new ESLint();
const linter = new Linter({ configType: 'flat' });

/**
 * The `no-restricted-syntax` messages the repository's configuration gives `code` at `filePath`. Only that rule
 * runs, and without type information, so each case takes milliseconds rather than a type-checked program.
 */
async function meetingsTableMessages(code: string, filePath: string): Promise<string[]> {
  const config = await eslint.calculateConfigForFile(filePath);
  const rule = config.rules['no-restricted-syntax'] ?? 'off';
  const messages = linter.verify(
    `import { sql, type Kysely } from 'kysely';\nimport type { Database } from './db/schema.ts';\n${code}\nexport {};\n`,
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } },
    { filename: filePath },
  );
  return messages.map((m) => m.message);
}

const READS = [
  ['selectFrom', `export const q = (db: Kysely<Database>) => db.selectFrom('meetings').select('id');`],
  ['an aliased selectFrom', `export const q = (db: Kysely<Database>) => db.selectFrom('meetings as m').select('m.id');`],
  ['innerJoin', `export const q = (db: Kysely<Database>) => db.selectFrom('agenda_items').innerJoin('meetings', 'meetings.id', 'agenda_items.meeting_id');`],
  ['leftJoin', `export const q = (db: Kysely<Database>) => db.selectFrom('agenda_items').leftJoin('meetings as m', 'm.id', 'agenda_items.meeting_id');`],
  ['an exists subquery', `export const q = (db: Kysely<Database>) => db.selectFrom('agenda_items').where(({ exists, selectFrom }) => exists(selectFrom('meetings').select('id')));`],
  ['raw SQL from', 'export const q = sql`select count(*) from meetings where is_demo = 0`;'],
  ['raw SQL join', 'export const q = sql`select 1 from voting_records\n  JOIN meetings on meetings.id = voting_records.meeting_id`;'],
] as const;

describe('reads of the meetings table outside server/meetings', () => {
  it.each(READS)('%s fails the lint with a message naming the home module', async (_kind, code) => {
    expect(await meetingsTableMessages(code, OUTSIDE)).toEqual([expect.stringContaining('server/meetings/public-record.ts')]);
  });

  it.each(READS)('%s is allowed inside server/meetings and in tests', async (_kind, code) => {
    expect(await meetingsTableMessages(code, INSIDE)).toEqual([]);
    expect(await meetingsTableMessages(code, TEST_FILE)).toEqual([]);
  });

  it('lets through the home module and the other tables', async () => {
    const code = [
      `import { publishedMeetings } from './meetings/public-record.ts';`,
      `export const a = (db: Kysely<Database>) => db.selectFrom(publishedMeetings(db)).select('id');`,
      `export const b = (db: Kysely<Database>) => db.selectFrom('meeting_topics').select('topic');`,
      'export const c = sql`select 1 from meeting_topics join meeting_sources on true`;',
    ].join('\n');
    expect(await meetingsTableMessages(code, OUTSIDE)).toEqual([]);
  });
});
