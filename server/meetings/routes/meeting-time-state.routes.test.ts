/**
 * Issue 33, with a fixed clock: an agenda's meeting passes its date without minutes. Before, the list and the
 * meeting say "upcoming" in the future tense; once its time has passed they say it awaits minutes, with the
 * summary's tense changed and no claim that it took place, and the assistant and the dashboard say so too; after 45 days, that
 * its minutes are not published. Its calendar event (read with ical.js) and feed entry (read with rss-parser) say the
 * same, and the list's status filter finds it under "Awaiting minutes", no longer under "Upcoming".
 */
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '#contract/dashboard.ts';
import type { MeetingDetail, MeetingSummary } from '#contract/meetings.ts';
import { createMeeting, createResident } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
let id: number;
const SUMMARY =
  'The Public Works Committee meets on Wednesday, August 6, 2025 at 2:30 PM. Its agenda lists 11 items, among them: 3. A rezoning. Results will be added when the minutes are published.';

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' }, { now: '2025-08-01T22:00:00.000Z' });
  id = await createMeeting(
    ctx.db,
    { title: 'Public Works Committee - August 6, 2025', meeting_type: 'public_works_committee', meeting_date: '2025-08-06T19:30:00.000Z', status: 'scheduled', document_type: 'agenda', minutes_url: null, summary: SUMMARY },
    ctx.clock.now(),
  );
});
afterAll(() => ctx.close());

/** The meeting's calendar event as a calendar program reads it: its STATUS and description. */
async function calendarEvent() {
  const res = await ctx.app.inject(`/api/v1/meetings/${id}.ics`);
  expect(res.statusCode).toBe(200);
  const vevent = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
  return { status: vevent.getFirstPropertyValue('status'), description: String(vevent.getFirstPropertyValue('description') ?? '') };
}

/** The meeting's entry in the meetings feed, as a feed reader reads it. */
async function feedEntry() {
  const feed = await new Parser().parseString((await ctx.app.inject('/api/v1/feeds/meetings.rss')).body);
  return feed.items.find((item) => item.title?.startsWith('Public Works Committee'))?.content ?? '';
}

/** The ids the list gives for a status filter. */
async function filtered(status: string) {
  const res = await ctx.app.inject(`/api/v1/meetings/?status=${status}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: MeetingSummary[] }).items.map((m) => m.id);
}

async function state() {
  const list = (await ctx.app.inject('/api/v1/meetings/')).json() as { items: MeetingSummary[] };
  const detail = (await ctx.app.inject(`/api/v1/meetings/${id}`)).json() as MeetingDetail;
  const listed = list.items.find((m) => m.id === id)!;
  expect(listed.time_state).toBe(detail.time_state);
  expect(listed.summary).toBe(detail.summary);
  return detail;
}

describe('a meeting passing its date without minutes', () => {
  it('is upcoming, in the future tense, before it starts', async () => {
    expect(await state()).toMatchObject({ status: 'scheduled', time_state: 'upcoming', summary: SUMMARY });
    expect((await calendarEvent()).status).toBe('CONFIRMED');
    expect(await feedEntry()).toContain('Agenda posted.');
    expect(await feedEntry()).not.toContain('Awaiting minutes');
    expect(await filtered('scheduled')).toEqual([id]);
    expect(await filtered('awaiting_minutes')).toEqual([]);
  });

  it('awaits minutes once its time has passed, and the summary no longer speaks of it as ahead', async () => {
    ctx.clock.set('2025-08-07T15:00:00.000Z');
    const detail = await state();
    expect(detail.time_state).toBe('awaiting_minutes');
    expect(detail.summary).toMatch(/^The Public Works Committee was scheduled for Wednesday, August 6, 2025 at 2:30 PM\./);
    expect(detail.summary).toMatch(/Its minutes have not been published yet\.$/);
    expect(detail.summary).not.toMatch(/meets on|will be added/);
    // The Spanish summary, built from the record, claims no meeting took place.
    expect(detail.summary_es ?? '').not.toMatch(/trató/);
  });

  it('is a tentative event awaiting minutes in calendars and in the feed, and filtered as awaiting minutes', async () => {
    const event = await calendarEvent();
    expect(event.status).toBe('TENTATIVE');
    expect(event.description).toMatch(/^Awaiting minutes/);
    expect(await feedEntry()).toContain('Awaiting minutes');
    // The agenda's summary, in the entry and the event, no longer speaks of the meeting as ahead.
    expect(await feedEntry()).toContain('was scheduled for Wednesday, August 6, 2025');
    expect(await feedEntry()).not.toMatch(/meets on|will be added/);
    expect(event.description).not.toMatch(/meets on|will be added/);
    expect(await filtered('awaiting_minutes')).toEqual([id]);
    expect(await filtered('scheduled')).toEqual([]);
    expect(await filtered('completed')).toEqual([]);
  });

  it('is not called upcoming by the assistant, which says it has passed and awaits its minutes', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message: 'When is the next Public Works Committee meeting?' }, remoteAddress: '10.3.0.1' });
    const reply = (res.json() as { response: string }).response;
    expect(reply).toMatch(/I don't see an upcoming .* meeting/);
    expect(reply).toMatch(/on \*\*Wednesday, August 6, 2025.*has passed; its minutes have not been published yet\./);
  });

  it('is listed on the dashboard as awaiting minutes, not as upcoming', async () => {
    const resident = await createResident(ctx.db, { label: 'time-state' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/summary', headers: { authorization: `Bearer ${resident.token}` } });
    const summary = res.json() as DashboardSummary;
    expect(summary.upcoming_meetings.items).toEqual([]);
    expect(summary.upcoming_meetings.awaiting_minutes).toEqual([{ id, title: 'Public Works Committee - August 6, 2025', meeting_date: '2025-08-06T19:30:00.000Z' }]);
  });

  it('says the minutes are not published after 45 days, 16 months later too', async () => {
    ctx.clock.set('2026-11-27T15:00:00.000Z');
    expect((await state()).time_state).toBe('minutes_not_published');
  });
});
