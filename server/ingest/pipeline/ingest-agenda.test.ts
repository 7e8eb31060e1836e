/**
 * Agendas as first-class records: a real committee agenda becomes an upcoming meeting with its items and chair,
 * a cancellation notice cancels the meeting, the yearly notice of meeting dates announces no meeting already past, and
 * minutes complete the meeting their agenda announced (one meeting, not two).
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeetingDetail } from '../../meetings/meeting-reads.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { makePdf } from '../fixtures/make-pdf.ts';
import { type IngestContext, ingestPdf } from './ingest-file.ts';
import { topicMatchers } from '../keywords-and-topics/topics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(here, '../../../city/tulsa/fixtures/agendas', name)));
const bundled = (name: string) => new Uint8Array(fs.readFileSync(path.join(here, '../../../city/tulsa/data/minutes', name)));

let test: TestDatabase;
let ctx: IngestContext;
const meetingsOn = async (iso: string) => test.db.selectFrom('meetings').selectAll().where('meeting_date', '=', iso).execute();

beforeAll(async () => {
  test = await createTestDatabase();
  const city = cityContext(DEFAULT_CITY_ID);
  const topics = topicMatchers(city, [{ slug: 'zoning-and-land-use', display_name: 'Zoning and Land Use', description: 'Rezoning requests and the zoning code.' }]);
  ctx = { city, db: test.db, dataDir: test.dataDir, now: () => new Date('2025-08-02T15:00:00Z'), topics };
});
afterAll(() => test.destroy());

describe('agendas', () => {
  it('a committee agenda becomes an upcoming meeting with its items, chair and filing time', async () => {
    const result = await ingestPdf(ctx, 'tulsa-archive-29985-agenda.pdf', fixture('tulsa-archive-29985-agenda.pdf'));
    expect(result).toMatchObject({ status: 'created', items: 13, votes: 0 });
    const meeting = (await getMeetingDetail(test.db, result.meetingId!, ctx.now(), ctx.city))!;
    expect(meeting).toMatchObject({
      title: 'Public Works Committee - August 6, 2025',
      meeting_type: 'public_works_committee',
      status: 'scheduled',
      document_type: 'agenda',
      meeting_date: '2025-08-06T19:30:00.000Z',
      location: 'One Technology Center, 4th Floor, Room 411, 175 E. 2nd St., Tulsa, OK 74103',
      minutes_url: null,
    });
    expect(meeting.agenda_url).toMatch(/^\/api\/v1\/files\/minutes\/[0-9a-f]{64}\.pdf$/);
    expect(meeting.description).toBe(
      'Agenda of the Public Works Committee. Chair: Decter Wright; co-chairs: Bush, Dutton, Hall-Harper. Agenda filed with the City Clerk on 08/01/2025 04:21 PM.',
    );
    expect(meeting.agenda_items.map((i) => i.item_number)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(meeting.agenda_items[1]!.title).toMatch(/^Rezoning Application Z-7820 from RS-3 to IL/);
    expect(meeting.agenda_items.every((i) => i.vote_result === null)).toBe(true);
    // The summary counts the items the page lists (issue 33: it said 12 above a list of 13).
    expect(meeting.summary).toMatch(new RegExp(`^The Public Works Committee meets on August 6, 2025 at 2:30 P\\.M\\. Its agenda lists ${meeting.agenda_items.length} items`));
    expect(meeting.agenda_items).toHaveLength(13);
    expect(meeting.summary).not.toMatch(/approved|adopted|passed/);
    expect(meeting.topics).toEqual(['zoning-and-land-use']);
  });

  it('a cancellation notice makes the meeting canceled, listed as such', async () => {
    const result = await ingestPdf(ctx, 'tulsa-archive-29981-agenda.pdf', fixture('tulsa-archive-29981-agenda.pdf'));
    expect(result).toMatchObject({ status: 'created', items: 0 });
    const [meeting] = await meetingsOn('2025-08-06T15:30:00.000Z');
    expect(meeting).toMatchObject({ status: 'cancelled', meeting_type: 'urban_economic_committee', is_listed: 1 });
    expect(meeting!.title).toBe('Urban and Economic Development Committee - August 6, 2025 (cancelled)');
  });

  it('the notice of the year\'s meeting dates read after they have passed announces nothing (ingest-schedule-notice.test.ts)', async () => {
    const before = await test.db.selectFrom('meetings').select('id').execute();
    const result = await ingestPdf(ctx, 'tulsa-archive-27417-agenda.pdf', fixture('tulsa-archive-27417-agenda.pdf'));
    expect(result).toMatchObject({ status: 'unchanged', announced: 0, items: 0 });
    expect(await test.db.selectFrom('meetings').select('id').execute()).toHaveLength(before.length);
  });

  it('the minutes complete the meeting their agenda announced, keeping the agenda; a late agenda changes nothing', async () => {
    // An agenda for the 4:00 PM meeting of December 4, 2024, filed the way the clerk files them.
    const header = (filed: string) => [
      { y: 760, size: 10, text: 'FILED CITY OF TULSA NOTICE AND AGENDA STATE OF OKLAHOMA' },
      { y: 748, size: 10, text: 'TULSA CITY COUNCIL - Pre-Regular Meeting' },
      { y: 736, size: 10, text: `${filed} Office of the 4:00 PM, Wednesday, December 4, 2024` },
      { y: 724, size: 10, text: 'City Clerk One Technology Center, 4th Floor, Room 411 - 175 E. 2nd St., Tulsa, OK 74103' },
    ];
    const agenda = makePdf([
      [
        ...header('11/27/2024 04:00 PM'),
        { y: 690, text: '1. Call to Order.' },
        { y: 660, text: '2. Pre-meeting discussion of items on the Agenda. [CC 12/4/24] 24-1101-1' },
        { y: 630, text: '3. Adjournment.' },
      ],
    ]);
    const announced = await ingestPdf(ctx, 'agenda-2024-12-04-4pm.pdf', new Uint8Array(agenda));
    expect(announced).toMatchObject({ status: 'created', items: 2 });
    const minutes = await ingestPdf(ctx, '24-1158-1_2024-12-04_4PM_Minutes.pdf', bundled('24-1158-1_2024-12-04_4PM_Minutes.pdf'));
    expect(minutes).toMatchObject({ status: 'updated', meetingId: announced.meetingId });
    const [meeting, ...others] = await meetingsOn('2024-12-04T22:00:00.000Z');
    expect(others).toEqual([]);
    expect(meeting).toMatchObject({ id: announced.meetingId, status: 'completed', document_type: 'minutes' });
    expect(meeting!.agenda_url).toMatch(/^\/api\/v1\/files\/minutes\/[0-9a-f]{64}\.pdf$/);
    expect(meeting!.minutes_url).not.toBe(meeting!.agenda_url);

    const revised = makePdf([[...header('11/28/2024 09:00 AM'), { y: 690, text: '1. Call to Order.' }, { y: 660, text: '2. Adjournment.' }]]);
    const late = await ingestPdf(ctx, 'agenda-2024-12-04-4pm-revised.pdf', new Uint8Array(revised));
    expect(late).toMatchObject({ status: 'unchanged', meetingId: announced.meetingId });
    expect((await meetingsOn('2024-12-04T22:00:00.000Z'))[0]).toMatchObject({ status: 'completed', document_type: 'minutes' });
  });
});

describe('a special meeting', () => {
  it('is the council\'s: its agenda ("TULSA CITY COUNCIL - Special Meeting") and its minutes make one meeting', async () => {
    const agenda = makePdf([
      [
        { y: 760, size: 10, text: 'FILED CITY OF TULSA NOTICE AND AGENDA STATE OF OKLAHOMA' },
        { y: 748, size: 10, text: 'TULSA CITY COUNCIL - Special Meeting' },
        { y: 736, size: 10, text: '12/06/2024 10:02 AM Office of the 9:00 AM, Wednesday, December 11, 2024' },
        { y: 724, size: 10, text: 'City Clerk One Technology Center, 4th Floor, Room 411 - 175 E. 2nd St., Tulsa, OK 74103' },
        { y: 690, text: '1. Call to Order.' },
        { y: 660, text: '2. Discussion among Tulsa area State of Oklahoma legislative representatives. 24-1142-1' },
        { y: 630, text: '3. Adjournment.' },
      ],
    ]);
    const announced = await ingestPdf(ctx, 'agenda-2024-12-11-special.pdf', new Uint8Array(agenda));
    expect(announced).toMatchObject({ status: 'created' });
    const file = '25-12-1_2024-12-11_Special_Meeting_Minutes.pdf';
    expect(await ingestPdf(ctx, file, bundled(file))).toMatchObject({ status: 'updated', meetingId: announced.meetingId });
    const meetings = await meetingsOn('2024-12-11T15:00:00.000Z');
    expect(meetings.map((m) => [m.id, m.meeting_type, m.status])).toEqual([[announced.meetingId, 'regular_council', 'completed']]);
  });
});

describe('an item followed across meetings', () => {
  it('links the first and second reading of an ordinance by the clerk\'s file number, with the result at each', async () => {
    const first = await ingestPdf(ctx, '24-1149-2_2024-11-20_5PM_Minutes.pdf', bundled('24-1149-2_2024-11-20_5PM_Minutes.pdf'));
    const second = await ingestPdf(ctx, '24-1158-2_2024-12-04_5PM_Minutes.pdf', bundled('24-1158-2_2024-12-04_5PM_Minutes.pdf'));
    const later = (await getMeetingDetail(test.db, second.meetingId!, ctx.now(), ctx.city))!;
    const item = later.agenda_items.find((i) => i.file_number === '24-1079-2')!;
    expect(item.history).toEqual([
      expect.objectContaining({ meeting_id: first.meetingId, meeting_title: 'City Council Regular Meeting - November 20, 2024', meeting_status: 'completed', item_number: expect.stringMatching(/^6\./), vote_result: null }),
    ]);
    const earlier = (await getMeetingDetail(test.db, first.meetingId!, ctx.now(), ctx.city))!;
    expect(earlier.agenda_items.find((i) => i.file_number === '24-1079-2')!.history).toEqual([
      expect.objectContaining({ meeting_id: second.meetingId, item_number: item.item_number, vote_result: item.vote_result }),
    ]);
  });
});
