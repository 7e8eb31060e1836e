/**
 * The clerk's notice of 2024 regularly scheduled meetings becomes announced meetings (issue 33); the agenda and the
 * minutes of one of them later fill that same meeting (same id); re-reading the notice changes nothing; a date that
 * passes with no agenda is told as such, never as held nor as awaiting minutes; no agenda alert comes of it.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCity } from '#city/index.ts';
import { dueAgendaFanouts } from '../../alerts/agenda-alerts/agenda-scan.ts';
import { dueFanouts } from '../../alerts/meeting-alerts/alert-scan.ts';
import { meetingsAwaitingMinutes } from '../../assistant/records.ts';
import { getMeetingDetail, getMeetingRow } from '../../meetings/meeting-reads.ts';
import { listMeetings } from '../../meetings/meeting-list.ts';
import { meetingCalendarEvent } from '../../meetings/routes/meeting-calendar-event.ts';
import { rewrittenPdf } from '../../test/fixtures/agenda-revisions.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type IngestContext, ingestPdf } from './ingest-file.ts';
import { ingestScheduleNotice } from './ingest-schedule-notice.ts';
import { readPdfText } from '../pdf-text/pdf-text.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const agendas = path.join(here, '../../../city/tulsa/fixtures/agendas');
const noticeBytes = new Uint8Array(fs.readFileSync(path.join(agendas, 'tulsa-archive-27417-agenda.pdf')));
const minutesBytes = new Uint8Array(fs.readFileSync(path.join(here, '../../../city/tulsa/data/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf')));

let test: TestDatabase;
let ctx: IngestContext;
// Early January 2024: every date of the notice is still ahead.
const JANUARY = new Date('2024-01-02T15:00:00Z');
const idOf = async (iso: string, type: string) =>
  (await test.db.selectFrom('meetings').select('id').where('meeting_date', '=', iso).where('meeting_type', '=', type).executeTakeFirstOrThrow()).id;
const meetingCount = async () => (await test.db.selectFrom('meetings').select('id').execute()).length;

beforeAll(async () => {
  test = await createTestDatabase();
  ctx = { city: cityContext(DEFAULT_CITY_ID), db: test.db, dataDir: test.dataDir, now: () => JANUARY, topics: [] };
});
afterAll(() => test.destroy());

describe('the notice of the year\'s meetings', () => {
  it('announces each body on each listed date, with the notice\'s time and place and no agenda', async () => {
    const result = await ingestPdf(ctx, 'tulsa-archive-27417-agenda.pdf', noticeBytes);
    // 35 dates, each with the regular meeting, three committees and the pre-meeting.
    expect(result).toMatchObject({ status: 'created', announced: 35 * 5, items: 0 });
    expect(await meetingCount()).toBe(175);
    // Public Works, August 7, 2024 at 2:30 P.M. Central Daylight Time.
    const meeting = (await getMeetingDetail(test.db, await idOf('2024-08-07T19:30:00.000Z', 'public_works_committee'), JANUARY, ctx.city))!;
    expect(meeting).toMatchObject({
      title: 'Public Works Committee - August 7, 2024',
      status: 'scheduled',
      time_state: 'upcoming',
      announced: true,
      agenda_url: null,
      minutes_url: null,
      location: 'Room 411, Fourth Floor of City Hall at One Technology Center, 175 East Second Street, Tulsa, Oklahoma 74103',
      agenda_items: [],
      voting_records: [],
    });
    expect(meeting.summary).toBe(
      "The Public Works Committee is scheduled to meet on August 7, 2024 at 2:30 P.M. in Room 411, Fourth Floor of City Hall at One Technology Center, 175 East Second Street, Tulsa, Oklahoma 74103, according to the City Clerk's notice of 2024 regularly scheduled meetings. The agenda is posted about a week before.",
    );
    expect(meeting.summary_es).toMatch(/^El aviso de las reuniones ordinarias de 2024 .* para el 7 de agosto de 2024 a las 2:30 p\.\s?m\., en Room 411.* La agenda se publica alrededor de una semana antes\.$/);
    const council = (await getMeetingDetail(test.db, await idOf('2024-08-07T22:00:00.000Z', 'regular_council'), JANUARY, ctx.city))!;
    expect(council).toMatchObject({ title: 'City Council Regular Meeting - August 7, 2024', location: expect.stringMatching(/^Tulsa City Council Chambers/) });
    expect((await getMeetingDetail(test.db, await idOf('2024-08-07T21:00:00.000Z', 'regular_council'), JANUARY, ctx.city))!.title).toBe(
      'City Council Regular Meeting (4:00 P.M.) - August 7, 2024',
    );
  });

  it('is listed as upcoming, in the calendar as tentative, and brings no agenda alert', async () => {
    const list = await listMeetings(test.db, { limit: 100, skip: 0, status: 'scheduled' } as never, { city: ctx.city, now: JANUARY });
    expect(list.total).toBe(175);
    expect(list.items.every((m) => m.announced && m.time_state === 'upcoming')).toBe(true);
    const row = (await getMeetingRow(test.db, await idOf('2024-08-07T19:30:00.000Z', 'public_works_committee')))!;
    expect(meetingCalendarEvent(loadCity('tulsa').config, row, 'https://example.test', JANUARY).status).toBe('TENTATIVE');
    expect(await dueAgendaFanouts(test.db, JANUARY)).toEqual([]);
    // An hour before the first meeting of the year, no reminder of it (nor of any announced meeting) is due.
    expect(await dueFanouts(test.db, new Date('2024-01-10T15:30:00Z'))).toEqual([]);
  });

  it('read again, changes nothing (the same bytes, or the same notice read anew)', async () => {
    const before = await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute();
    expect(await ingestPdf(ctx, 'tulsa-archive-27417-agenda.pdf', noticeBytes)).toMatchObject({ status: 'unchanged' });
    const pages = (await readPdfText(noticeBytes)).pages;
    const later = { ...ctx, now: () => new Date('2024-01-05T00:00:00Z') };
    expect(await ingestScheduleNotice(later, 'notice-copy.pdf', 'another-checksum', pages)).toMatchObject({ status: 'unchanged', announced: 0 });
    expect(await test.db.selectFrom('meetings').select(['id', 'updated_at']).orderBy('id').execute()).toEqual(before);
  });

  it('the agenda, then the minutes, of an announced meeting fill that same meeting', async () => {
    const id = await idOf('2024-08-07T19:30:00.000Z', 'public_works_committee');
    // The clerk's real Public Works agenda, dated for that meeting of the notice (Wednesday, August 7, 2024).
    const agenda = await rewrittenPdf(fs.readFileSync(path.join(agendas, 'tulsa-archive-29985-agenda.pdf')), (pages) => {
      for (const line of pages.flat()) line.text = line.text.replace('August 6, 2025', 'August 7, 2024').replace('08/01/2025', '08/01/2024');
    });
    const july = { ...ctx, now: () => new Date('2024-08-01T21:30:00Z') };
    const read = await ingestPdf(july, 'agenda-2024-08-07-public-works.pdf', new Uint8Array(agenda));
    expect(read).toMatchObject({ status: 'updated', meetingId: id });
    expect(read.items).toBeGreaterThan(10);
    const filled = (await getMeetingDetail(test.db, id, july.now(), ctx.city))!;
    expect(filled).toMatchObject({ announced: false, time_state: 'upcoming', document_type: 'agenda' });
    expect(filled.agenda_items.length).toBe(read.items);
    expect(filled.agenda_url).toMatch(/^\/api\/v1\/files\/minutes\//);
    expect(await meetingCount()).toBe(175);
    // Its agenda, once read, is a posting to alert on.
    expect((await dueAgendaFanouts(test.db, july.now())).map((f) => f.kind === 'agenda' && f.meetingId)).toEqual([id]);

    const preMeeting = await idOf('2024-12-04T22:00:00.000Z', 'regular_council');
    const minutes = await ingestPdf({ ...ctx, now: () => new Date('2024-12-20T00:00:00Z') }, '24-1158-1_2024-12-04_4PM_Minutes.pdf', minutesBytes);
    expect(minutes).toMatchObject({ status: 'updated', meetingId: preMeeting });
    expect(await getMeetingDetail(test.db, preMeeting, new Date('2024-12-20T00:00:00Z'), ctx.city)).toMatchObject({ announced: false, time_state: 'completed' });
    expect(await meetingCount()).toBe(175);

    // The notice read after them leaves both as their documents made them.
    await ingestScheduleNotice(ctx, 'notice-again.pdf', 'yet-another-checksum', (await readPdfText(noticeBytes)).pages);
    expect(await getMeetingDetail(test.db, id, july.now(), ctx.city)).toMatchObject({ announced: false, agenda_items: expect.arrayContaining([expect.anything()]) });
  });

  it('a date passed with no agenda and no minutes: neither held nor awaiting minutes', async () => {
    const february = new Date('2024-02-01T00:00:00Z');
    const id = await idOf('2024-01-10T16:30:00.000Z', 'urban_economic_committee');
    const meeting = (await getMeetingDetail(test.db, id, february, ctx.city))!;
    expect(meeting.time_state).toBe('no_agenda');
    expect(meeting.summary).toBe(
      "The Urban and Economic Development Committee was listed for January 10, 2024 at 10:30 A.M. in Room 411, Fourth Floor of City Hall at One Technology Center, 175 East Second Street, Tulsa, Oklahoma 74103 in the City Clerk's notice of 2024 regularly scheduled meetings. No agenda or minutes of it are on record.",
    );
    expect(meeting.summary_es).toMatch(/anunciaba esta reunión para el 10 de enero de 2024 .* No hay registro de ninguna agenda ni acta de ella\.$/);
    const event = meetingCalendarEvent(loadCity('tulsa').config, (await getMeetingRow(test.db, id))!, 'https://example.test', february);
    expect(event.status).toBe('TENTATIVE');
    expect(event.description).toMatch(/^No agenda on record/);
    expect(`${meeting.summary} ${event.description}`).not.toMatch(/awaiting|minutes are not published yet|took place|was held/i);
    // Not among the meetings awaiting minutes.
    const awaiting = await listMeetings(test.db, { limit: 100, skip: 0, status: 'awaiting_minutes' } as never, { city: ctx.city, now: february });
    expect(awaiting.items.map((m) => m.id)).not.toContain(id);
    // Nor does the assistant offer it as a meeting whose minutes are awaited.
    expect(await meetingsAwaitingMinutes(test.db, february, null, 50)).toEqual([]);
  });

  it('read after its dates have passed, announces none of them', async () => {
    const late = await createTestDatabase();
    try {
      const result = await ingestPdf({ ...ctx, db: late.db, dataDir: late.dataDir, now: () => new Date('2026-11-27T09:00:00Z') }, 'tulsa-archive-27417-agenda.pdf', noticeBytes);
      expect(result).toMatchObject({ status: 'unchanged', announced: 0 });
      expect(await late.db.selectFrom('meetings').select('id').execute()).toEqual([]);
    } finally {
      await late.destroy();
    }
  });
});
