import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { expandSources } from '../runs/sources.ts';
import { runIngest } from '../runs/run-ingest.ts';
import { type IngestContext, type IngestResult, ingestPdf } from './ingest-file.ts';
import { storedPdfPath } from '../stored-pdfs/minutes-store.ts';
import { topicMatchers } from '../keywords-and-topics/topics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundled = path.join(here, '../../../city/tulsa/data/minutes');
const FOUR_PM = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const read = (dir: string, name: string) => new Uint8Array(fs.readFileSync(path.join(dir, name)));

let test: TestDatabase;
let ctx: IngestContext;
const countMeetings = async () =>
  Number((await test.db.selectFrom('meetings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  test = await createTestDatabase();
  const city = cityContext(DEFAULT_CITY_ID);
  const topics = topicMatchers(city, [
    { slug: 'police', display_name: 'Police', description: 'The Tulsa Police Department: staffing, policies and legal matters.' },
    { slug: 'libraries', display_name: 'Libraries', description: 'Library branches and programs.' },
  ]);
  ctx = { city, db: test.db, dataDir: test.dataDir, now: () => new Date('2026-11-18T20:00:00Z'), topics };
});
afterAll(() => test.destroy());

describe('ingestPdf', () => {
  it('creates a meeting with items, votes per councilor, derived fields and the stored PDF', async () => {
    const result = await ingestPdf(ctx, FOUR_PM, read(bundled, FOUR_PM));
    expect(result).toMatchObject({ status: 'created', pages: 4, items: 7, votes: 4 });
    const meeting = await test.db.selectFrom('meetings').selectAll().where('id', '=', result.meetingId!).executeTakeFirstOrThrow();
    expect(meeting.title).toBe('City Council Regular Meeting (4:00 P.M.) - December 4, 2024');
    expect(meeting.meeting_date).toBe('2024-12-04T22:00:00.000Z');
    expect(meeting.meeting_type).toBe('regular_council');
    expect(meeting.location).toBe('Room 411, One Technology Center, 175 E. 2nd St., Fourth Floor, Tulsa, OK');
    expect(JSON.parse(meeting.topics)).toEqual(['police']);
    // A short meeting's summary says what it did and no procedure fills it out (decision 063).
    expect(meeting.summary).toContain('The Council held 4 roll-call votes: 4 motions carried.');
    expect(meeting.summary).toContain('7 of 9 councilors present');
    expect(meeting.is_listed).toBe(1);
    expect(meeting.minutes_url).toBe(`/api/v1/files/minutes/${meeting.source_checksum}.pdf`);
    expect(fs.existsSync(storedPdfPath(test.dataDir, meeting.source_checksum!)!)).toBe(true);

    const records = await test.db.selectFrom('voting_records').selectAll().where('meeting_id', '=', meeting.id).orderBy('position').execute();
    expect(records.map((r) => [r.moved_by, r.seconded_by, r.outcome])).toEqual(Array(4).fill(['Bengel', 'Bellis', 'passed']));
    const votes = await test.db.selectFrom('councilor_votes').selectAll().where('voting_record_id', '=', records[0]!.id).execute();
    expect(votes).toHaveLength(9);
    expect(votes.find((v) => v.councilor === 'Hall-Harper')).toMatchObject({ district: 1, vote: 'absent' });
    expect(votes.find((v) => v.councilor === 'Archie')).toMatchObject({ district: 2, vote: 'aye' });
  });

  it('skips the same bytes, and updates the meeting in place when the file changes', async () => {
    const before = await countMeetings();
    const again = await ingestPdf(ctx, FOUR_PM, read(bundled, FOUR_PM));
    expect(again.status).toBe('unchanged');
    const changed = await ingestPdf(ctx, FOUR_PM, read(bundled, '25-12-2_2024-12-11_4PM_Minutes.pdf'));
    expect(changed).toMatchObject({ status: 'updated', meetingId: again.meetingId });
    expect(await countMeetings()).toBe(before);
  });

  it('knows both PDFs the city published of one meeting: a second read of the two changes no id and no time', async () => {
    const twice = path.join(here, '../../../city/tulsa/data/twice-published');
    const files = ['23-506-1_2023-05-17_4PM_Minutes.pdf', '23-582-1_2023-05-17_4PM_Minutes.pdf'];
    const snapshot = async (meetingId: number) => ({
      meeting: await test.db.selectFrom('meetings').select(['id', 'updated_at', 'source_checksum']).where('id', '=', meetingId).executeTakeFirstOrThrow(),
      items: (await test.db.selectFrom('agenda_items').select('id').where('meeting_id', '=', meetingId).orderBy('id').execute()).map((r) => r.id),
      votes: (await test.db.selectFrom('voting_records').select('id').where('meeting_id', '=', meetingId).orderBy('id').execute()).map((r) => r.id),
    });
    const first: IngestResult[] = [];
    for (const file of files) first.push(await ingestPdf(ctx, file, read(twice, file)));
    expect(first.map((r) => r.status)).toEqual(['created', 'updated']);
    expect(first[1]!.meetingId).toBe(first[0]!.meetingId);
    const before = await snapshot(first[0]!.meetingId!);
    expect(before.votes.length).toBeGreaterThan(0);
    const second: IngestResult[] = [];
    for (const file of files) second.push(await ingestPdf(ctx, file, read(twice, file)));
    expect(second.map((r) => [r.status, r.meetingId])).toEqual(files.map(() => ['unchanged', first[0]!.meetingId]));
    expect(await snapshot(first[0]!.meetingId!)).toEqual(before);
  });

  it('reports each bad file with its reason, writes nothing for it, and goes on with the rest', async () => {
    const before = await countMeetings();
    const { sources } = expandSources([path.join(here, '../fixtures'), path.join(bundled, '25-42-1_2024-12-18_4PM_Minutes.pdf')]);
    const results = await runIngest(ctx, sources);
    const byFile = Object.fromEntries(results.map((r) => [r.file, r.status === 'failed' ? r.code : r.status]));
    expect(byFile).toEqual({
      'empty.pdf': 'empty_file',
      'encrypted.pdf': 'encrypted',
      'html-error-page.pdf': 'html_page',
      'no-text-layer.pdf': 'no_text',
      'truncated.pdf': 'truncated',
      '25-42-1_2024-12-18_4PM_Minutes.pdf': 'created',
    });
    expect(await countMeetings()).toBe(before + 1);
  });
});
