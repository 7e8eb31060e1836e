/** The calendar feeds: valid iCalendar over HTTP, the city's zone, filters, status mapping, and errors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { calendarUidOf } from '../../test/record-id-helpers.ts';

let ctx: TestApp;
const ids: Record<string, number> = {};
/** Each meeting's calendar UID (and feed guid), derived from its record. */
const uids: Record<string, string> = {};
const unfold = (text: string) => text.replace(/\r\n /g, '');

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example.org' });
  // The test clock is 2026-11-18; the feed reaches a year back.
  ids.upcoming = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting, with "quotes"; and more',
    meeting_date: '2026-12-02T23:00:00.000Z', // 5 P.M. CST
    status: 'scheduled',
  });
  ids.summer = await createMeeting(ctx.db, {
    title: 'Public Works Committee',
    meeting_type: 'public_works_committee',
    meeting_date: '2026-07-08T15:00:00.000Z', // 10 A.M. CDT
  });
  ids.cancelled = await createMeeting(ctx.db, {
    title: 'Cancelled meeting',
    meeting_date: '2026-10-07T22:00:00.000Z',
    status: 'cancelled',
  });
  ids.old = await createMeeting(ctx.db, { title: 'Too old for the feed', meeting_date: '2024-01-03T23:00:00.000Z' });
  ids.unlisted = await createMeeting(ctx.db, {
    title: 'Upcoming with no summary yet',
    summary: null,
    meeting_date: '2026-12-09T23:00:00.000Z',
    status: 'scheduled',
  });
  // An agenda whose date has passed on the test clock (2026-11-18) with no minutes yet.
  ids.awaiting = await createMeeting(ctx.db, {
    title: 'Agenda past its date',
    meeting_date: '2026-11-04T23:00:00.000Z',
    status: 'scheduled',
    document_type: 'agenda',
    minutes_url: null,
  });
  for (const [name, id] of Object.entries(ids)) uids[name] = await calendarUidOf(ctx, id);
});
afterAll(() => ctx.close());

describe('GET /api/v1/meetings/calendar.ics', () => {
  it('serves text/calendar with one event per meeting from a year ago on, in Tulsa time', async () => {
    const res = await ctx.app.inject('/api/v1/meetings/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = unfold(res.body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    expect(text).not.toContain('Too old for the feed');
    // Meetings without a summary still belong in a calendar.
    expect(text).toContain('SUMMARY:Upcoming with no summary yet');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
    // A subscription: its name and how often to poll (RFC 7986).
    expect(text).toContain('NAME:Tulsa City Council meetings');
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text).toContain('DTSTART;TZID=America/Chicago:20261202T170000');
    expect(text).toContain('DTSTART;TZID=America/Chicago:20260708T100000');
    expect(text).toContain(`UID:${uids.upcoming}`);
    expect(text).toContain(`URL:https://civic.example.org/meetings/${ids.upcoming}`);
    expect(text).toContain('SUMMARY:Regular Council Meeting\\, with "quotes"\\; and more');
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('marks cancelled meetings CANCELLED and others CONFIRMED', async () => {
    const text = unfold((await ctx.app.inject('/api/v1/meetings/calendar.ics')).body);
    const events = text.split('BEGIN:VEVENT').slice(1);
    const cancelled = events.find((e) => e.includes('SUMMARY:Cancelled meeting'))!;
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(events.find((e) => e.includes('SUMMARY:Public Works'))).toContain('STATUS:CONFIRMED');
  });

  it('marks a meeting past its date without minutes TENTATIVE and says it awaits minutes, not CONFIRMED', async () => {
    const text = unfold((await ctx.app.inject(`/api/v1/meetings/${ids.awaiting}.ics`)).body);
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).not.toContain('STATUS:CONFIRMED');
    expect(text).toContain('DESCRIPTION:Awaiting minutes');
    const upcoming = unfold((await ctx.app.inject(`/api/v1/meetings/${ids.upcoming}.ics`)).body);
    expect(upcoming).toContain('STATUS:CONFIRMED');
  });

  it('filters by meeting type and rejects an unknown one', async () => {
    const text = unfold((await ctx.app.inject('/api/v1/meetings/calendar.ics?meeting_type=public_works_committee')).body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:Public Works Committee');
    const bad = await ctx.app.inject('/api/v1/meetings/calendar.ics?meeting_type=picnic');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({ field: 'meeting_type', location: 'querystring' });
  });
});

describe('GET /api/v1/meetings/{id}.ics', () => {
  it('serves one meeting as a downloadable calendar file', async () => {
    const res = await ctx.app.inject(`/api/v1/meetings/${ids.old}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meeting-${ids.old}.ics"`);
    const text = unfold(res.body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('DTSTART;TZID=America/Chicago:20240103T170000');
    expect(text).toContain('DTEND;TZID=America/Chicago:20240103T190000');
    expect(text).toContain('LOCATION:City Council Chambers\\, 175 E. 2nd St.');
  });

  it('answers 404 for an unknown meeting and 400 for a bad id', async () => {
    expect((await ctx.app.inject('/api/v1/meetings/777777.ics')).statusCode).toBe(404);
    expect((await ctx.app.inject('/api/v1/meetings/abc.ics')).statusCode).toBe(400);
  });
});
