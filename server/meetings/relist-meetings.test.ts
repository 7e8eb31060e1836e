/**
 * The listing rule, named once and re-applied: `relistMeetings` puts every stored flag back in line with the rule,
 * start-up does it only when the stored rule version is not the code's, and no server file writes the flag or its
 * filter by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { LISTING_RULE_VERSION } from './meeting-listing-rule.ts';
import { LISTING_RULE_STATE_KEY, relistMeetings, relistWhenRuleMoved } from './relist-meetings.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
let database: TestDatabase;
const ids = { listed: 0, placeholder: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  ids.listed = await createMeeting(database.db, { title: 'A summarized meeting' });
  ids.placeholder = await createMeeting(database.db, { title: 'Imported only', summary: 'Minutes imported from PDF: x.pdf' });
});
afterAll(() => database.destroy());

/** Stored flags as an older rule would have left them: the opposite of today's. */
async function flagsOfAnOlderRule(): Promise<void> {
  await database.db.updateTable('meetings').set({ is_listed: 0 }).where('id', '=', ids.listed).execute();
  await database.db.updateTable('meetings').set({ is_listed: 1 }).where('id', '=', ids.placeholder).execute();
}

async function flags(): Promise<Record<'listed' | 'placeholder', number>> {
  const rows = await database.db.selectFrom('meetings').select(['id', 'is_listed']).execute();
  const of = (id: number) => Number(rows.find((r) => r.id === id)!.is_listed);
  return { listed: of(ids.listed), placeholder: of(ids.placeholder) };
}

async function storedVersion(value: string | null): Promise<void> {
  await database.db.deleteFrom('app_state').where('key', '=', LISTING_RULE_STATE_KEY).execute();
  if (value !== null) await database.db.insertInto('app_state').values({ key: LISTING_RULE_STATE_KEY, value }).execute();
}

describe('relisting stored meetings', () => {
  it('puts every flag back in line with the rule, and a second run changes nothing', async () => {
    await flagsOfAnOlderRule();
    const result = await relistMeetings(database.db, NOW);
    expect(result).toMatchObject({ listed: 1, unlisted: 1 });
    expect(await flags()).toEqual({ listed: 1, placeholder: 0 });
    expect(await relistMeetings(database.db, NOW)).toMatchObject({ listed: 0, unlisted: 0 });
  });

  it('start-up relists when the stored rule version is missing or older, and stores the current one', async () => {
    for (const stored of [null, String(LISTING_RULE_VERSION - 1)]) {
      await storedVersion(stored);
      await flagsOfAnOlderRule();
      expect(await relistWhenRuleMoved(database.db, NOW)).toMatchObject({ listed: 1, unlisted: 1 });
      expect(await flags()).toEqual({ listed: 1, placeholder: 0 });
      const row = await database.db.selectFrom('app_state').select('value').where('key', '=', LISTING_RULE_STATE_KEY).executeTakeFirst();
      expect(row?.value).toBe(String(LISTING_RULE_VERSION));
    }
  });

  it('start-up leaves the flags alone when the stored rule version is the current one', async () => {
    await storedVersion(String(LISTING_RULE_VERSION));
    await flagsOfAnOlderRule();
    expect(await relistWhenRuleMoved(database.db, NOW)).toBeNull();
    expect(await flags()).toEqual({ listed: 0, placeholder: 1 });
    await relistMeetings(database.db, NOW);
  });
});

describe('the listing rule is named once', () => {
  const serverDir = path.resolve(import.meta.dirname, '..');
  const sources = (fs.readdirSync(serverDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('migrations'))
    .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(serverDir, file), 'utf8') }));

  it('no server file filters on is_listed by hand (whereListed / listedMeetings do)', () => {
    const byHand = sources.filter(({ file, text }) => file !== 'meetings/public-record.ts' && /is_listed['"`]?\s*,\s*['"]=|is_listed\s*=\s*1/.test(text));
    expect(byHand.map((s) => s.file)).toEqual([]);
  });

  it('the flag is written only from listingFlag', () => {
    const writers = sources.filter(({ text }) => /\bis_listed:\s/.test(text)).map((s) => s.file).sort();
    expect(writers).toEqual(['corrections/apply-corrections.ts', 'db/schema.ts', 'meetings/meeting-store.ts', 'meetings/relist-meetings.ts']);
    for (const file of ['corrections/apply-corrections.ts', 'meetings/meeting-store.ts', 'meetings/relist-meetings.ts']) {
      expect(sources.find((s) => s.file === file)!.text).toMatch(/is_listed: (listingFlag\(|isListed\b|flag\b)/);
    }
  });
});
