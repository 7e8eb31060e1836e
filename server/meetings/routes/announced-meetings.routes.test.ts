/**
 * Meetings only the notice of the year's meetings announced, over HTTP (issue 33): `announced` in the API, listed
 * as upcoming while ahead, TENTATIVE in calendars, and "No agenda on record" once passed with no agenda.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let ahead: number;
let passed: number;
const unfold = (text: string) => text.replace(/\r\n /g, '');
const notice = { announced: true, status: 'scheduled', document_type: 'agenda', agenda_url: null, minutes_url: null, source_checksum: null, source_file: null } as const;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example.org' });
  // The test clock is 2026-11-18.
  ahead = await createMeeting(ctx.db, { ...notice, title: 'Public Works Committee - December 2, 2026', meeting_type: 'public_works_committee', meeting_date: '2026-12-02T20:30:00.000Z' });
  passed = await createMeeting(ctx.db, {
    ...notice,
    title: 'Budget and Special Projects Committee - November 4, 2026',
    meeting_type: 'budget_committee',
    meeting_date: '2026-11-04T19:00:00.000Z',
    summary:
      "The Budget and Special Projects Committee is scheduled to meet on November 4, 2026 at 1:00 P.M. in Room 411, according to the City Clerk's notice of 2026 regularly scheduled meetings. The agenda is posted about a week before.",
  });
});
afterAll(() => ctx.close());

describe('announced meetings over HTTP', () => {
  it('are marked announced in the API, upcoming while ahead', async () => {
    const res = await ctx.app.inject(`/api/v1/meetings/${ahead}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ announced: true, time_state: 'upcoming', agenda_items: [] });
    const list = (await ctx.app.inject('/api/v1/meetings/?status=scheduled')).json();
    expect(list.items.map((m: { id: number }) => m.id)).toContain(ahead);
  });

  it('once passed with no agenda: no_agenda, its summary in the past without claiming it was held, not awaiting minutes', async () => {
    const meeting = (await ctx.app.inject(`/api/v1/meetings/${passed}`)).json();
    expect(meeting.time_state).toBe('no_agenda');
    expect(meeting.summary).toBe(
      "The Budget and Special Projects Committee was listed for November 4, 2026 at 1:00 P.M. in Room 411 in the City Clerk's notice of 2026 regularly scheduled meetings. No agenda or minutes of it are on record.",
    );
    const awaiting = (await ctx.app.inject('/api/v1/meetings/?status=awaiting_minutes')).json();
    expect(awaiting.items.map((m: { id: number }) => m.id)).not.toContain(passed);
  });

  it('the "No agenda on record" filter lists them, and neither meetings ahead nor past agendas awaiting minutes', async () => {
    const agenda = await createMeeting(ctx.db, { status: 'scheduled', document_type: 'agenda', title: 'Public Works Committee - November 4, 2026', meeting_type: 'public_works_committee', meeting_date: '2026-11-04T16:00:00.000Z' });
    const ids = async (status: string) => (await ctx.app.inject(`/api/v1/meetings/?status=${status}`)).json().items.map((m: { id: number }) => m.id);
    expect(await ids('no_agenda')).toEqual([passed]);
    expect(await ids('awaiting_minutes')).toEqual([agenda]);
    // The meetings feed takes the list's filter.
    const feed = (await ctx.app.inject('/api/v1/feeds/meetings.rss?status=no_agenda')).body;
    expect(feed).toContain('Budget and Special Projects Committee - November 4, 2026');
    expect(feed).not.toContain('Public Works Committee');
  });

  it('are TENTATIVE in the calendar, ahead or passed', async () => {
    const upcoming = unfold((await ctx.app.inject(`/api/v1/meetings/${ahead}.ics`)).body);
    expect(upcoming).toContain('STATUS:TENTATIVE');
    const past = unfold((await ctx.app.inject(`/api/v1/meetings/${passed}.ics`)).body);
    expect(past).toContain('STATUS:TENTATIVE');
    expect(past).toContain('DESCRIPTION:No agenda on record');
    expect(past).not.toMatch(/Awaiting minutes/);
  });

  it('say in the feed that no agenda is posted yet, or none is on record', async () => {
    const feed = (await ctx.app.inject('/api/v1/feeds/meetings.rss')).body;
    const entry = (title: string) => feed.split('<item>').find((i) => i.includes(title)) ?? '';
    expect(entry('Public Works Committee - December 2, 2026')).toMatch(/Announced in the notice of the year(?:'|&apos;|&#39;|&#x27;)s meetings; no agenda yet\./);
    expect(entry('Budget and Special Projects Committee - November 4, 2026')).toContain('No agenda on record');
    expect(feed).not.toContain('Agenda posted.');
  });
});
