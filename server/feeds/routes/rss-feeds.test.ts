/**
 * The RSS feeds as a feed reader reads them (rss-parser, strict XML): entries, links to the meeting page and
 * item anchor, guids that do not depend on PUBLIC_URL, hostile titles, demo meetings left out, conditional GET,
 * an entry brought up when minutes arrive, and errors.
 */
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { saveMeeting } from '../../meetings/meeting-store.ts';
import { createMeeting, meetingInput } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { calendarUidOf } from '../../test/record-id-helpers.ts';
import { REZONING_FILE, seedDecidedRezoning } from '../feed-test-record.ts';

const parser = new Parser();
let ctx: TestApp;
const ids: Record<string, number> = {};
/** Each meeting's calendar UID (and feed guid), derived from its record. */
const uids: Record<string, string> = {};
const HOSTILE = 'Zoning <script>alert("x")</script> & \'quotes\' ]]> \f end';
const FILE = REZONING_FILE;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example/' });
  const at = (iso: string) => new Date(iso);
  ids.hostile = await seedDecidedRezoning(ctx.db, HOSTILE);
  ids.upcoming = await createMeeting(ctx.db, {
    title: 'Urban and Economic Development Committee',
    meeting_type: 'urban_economic_committee',
    status: 'scheduled',
    document_type: 'agenda',
    summary: 'The committee will take up the Peoria rezoning.',
    meeting_date: '2026-12-02T16:00:00.000Z',
    agenda_items: [{ item_number: '3', title: 'Rezoning on Peoria (continued)', item_type: 'ordinance', file_number: FILE }],
  }, at('2026-11-10T12:00:00.000Z'));
  ids.demo = await createMeeting(ctx.db, {
    title: 'Invented demo meeting about zoning',
    is_demo: true,
    topics: ['zoning-and-land-use'],
    agenda_items: [{ item_number: '1', title: 'Demo', item_type: 'ordinance', file_number: FILE }],
    voting_records: [{ motion: 'Approve', outcome: 'passed', votes: [{ councilor: 'Bellis', district: 4, vote: 'nay' }] }],
  }, at('2026-11-12T12:00:00.000Z'));
  ids.unlisted = await createMeeting(ctx.db, { title: 'Minutes not summarized yet', summary: null }, at('2026-11-13T12:00:00.000Z'));
  for (const [name, id] of Object.entries(ids)) uids[name] = await calendarUidOf(ctx, id);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
async function feed(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  return { res, feed: await parser.parseString(res.body) };
}

describe('GET /api/v1/feeds/meetings.rss', () => {
  it('lists listed meetings of the record, most recently changed first, linked to their pages', async () => {
    const { feed: parsed } = await feed('/api/v1/feeds/meetings.rss');
    expect(parsed.title).toBe('Tulsa City Council meetings');
    expect(parsed.items.map((i) => i.guid)).toEqual([uids.upcoming!, uids.hostile!]);
    expect(parsed.items[0]!.link).toBe(`https://civic.example/meetings/${ids.upcoming}`);
    expect(parsed.items[0]!.contentSnippet).toContain('Agenda posted.');
    expect(new Date(parsed.items[0]!.isoDate!).toISOString()).toBe('2026-11-10T12:00:00.000Z');
    expect(JSON.stringify(parsed)).not.toContain('demo');
  });

  it('carries a hostile title as text: escaped, well formed, read back as it was (less what XML cannot carry)', async () => {
    const { res, feed: parsed } = await feed('/api/v1/feeds/meetings.rss');
    expect(res.body).not.toContain('<script>');
    const entry = parsed.items.find((i) => i.guid === uids.hostile!)!;
    expect(entry.title).toBe(HOSTILE.replace('\f', ''));
    expect(entry.categories).toEqual(['City Council', 'zoning-and-land-use']);
  });

  it('takes the meetings list parameters: a search, a type, the unsummarized switch', async () => {
    const search = (await feed('/api/v1/feeds/meetings.rss?q=peoria&meeting_type=urban_economic_committee')).feed;
    expect(search.title).toBe('Tulsa City Council meetings matching “peoria”');
    expect(search.items.map((i) => i.guid)).toEqual([uids.upcoming!]);
    expect(search.link).toBe('https://civic.example/meetings?status=all&q=peoria&type=urban_economic_committee');
    const all = (await feed('/api/v1/feeds/meetings.rss?include_unsummarized=true')).feed;
    expect(all.items[0]!.title).toBe('Minutes not summarized yet');
  });

  it('answers 400 in the error shape to a bad query', async () => {
    for (const query of ['status=bogus', 'from=2024-13-45', 'meeting_type=picnic', `q=${'x'.repeat(201)}`]) {
      const res = await get(`/api/v1/feeds/meetings.rss?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('answers 304 to a current copy, and brings a meeting back up under the same guid when its minutes arrive', async () => {
    const url = '/api/v1/feeds/meetings.rss';
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(first.headers['cache-control']).toBe('public, max-age=900');
    for (const headers of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }] as Record<string, string>[]) {
      const again = await get(url, headers);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }

    const minutesAt = new Date('2026-11-20T12:00:00.000Z');
    await saveMeeting(ctx.db, meetingInput({ title: 'City Council Regular Meeting - October 23, 2024', summary: 'The Council approved the rezoning.' }), { now: minutesAt, existingId: ids.hostile, city: ctx.app.city });
    const changed = await get(url, { 'if-none-match': etag, 'if-modified-since': lastModified });
    expect(changed.statusCode).toBe(200);
    const parsed = await parser.parseString(changed.body);
    expect(parsed.items[0]!.guid).toBe(uids.hostile!);
    expect(parsed.items[0]!.contentSnippet).toContain('Minutes published.');
    expect(new Date(parsed.items[0]!.isoDate!).toISOString()).toBe(minutesAt.toISOString());
    expect(new Date(String(changed.headers['last-modified'])).toISOString()).toBe(minutesAt.toISOString());
    // Restore the item and vote the later tests read.
    await saveMeeting(ctx.db, meetingInput({
      title: HOSTILE,
      topics: ['zoning-and-land-use'],
      agenda_items: [{ item_number: '7.a.', title: 'Rezoning on Peoria', item_type: 'ordinance', vote_result: 'Passed', file_number: FILE }],
      voting_records: [{ item_number: '7.a.', motion: 'Approve', outcome: 'passed', votes: [{ councilor: 'Bellis', district: 4, vote: 'aye' }] }],
    }), { now: new Date('2026-11-21T12:00:00.000Z'), existingId: ids.hostile, city: ctx.app.city });
  });

  it('keeps every guid when PUBLIC_URL changes; only the links follow the new address', async () => {
    const other = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', PUBLIC_URL: 'https://council.example.org', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) }), db: ctx.db, clock: ctx.clock, logger: false });
    try {
      for (const url of ['/api/v1/feeds/meetings.rss', `/api/v1/feeds/items/${FILE}.rss`, '/api/v1/feeds/councilors/4.rss']) {
        const before = await parser.parseString((await get(url)).body);
        const after = await parser.parseString((await other.inject({ url })).body);
        expect(after.items.map((i) => i.guid), url).toEqual(before.items.map((i) => i.guid));
        expect(after.items.every((i) => i.link!.startsWith('https://council.example.org/meetings/')), url).toBe(true);
      }
    } finally {
      await other.close();
    }
  });
});

describe('topic, councilor and item feeds', () => {
  it("a topic's meetings, named from the catalogue; 404 for a topic no one has", async () => {
    const { feed: parsed } = await feed('/api/v1/feeds/topics/zoning-and-land-use.rss');
    expect(parsed.title).toBe('Tulsa City Council meetings on Zoning and Land Use');
    expect(parsed.items.map((i) => i.guid)).toEqual([uids.hostile!]);
    const missing = await get('/api/v1/feeds/topics/underwater-basket-weaving.rss');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it("a district seat's votes, one entry per meeting; 404 for an unknown district, 400 for a bad one", async () => {
    const { feed: parsed } = await feed('/api/v1/feeds/councilors/4.rss');
    expect(parsed.title).toBe('How Laura Bellis voted (District 4)');
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]!.title).toBe(`${HOSTILE.replace('\f', '')}: 1 vote`);
    expect(parsed.items[0]!.contentSnippet).toContain('7.a. Rezoning on Peoria: Bellis voted aye; the motion passed.');
    expect((await get('/api/v1/feeds/councilors/9.rss')).statusCode).toBe(404);
    expect((await get('/api/v1/feeds/councilors/04.rss')).statusCode).toBe(400);
  });

  it("a followed item's appearances, newest first, linked to the item's anchor; 404 for an unknown file number", async () => {
    const { feed: parsed } = await feed(`/api/v1/feeds/items/${FILE}.rss`);
    expect(parsed.title).toBe(`Item ${FILE}: Rezoning on Peoria (continued)`);
    expect(parsed.items.map((i) => i.link)).toEqual([
      `https://civic.example/meetings/${ids.upcoming}#item-3`,
      `https://civic.example/meetings/${ids.hostile}#item-7-a`,
    ]);
    expect(parsed.items[0]!.contentSnippet).toContain('On the agenda; no result yet.');
    expect(parsed.items[1]!.contentSnippet).toContain('Result: Passed.');
    expect((await get('/api/v1/feeds/items/99-9999-9.rss')).statusCode).toBe(404);
    expect((await get('/api/v1/feeds/items/not-a-number.rss')).statusCode).toBe(400);
  });

  it('answer 304 to a current copy', async () => {
    for (const url of ['/api/v1/feeds/topics/zoning-and-land-use.rss', '/api/v1/feeds/councilors/4.rss', `/api/v1/feeds/items/${FILE}.rss`]) {
      const first = await get(url);
      expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-modified-since': String(first.headers['last-modified']) })).statusCode, url).toBe(304);
    }
  });
});
