/**
 * The body and followed-item calendars as calendar clients read them (ical.js and node-ical): RFC 7986 NAME and
 * REFRESH-INTERVAL, UIDs that do not depend on PUBLIC_URL, SEQUENCE raised by a change, conditional GET, demo
 * meetings left out, and errors.
 */
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { saveMeeting } from '../../meetings/meeting-store.ts';
import { createMeeting, meetingInput } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { calendarUidOf } from '../../test/record-id-helpers.ts';

let ctx: TestApp;
const ids: Record<string, number> = {};
/** Each meeting's calendar UID (and feed guid), derived from its record. */
const uids: Record<string, string> = {};
const FILE = '25-0301-2';
const BODY = '/api/v1/feeds/bodies/planning_commission.ics';
const ITEM = `/api/v1/feeds/items/${FILE}.ics`;
const planning = (title: string) =>
  meetingInput({
    title,
    meeting_type: 'planning_commission',
    status: 'scheduled',
    meeting_date: '2026-12-03T19:30:00.000Z',
    agenda_items: [{ item_number: '4', title: 'Rezoning on Peoria', item_type: 'ordinance', file_number: FILE }],
  });

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  ids.planning = await saveMeeting(ctx.db, planning('Planning Commission'), { now: ctx.clock.now(), city: ctx.app.city });
  ids.council = await createMeeting(ctx.db, {
    title: 'City Council Regular Meeting',
    meeting_date: '2026-12-09T23:00:00.000Z',
    status: 'scheduled',
    agenda_items: [{ item_number: '9.b.', title: 'Rezoning on Peoria', item_type: 'ordinance', file_number: FILE }],
  }, ctx.clock.now());
  ids.demo = await createMeeting(ctx.db, { title: 'Invented demo hearing', is_demo: true, meeting_type: 'planning_commission', meeting_date: '2026-12-10T19:30:00.000Z', agenda_items: [{ item_number: '1', title: 'Demo', item_type: 'ordinance', file_number: FILE }] }, ctx.clock.now());
  for (const [name, id] of Object.entries(ids)) uids[name] = await calendarUidOf(ctx, id);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The calendar as ical.js reads it: its name, refresh interval and events by UID. */
function icalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return {
    name: calendar.getFirstPropertyValue('name'),
    calName: calendar.getFirstPropertyValue('x-wr-calname'),
    refresh: String(calendar.getFirstPropertyValue('refresh-interval')),
    events: Object.fromEntries(events.map((e) => [e.uid, { sequence: e.sequence, summary: e.summary }])),
  };
}

/** The events as node-ical reads them, by UID. */
function nodeIcalEvents(text: string) {
  const parsed = nodeIcal.sync.parseICS(text);
  const events = Object.values(parsed).filter((c): c is nodeIcal.VEvent => c?.type === 'VEVENT');
  return Object.fromEntries(events.map((e) => [e.uid, { sequence: Number(e.sequence), summary: String(e.summary) }]));
}

describe('GET /api/v1/feeds/bodies/{meeting_type}.ics', () => {
  it("names the calendar for the body and asks to be refreshed hourly; only that body's meetings of the record", async () => {
    const res = await get(BODY);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const read = icalJs(res.body);
    expect(read).toMatchObject({ name: 'Planning Commission meetings', calName: 'Planning Commission meetings', refresh: 'PT1H' });
    expect(Object.keys(read.events)).toEqual([uids.planning!]);
    expect(Object.keys(nodeIcalEvents(res.body))).toEqual([uids.planning!]);
  });

  it('answers 400 to a body that does not exist', async () => {
    const res = await get('/api/v1/feeds/bodies/picnic_committee.ics');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'meeting_type', location: 'params' });
  });
});

describe('GET /api/v1/feeds/items/{file_number}.ics', () => {
  it('holds every meeting of the record where the matter comes up, named for the matter', async () => {
    const res = await get(ITEM);
    expect(res.statusCode).toBe(200);
    const read = icalJs(res.body);
    expect(read.name).toBe(`Item ${FILE}: Rezoning on Peoria`);
    expect(read.refresh).toBe('PT1H');
    const both = [uids.planning!, uids.council!];
    expect(Object.keys(read.events)).toEqual(both);
    expect(Object.keys(nodeIcalEvents(res.body)).sort()).toEqual([...both].sort());
    expect(res.body).not.toContain('demo');
  });

  it('answers 404 to a file number no agenda carries, 400 to one that is not a file number', async () => {
    expect((await get('/api/v1/feeds/items/99-9999-9.ics')).statusCode).toBe(404);
    expect((await get('/api/v1/feeds/items/x.ics')).statusCode).toBe(400);
  });
});

describe('calendar feeds over time', () => {
  it('keep each UID when PUBLIC_URL changes', async () => {
    const other = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', PUBLIC_URL: 'https://council.example.org', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) }), db: ctx.db, clock: ctx.clock, logger: false });
    try {
      for (const url of [BODY, ITEM]) {
        const before = (await get(url)).body;
        const after = (await other.inject({ url })).body;
        expect(Object.keys(icalJs(after).events), url).toEqual(Object.keys(icalJs(before).events));
        expect(after).toContain('URL:https://council.example.org/meetings/');
        expect(after).not.toMatch(/UID:.*example/);
      }
    } finally {
      await other.close();
    }
  });

  it.each([BODY, ITEM])('%s answers 304 to a current copy, and a higher SEQUENCE once the meeting changes', async (url) => {
    const uid = uids.planning!;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    for (const headers of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }] as Record<string, string>[]) {
      const again = await get(url, headers);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const before = icalJs(first.body).events[uid]!.sequence;

    ctx.clock.advance(60 * 60 * 1000);
    const title = `Planning Commission (moved, ${url.endsWith(`${FILE}.ics`) ? 'item' : 'body'})`;
    await saveMeeting(ctx.db, planning(title), { now: ctx.clock.now(), existingId: ids.planning, city: ctx.app.city });
    const changed = await get(url, { 'if-none-match': etag, 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    for (const events of [icalJs(changed.body).events, nodeIcalEvents(changed.body)]) {
      expect(events[uid]!.summary).toBe(title);
      expect(events[uid]!.sequence).toBeGreaterThan(before);
    }
  });
});
