/**
 * The calendar feeds as calendar clients read them (ical.js, the parser of Thunderbird's calendar, and
 * node-ical): UIDs that do not depend on PUBLIC_URL, SEQUENCE raised by a change, and conditional GET.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { calendarUidOf } from '../../test/record-id-helpers.ts';

let ctx: TestApp;
let meetingId: number;
let uid: string;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example/' });
  meetingId = await createMeeting(ctx.db, { title: 'Regular Council Meeting', meeting_date: '2026-12-02T23:00:00.000Z', status: 'scheduled' }, ctx.clock.now());
  uid = await calendarUidOf(ctx, meetingId);
});
afterAll(() => ctx.close());

const FEED = '/api/v1/meetings/calendar.ics';
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The meeting's event as ical.js reads it. */
function icalJsEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getAllSubcomponents('vevent').find((c) => c.getFirstPropertyValue('uid') === uid);
  expect(vevent, 'the event under its stable UID').toBeDefined();
  const event = new ICAL.Event(vevent!);
  return { uid: event.uid, sequence: event.sequence, summary: event.summary };
}

/** The meeting's event as node-ical reads it. */
function nodeIcalEvent(text: string) {
  const event = nodeIcal.sync.parseICS(text)[uid] as nodeIcal.VEvent | undefined;
  expect(event, 'the event under its stable UID').toBeDefined();
  return { uid: event!.uid, sequence: Number(event!.sequence), summary: String(event!.summary) };
}

async function touchMeeting(title: string) {
  ctx.clock.advance(60 * 60 * 1000);
  await ctx.db.updateTable('meetings').set({ title, updated_at: ctx.clock.now().toISOString() }).where('id', '=', meetingId).execute();
}

describe('calendar feeds read by calendar clients', () => {
  it('give each meeting a UID that does not take the host of PUBLIC_URL, and SEQUENCE 0 before any change', async () => {
    for (const url of [FEED, `/api/v1/meetings/${meetingId}.ics`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const expected = { uid: uid, sequence: 0, summary: 'Regular Council Meeting' };
      expect(icalJsEvent(res.body)).toEqual(expected);
      expect(nodeIcalEvent(res.body)).toEqual(expected);
      expect(res.body).not.toMatch(/UID:.*civic\.example/);
    }
  });

  it.each([FEED, 'single'])('answers 304 to a current copy of %s, and the changed meeting with a higher SEQUENCE after a change', async (which) => {
    const url = which === FEED ? FEED : `/api/v1/meetings/${meetingId}.ics`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).toISOString()).toBe(new Date(ctx.clock.now().toISOString().slice(0, 19) + 'Z').toISOString());

    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }, { 'if-none-match': `"other", ${etag}` }];
    for (const headers of conditions) {
      const again = await get(url, headers);
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // A tag that no longer matches wins over a date that would.
    expect((await get(url, { 'if-none-match': '"stale"', 'if-modified-since': lastModified })).statusCode).toBe(200);

    const before = icalJsEvent(first.body).sequence;
    await touchMeeting(`Regular Council Meeting (${which} revised)`);
    const changed = await get(url, { 'if-none-match': etag, 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(new Date(String(changed.headers['last-modified'])).getTime()).toBeGreaterThan(new Date(lastModified).getTime());
    for (const event of [icalJsEvent(changed.body), nodeIcalEvent(changed.body)]) {
      expect(event.summary).toBe(`Regular Council Meeting (${which} revised)`);
      expect(event.sequence).toBeGreaterThan(before);
    }
  });
});
