/** `GET /api/v1/meetings/`: every filter, the date edges on Tulsa's clock, the listing rule, search and 400s. */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingSummary } from '#contract/meetings.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
const ids: Record<string, number> = {};

async function list(query: string): Promise<{ items: MeetingSummary[]; total: number }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (body: { items: MeetingSummary[] }) => body.items.map((m) => m.title);

beforeAll(async () => {
  ctx = await createTestApp();
  // Dates on Tulsa's wall clock (CST is UTC-6, CDT UTC-5) chosen to sit just inside and outside day edges.
  ids.newYearsEveLate = await createMeeting(ctx.db, {
    title: 'Late New Year Eve session', // 2024-12-31 23:30 CST
    meeting_date: '2025-01-01T05:30:00.000Z',
    topics: ['city-budget'],
  });
  ids.newYearMidnight = await createMeeting(ctx.db, {
    title: 'Midnight New Year session', // 2024-01-01 00:00 CST
    meeting_date: '2024-01-01T06:00:00.000Z',
  });
  ids.justBefore2024 = await createMeeting(ctx.db, {
    title: 'Last second of 2023', // 2023-12-31 23:59:59 CST
    meeting_date: '2024-01-01T05:59:59.000Z',
    meeting_type: 'public_works_committee',
  });
  ids.summer = await createMeeting(ctx.db, {
    title: 'Summer evening meeting', // 2024-07-10 23:30 CDT
    meeting_date: '2024-07-11T04:30:00.000Z',
    status: 'cancelled',
    topics: ['parks-and-recreation', 'city-budget'],
  });
  ids.upcoming = await createMeeting(ctx.db, {
    title: 'Upcoming budget hearing',
    meeting_date: '2026-11-25T23:00:00.000Z',
    status: 'scheduled',
    meeting_type: 'budget_committee',
    document_type: 'agenda',
  });
  ids.placeholder = await createMeeting(ctx.db, {
    title: 'Imported only',
    summary: 'Minutes imported from PDF: 24-1-2_Minutes.pdf',
    meeting_date: '2024-03-06T23:00:00.000Z',
  });
  ids.bare = await createMeeting(ctx.db, {
    title: 'Summary but nothing else',
    keywords: [],
    topics: [],
    detailed_summary: null,
    meeting_date: '2024-03-13T22:00:00.000Z',
  });
  ids.votesOnly = await createMeeting(ctx.db, {
    title: 'Votes are its only substance',
    keywords: [],
    topics: [],
    meeting_date: '2024-03-20T22:00:00.000Z',
    voting_records: [{ motion: 'Approve the minutes', outcome: 'passed', votes: [] }],
  });
  ids.search = await createMeeting(ctx.db, {
    title: 'Stormwater utility fee hearing',
    summary: 'The Council heard residents on drainage.',
    meeting_date: '2022-05-04T22:00:00.000Z',
  });
  ids.searchBody = await createMeeting(ctx.db, {
    title: 'Regular meeting with a long agenda',
    summary: 'Routine business.',
    meeting_date: '2022-06-01T22:00:00.000Z',
    agenda_items: [
      {
        item_number: '7.c.',
        title: 'Ordinance amending the stormwater utility fee schedule for commercial property',
        item_type: 'ordinance',
        vote_required: true,
        vote_result: 'Approved 8-0',
      },
    ],
  });
  ids.fullText = await createMeeting(ctx.db, {
    title: 'Committee of the whole',
    summary: 'Briefings from departments.',
    meeting_date: '2022-07-06T22:00:00.000Z',
    full_text: 'Councilor Lakin asked about the zoological park master plan and the elephant habitat.',
  });
});
afterAll(() => ctx.close());

describe('the listing rule', () => {
  it('hides placeholder summaries and meetings with a summary but nothing else', async () => {
    const body = await list('limit=100');
    expect(titles(body)).not.toContain('Imported only');
    expect(titles(body)).not.toContain('Summary but nothing else');
    expect(titles(body)).toContain('Votes are its only substance');
    expect(body.items.find((m) => m.id === ids.votesOnly)?.has_votes).toBe(true);
  });

  it('shows them with include_unsummarized=true', async () => {
    const body = await list('include_unsummarized=true');
    expect(titles(body)).toEqual(expect.arrayContaining(['Imported only', 'Summary but nothing else']));
  });

  it('counts only listed meetings in total and sorts newest first', async () => {
    const body = await list('');
    expect(body.total).toBe(body.items.length);
    // The detailed summary comes with the detail only, to keep pages light.
    expect(body.items[0]).not.toHaveProperty('detailed_summary');
    const dates = body.items.map((m) => m.meeting_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('filters', () => {
  it('filters by status', async () => {
    expect(titles(await list('status=cancelled'))).toEqual(['Summer evening meeting']);
    expect(titles(await list('status=scheduled'))).toEqual(['Upcoming budget hearing']);
    expect(titles(await list('status=completed'))).not.toContain('Summer evening meeting');
  });

  it('filters by meeting type', async () => {
    expect(titles(await list('meeting_type=public_works_committee'))).toEqual(['Last second of 2023']);
    expect(titles(await list('meeting_type=budget_committee'))).toEqual(['Upcoming budget hearing']);
  });

  it('filters by topic', async () => {
    expect(titles(await list('topic=city-budget'))).toEqual(['Late New Year Eve session', 'Summer evening meeting']);
    expect((await list('topic=nothing-like-this')).total).toBe(0);
  });

  it('combines filters', async () => {
    expect(titles(await list('topic=city-budget&status=cancelled&from=2024-01-01&to=2024-12-31'))).toEqual([
      'Summer evening meeting',
    ]);
  });

  it('pages with limit and skip', async () => {
    const all = await list('');
    const page = await list('limit=2&skip=1');
    expect(page.total).toBe(all.total);
    expect(titles(page)).toEqual(titles(all).slice(1, 3));
    expect((await list(`skip=${all.total}`)).items).toEqual([]);
  });
});

describe('date range on the city clock', () => {
  it('includes the whole end day (to is inclusive to 23:59:59 in Tulsa)', async () => {
    const body = await list('from=2024-12-31&to=2024-12-31');
    expect(titles(body)).toEqual(['Late New Year Eve session']);
  });

  it('starts at local midnight of the first day', async () => {
    const year2024 = titles(await list('from=2024-01-01&to=2024-12-31'));
    expect(year2024).toContain('Midnight New Year session');
    expect(year2024).toContain('Late New Year Eve session');
    expect(year2024).not.toContain('Last second of 2023');
    expect(titles(await list('from=2023-01-01&to=2023-12-31'))).toEqual(['Last second of 2023']);
  });

  it('uses daylight time in summer (23:30 CDT on July 10 is July 10)', async () => {
    expect(titles(await list('from=2024-07-10&to=2024-07-10'))).toEqual(['Summer evening meeting']);
    expect((await list('from=2024-07-11&to=2024-07-11')).total).toBe(0);
  });

  it('accepts an open-ended range', async () => {
    expect(titles(await list('from=2026-01-01'))).toEqual(['Upcoming budget hearing']);
    expect(titles(await list('to=2022-05-04'))).toEqual(['Stormwater utility fee hearing']);
  });
});

describe('search', () => {
  it('ranks a title match above a match deep in the agenda', async () => {
    const body = await list('q=stormwater utility fee');
    expect(titles(body)).toEqual(['Stormwater utility fee hearing', 'Regular meeting with a long agenda']);
  });

  it('finds words in agenda items and in the minutes full text, with a snippet marking the match', async () => {
    const agenda = await list('q=commercial property');
    expect(titles(agenda)).toEqual(['Regular meeting with a long agenda']);
    const snippet = agenda.items[0]!.snippet!;
    expect(snippet.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(
      expect.arrayContaining(['commercial', 'property']),
    );
    expect(snippet.map((p) => p.text).join('')).toContain('stormwater utility fee schedule');

    const minutes = await list('q=elephant');
    expect(titles(minutes)).toEqual(['Committee of the whole']);
    expect(minutes.items[0]!.snippet!.some((p) => p.match && /elephant/i.test(p.text))).toBe(true);
  });

  it('matches the last word as a prefix, so results come while typing', async () => {
    expect(titles(await list('q=zoolog'))).toEqual(['Committee of the whole']);
  });

  it('treats query syntax as plain words and still applies filters', async () => {
    expect((await list(`q=${encodeURIComponent('"stormwater" OR NEAR(')}`)).total).toBe(0);
    expect((await list('q=stormwater&status=cancelled')).total).toBe(0);
    expect((await list('q=stormwater&to=2022-05-31')).total).toBe(1);
  });

  it('tells the same total on every page of a search, also on a page past its last match', async () => {
    const all = await list('q=street maintenance&limit=100');
    expect(all.total).toBeGreaterThan(3);
    expect(all.items).toHaveLength(all.total);
    const pages = [];
    for (let skip = 0; skip < all.total; skip += 2) {
      const page = await list(`q=street maintenance&limit=2&skip=${skip}`);
      expect(page.total).toBe(all.total);
      pages.push(...titles(page));
    }
    expect(pages).toEqual(titles(all));
    expect(await list(`q=street maintenance&limit=2&skip=${all.total}`)).toEqual({ items: [], total: all.total });
    expect(await list('q=nosuchwordanywhere&skip=5')).toEqual({ items: [], total: 0 });
  });

  it('gives every meeting at the top of the page its own snippet, wherever it lies in the index', async () => {
    const body = await list('q=street maintenance&limit=100');
    const top = body.items.slice(0, 10);
    expect(top.length).toBeGreaterThan(3);
    for (const meeting of top) {
      expect(meeting.snippet?.filter((p) => p.match).map((p) => p.text.toLowerCase()), meeting.title).toEqual(
        expect.arrayContaining(['street', 'maintenance']),
      );
    }
  });

  it('lists newest first, as without a search, when the query has no words', async () => {
    const plain = await list('limit=100');
    const punctuation = await list(`limit=100&q=${encodeURIComponent('?! -')}`);
    expect(titles(punctuation)).toEqual(titles(plain));
    expect(punctuation.total).toBe(plain.total);
  });

  it('gives no snippet when not searching', async () => {
    expect((await list('')).items.every((m) => m.snippet === undefined)).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['skip=-1', 'skip'],
    ['status=done', 'status'],
    ['meeting_type=town_hall', 'meeting_type'],
    ['from=2024-13-01', 'from'],
    ['to=yesterday', 'to'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['topic=', 'topic'],
    ['include_unsummarized=yes', 'include_unsummarized'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual([expect.objectContaining({ field, location: 'querystring' })]);
  });
});

describe('the cached list', () => {
  it('shows a meeting saved after the page was cached at once', async () => {
    const before = await list('limit=100');
    await createMeeting(ctx.db, { title: 'Saved after caching', meeting_date: '2026-11-01T22:00:00.000Z' });
    const after = await list('limit=100');
    expect(after.total).toBe(before.total + 1);
    expect(titles(after)[0]).toBe('Upcoming budget hearing');
    expect(titles(after)).toContain('Saved after caching');
  });

  it.each(['br', 'gzip', 'gzip, deflate, br;q=0'])('serves the same JSON compressed for Accept-Encoding: %s', async (accept) => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=5' });
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=5', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      const encoding = accept.startsWith('br') ? 'br' : 'gzip';
      expect(res.headers['content-encoding']).toBe(encoding);
      const raw = res.rawPayload;
      const text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : zlib.gunzipSync(raw)).toString('utf8');
      expect(JSON.parse(text)).toEqual(plain.json());
    }
  });

  it('compresses search results too, though they are not cached', async () => {
    const url = '/api/v1/meetings/?limit=100&q=session';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.json().total).toBeGreaterThan(0);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a page under 1 KB as it is, whatever the client accepts', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/meetings/?limit=1&topic=no-such-topic',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.json()).toEqual({ items: [], total: 0 });
    }
  });
});

// Last in the file: the meeting it writes would change the lists of the tests above.
describe('snippets from long minutes', () => {
  it('marks a word found deep in the minutes, typed as written or matched only by its stem', async () => {
    const filler = 'Routine business was read into the record. '.repeat(1_500);
    await createMeeting(ctx.db, {
      title: 'Long minutes',
      summary: 'A long evening of routine business.',
      meeting_date: '2022-08-03T22:00:00.000Z',
      full_text: `${filler}The giraffe enclosure was discussed at length. ${filler}`,
    });
    for (const q of ['giraffe', 'giraffes']) {
      const body = await list(`q=${q}`);
      expect(titles(body)).toEqual(['Long minutes']);
      expect(body.items[0]!.snippet!.some((p) => p.match && /giraffe/i.test(p.text)), q).toBe(true);
    }
  });

  it('marks a match by its stem far in the minutes when a likeness of the word comes first', async () => {
    const filler = 'Routine business was read into the record. '.repeat(1_500);
    await createMeeting(ctx.db, {
      title: 'Minutes with a citation',
      summary: 'A citation was read.',
      meeting_date: '2022-08-10T22:00:00.000Z',
      full_text: `The citation was entered. ${filler}The two cities agreed on the water compact. ${filler}`,
    });
    const body = await list('q=cities');
    expect(titles(body)).toEqual(['Minutes with a citation']);
    expect(body.items[0]!.snippet!.filter((p) => p.match).map((p) => p.text.toLowerCase())).toEqual(['cities']);
  });
});
