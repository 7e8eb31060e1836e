import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import type { MeetingStatus } from '#contract/enums.ts';
import { meetingTimeState } from '../../meetings/meeting-time-state.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { parseAgendaService, parseGranicusListing } from './parse-listings.ts';
import { type FetchText, syncListings } from './sync-listings.ts';

const city = cityContext(DEFAULT_CITY_ID);
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/fixtures');
const html = fs.readFileSync(path.join(fixtures, 'tulok_citycouncil.html'), 'utf8');
const agendaJson = fs.readFileSync(path.join(fixtures, 'tulok_audit_committee.json'), 'utf8');
const LISTING = 'https://tulsa-ok.granicus.com/ViewPublisher.php?view_id=4';
const now = new Date('2025-12-01T18:00:00Z');

let test: TestDatabase;
const count = async () => Number((await test.db.selectFrom('meetings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const serve = (body: string | Error): FetchText => async () => {
  if (body instanceof Error) throw body;
  return body;
};

beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test.destroy());

describe('listing parsers (recorded pages from city-scrapers-tulsa)', () => {
  it('reads the Granicus rows: name, city-local date and time, absolute agenda and video links', () => {
    const entries = parseGranicusListing(html, LISTING);
    expect(entries).toHaveLength(18);
    expect(entries[0]).toEqual({
      name: 'Regular Council Meeting',
      date: '2025-11-19',
      time: '17:00',
      agendaUrl: 'https://tulsa-ok.granicus.com/AgendaViewer.php?view_id=4&clip_id=7169',
      minutesUrl: null,
      videoUrl: 'https://tulsa-ok.granicus.com/MediaPlayer.php?view_id=4&clip_id=7169',
    });
    expect(entries.find((e) => e.name === 'Council Public Works Committee')).toMatchObject({ date: '2026-01-14', time: '14:30', agendaUrl: null });
  });

  it('reads the agenda service JSON and skips rows without a date', () => {
    const entries = parseAgendaService(JSON.parse(agendaJson), city.config.agendaDocumentUrl);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.date))).toBe(true);
    expect(entries[0]!.agendaUrl).toMatch(/DocumentIdentifiers=31363$/);
  });
});

describe('syncListings', () => {
  it('records new meetings once, typed by body, held only with minutes', async () => {
    const first = await syncListings(test.db, [{ kind: 'granicus', url: LISTING }], { city, now, fetch: serve(html) });
    expect(first.sources[0]).toMatchObject({ ok: true, found: 18 });
    expect(first.created).toBeGreaterThan(10);
    const again = await syncListings(test.db, [{ kind: 'granicus', url: LISTING }], { city, now, fetch: serve(html) });
    expect(again.created).toBe(0);
    // A row linking no document (the Public Works Committee of January 14, 2026; the Human Rights Commission) is
    // not recorded: it would be an empty meeting.
    const pw = await test.db.selectFrom('meetings').selectAll().where('meeting_type', '=', 'public_works_committee').execute();
    expect(pw).toEqual([]);
    expect(await count()).toBe(16);
    // Only minutes make a meeting held (the one time-state rule): a past row without them stays scheduled, which
    // reads as awaiting minutes, never as Upcoming and never as held.
    const rows = await test.db.selectFrom('meetings').select(['status', 'meeting_date', 'document_type', 'minutes_url']).execute();
    const states = rows.map((m) => ({ past: m.meeting_date < now.toISOString(), minutes: m.minutes_url !== null, state: meetingTimeState({ ...m, status: m.status as MeetingStatus, document_type: 'agenda' }, now) }));
    expect(states.filter((m) => m.past && !m.minutes).every((m) => m.state === 'awaiting_minutes' || m.state === 'minutes_not_published')).toBe(true);
    expect(states.filter((m) => m.past && !m.minutes).length).toBeGreaterThan(0);
    expect(rows.filter((m) => m.status === 'completed').every((m) => m.minutes_url !== null)).toBe(true);
    expect(states.filter((m) => !m.past).every((m) => m.state === 'upcoming')).toBe(true);
    expect(again.documents).toContain('https://tulsa-ok.granicus.com/AgendaViewer.php?view_id=4&clip_id=7169');
  });

  it('writes and deletes nothing when the fetch fails, the page is cut short or no longer parses', async () => {
    const before = await count();
    const failed = await syncListings(test.db, [{ kind: 'granicus', url: LISTING }], { city, now, fetch: serve(new Error('HTTP 503')) });
    expect(failed.sources[0]).toMatchObject({ ok: false, error: 'HTTP 503' });
    const garbage = await syncListings(test.db, [{ kind: 'granicus', url: LISTING }], { city, now, fetch: serve('<html>Maintenance</html>') });
    expect(garbage.sources[0]!.ok).toBe(false);
    const partial = await syncListings(test.db, [{ kind: 'granicus', url: LISTING }], { city, now, fetch: serve(html.slice(0, html.length / 3)) });
    expect(partial.created).toBe(0);
    const badJson = await syncListings(test.db, [{ kind: 'agenda_service', url: 'https://example.org/x' }], { city, now, fetch: serve('{"value": [') });
    expect(badJson.sources[0]!.ok).toBe(false);
    expect(await count()).toBe(before);
  });
});
