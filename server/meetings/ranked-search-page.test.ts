/**
 * A search ranks the newest matches up to a cap and counts exactly up to it, "more than" past it (decision 080):
 * on both engines (run with DATABASE_URL for PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_LIMITS, meetingListResponseSchema } from '#contract/meetings.ts';
import { indexMeetingText, newestMatches } from '../db/search.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type MeetingFilter, rankedSearchPage } from './ranked-search-page.ts';

describe('rankedSearchPage', () => {
  let test: TestDatabase;
  const ids: Record<string, number> = {};
  const all: MeetingFilter = (qb) => qb;
  const beforeJune2022: MeetingFilter = (qb) => qb.where('meetings.meeting_date', '<', '2022-06-01T00:00:00.000Z') as typeof qb;
  const page = (cap: number, filter = all, limit = 10, skip = 0) => rankedSearchPage(test.db, { q: 'culvert', limit, skip }, filter, cap);

  beforeAll(async () => {
    test = await createTestDatabase();
    // One word, "culvert", in five meetings a year apart: the oldest says it most (title and summary), one
    // has it in its title, three say it once in the same summary (equal ranks).
    const once = 'The Council heard a report on a culvert and the street maintenance budget.';
    const titled = (title: string) => ({ title, summary: 'The Council heard a report and the street maintenance budget.' });
    ids.mostRelevant = await createMeeting(test.db, { title: 'Culvert culvert culvert replacement', summary: 'Culvert collapse; culvert bids.', meeting_date: '2020-01-08T22:00:00.000Z' });
    ids.onceOldest = await createMeeting(test.db, { title: 'Regular meeting', summary: once, meeting_date: '2021-01-06T22:00:00.000Z' });
    ids.inTitle = await createMeeting(test.db, { ...titled('Culvert repairs meeting'), meeting_date: '2022-01-05T22:00:00.000Z' });
    ids.onceMiddle = await createMeeting(test.db, { title: 'Regular meeting', summary: once, meeting_date: '2023-01-04T22:00:00.000Z' });
    ids.onceNewest = await createMeeting(test.db, { title: 'Regular meeting', summary: once, meeting_date: '2024-01-03T22:00:00.000Z' });
    await createMeeting(test.db, { ...titled('Zoning appeals'), meeting_date: '2025-01-08T22:00:00.000Z' });
  });
  afterAll(() => test.destroy());

  it('ranks every match, with an exact count, when they are no more than the cap', async () => {
    const expected = [ids.mostRelevant, ids.inTitle, ids.onceNewest, ids.onceMiddle, ids.onceOldest];
    expect(await page(10)).toEqual({ ids: expected, total: 5, capped: false });
    // Exactly the cap is not "more than" it.
    expect(await page(5)).toEqual({ ids: expected, total: 5, capped: false });
  });

  it('past the cap, ranks only the newest matches and says more than the cap match', async () => {
    // The oldest meeting matches best, but is not among the three newest: its older record is reached by dates.
    expect(await page(3)).toEqual({ ids: [ids.inTitle, ids.onceNewest, ids.onceMiddle], total: 3, capped: true });
    expect(await page(4)).toEqual({ ids: [ids.inTitle, ids.onceNewest, ids.onceMiddle, ids.onceOldest], total: 4, capped: true });
  });

  it('applies the filters before the cap, so dates reach the older matches', async () => {
    expect(await page(3, beforeJune2022)).toEqual({ ids: [ids.mostRelevant, ids.inTitle, ids.onceOldest], total: 3, capped: false });
    expect(await page(2, beforeJune2022)).toEqual({ ids: [ids.inTitle, ids.onceOldest], total: 2, capped: true });
  });

  it('pages within the ranked matches and ends at the cap', async () => {
    expect(await page(3, all, 2, 0)).toEqual({ ids: [ids.inTitle, ids.onceNewest], total: 3, capped: true });
    expect(await page(3, all, 2, 2)).toEqual({ ids: [ids.onceMiddle], total: 3, capped: true });
    expect(await page(3, all, 2, 3)).toEqual({ ids: [], total: 3, capped: true });
  });

  it('finds the same matches, in the same order with the same ranks, by either walk of a narrow filter', async () => {
    // PostgreSQL tests a narrow filter's meetings one by one, and leaves a wide one to its planner (decision 110).
    const newest = (narrowFilter: number, filter: MeetingFilter) => newestMatches(test.db, 'culvert', filter(test.db.selectFrom('meetings')), 4, { narrowFilter, narrowShare: 1 });
    for (const filter of [all, beforeJune2022]) {
      const walked = await newest(2000, filter);
      expect(walked!.length).toBeGreaterThan(0);
      expect(await newest(-1, filter)).toEqual(walked);
      expect(await newest(0, filter)).toEqual(walked);
    }
    expect(await newestMatches(test.db, 'nosuchwordanywhere', test.db.selectFrom('meetings'), 4, { narrowFilter: 2000, narrowShare: 1 })).toEqual([]);
  });

  it('answers no match with a count of zero, and no words with null', async () => {
    expect(await rankedSearchPage(test.db, { q: 'nosuchwordanywhere', limit: 10, skip: 0 }, all, 3)).toEqual({ ids: [], total: 0, capped: false });
    expect(await rankedSearchPage(test.db, { q: '?! -', limit: 10, skip: 0 }, all, 3)).toBeNull();
  });
});

describe('GET /api/v1/meetings/?q= past the cap', () => {
  let ctx: TestApp;
  const cap = MEETING_LIMITS.searchRanked;

  beforeAll(async () => {
    ctx = await createTestApp();
    // cap + 1 meetings saying "culvert", one a day: copies of one saved meeting, written in bulk (saving each
    // through the store would take seconds on PostgreSQL).
    const first = await createMeeting(ctx.db, { title: 'Culvert report', meeting_date: '2020-01-01T22:00:00.000Z' });
    const { id: _id, ...row } = await ctx.db.selectFrom('meetings').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    await ctx.db.transaction().execute(async (trx) => {
      const copies = Array.from({ length: cap }, (_, i) => ({ ...row, meeting_date: new Date(Date.UTC(2020, 0, 2 + i, 22)).toISOString() }));
      const inserted = await trx.insertInto('meetings').values(copies).returning('id').execute();
      for (const { id } of inserted) await indexMeetingText(trx, { meetingId: id, title: row.title, summary: row.summary ?? '', body: '' });
    });
    await createMeeting(ctx.db, { title: 'Zoning appeals', meeting_date: '2022-01-01T22:00:00.000Z' });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/v1/meetings/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return meetingListResponseSchema.parse(res.json());
  };

  it('says "more than" the cap, and pages no further than it', async () => {
    const first = await list('q=culvert&limit=100');
    expect(first).toMatchObject({ total: cap, total_capped: true });
    expect(first.items).toHaveLength(100);
    // The newest match is the last copy; the first meeting, the oldest, is past the cap.
    expect(first.items.map((m) => m.meeting_date)).toContain(new Date(Date.UTC(2020, 0, 1 + cap, 22)).toISOString());
    const last = await list(`q=culvert&limit=100&skip=${cap - 100}`);
    expect(last.items).toHaveLength(100);
    expect(last.items.map((m) => m.meeting_date)).not.toContain('2020-01-01T22:00:00.000Z');
    expect(await list(`q=culvert&limit=100&skip=${cap}`)).toEqual({ items: [], total: cap, total_capped: true });
  });

  it('counts exactly, with no total_capped, within the cap or without a search', async () => {
    expect(await list('q=culvert&to=2020-01-10')).toEqual(expect.not.objectContaining({ total_capped: expect.anything() }));
    expect((await list('q=culvert&to=2020-01-10')).total).toBe(10);
    const plain = await list('limit=1');
    expect(plain.total).toBe(cap + 2);
    expect('total_capped' in plain).toBe(false);
  });
});
