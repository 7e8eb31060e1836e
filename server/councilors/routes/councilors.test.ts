/** Councilors on the seeded Tulsa officials, and how each district seat voted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
const roll = (votes: Record<string, [number, 'aye' | 'nay' | 'abstain' | 'absent']>) =>
  Object.entries(votes).map(([councilor, [district, vote]]) => ({ councilor, district, vote }));

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00.000Z') });
  await createMeeting(ctx.db, {
    title: 'December 2024 meeting',
    meeting_date: '2024-12-04T23:00:00.000Z',
    topics: ['zoning-and-land-use'],
    agenda_items: [{ item_number: '5.a.', title: 'Rezoning Z-7792', item_type: 'motion', vote_required: true }],
    voting_records: [
      {
        item_number: '5.a.',
        motion: 'Councilor Bellis moved to approve 5.a.',
        outcome: 'passed',
        votes: roll({ Bellis: [4, 'aye'], Dutton: [3, 'nay'] }),
      },
      { motion: 'Motion to adjourn', outcome: 'passed', votes: roll({ Bellis: [4, 'absent'], Dutton: [3, 'aye'] }) },
    ],
  });
  await createMeeting(ctx.db, {
    title: 'October 2022 meeting',
    meeting_date: '2022-10-19T22:00:00.000Z',
    topics: ['police'],
    voting_records: [
      { motion: 'Approve the claim', outcome: 'failed', votes: roll({ McKee: [4, 'nay'], Patrick: [3, 'aye'] }) },
    ],
  });
});
afterAll(() => ctx.close());

describe('GET /api/v1/councilors/', () => {
  it('lists the nine sitting councilors in district order with unverified contacts flagged', async () => {
    const res = await ctx.app.inject('/api/v1/councilors/');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((c: { district: number }) => c.district)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(items[3]).toMatchObject({
      name: 'Laura Bellis',
      position: 'Councilor, District 4',
      email: 'dist4@tulsacouncil.org',
      contact_verified: false,
      current: true,
    });
  });
});

describe('GET /api/v1/councilors/{district}', () => {
  it('gives the district, its councilor and former councilors', async () => {
    const res = await ctx.app.inject('/api/v1/councilors/4');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.district.id).toBe(4);
    expect(body.councilor.name).toBe('Laura Bellis');
    expect(body.former.map((f: { name: string }) => f.name)).toContain('McKee');
    expect(body.former.every((f: { current: boolean }) => !f.current)).toBe(true);
  });

  it('answers 404 for a district the city does not have and 400 for a bad one', async () => {
    expect((await ctx.app.inject('/api/v1/councilors/12')).statusCode).toBe(404);
    for (const bad of ['0', 'four', '100']) {
      const res = await ctx.app.inject(`/api/v1/councilors/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.details[0]).toMatchObject({ field: 'district', location: 'params' });
    }
  });
});

describe('GET /api/v1/councilors/{district}/votes', () => {
  it("lists the seat's votes newest first with the item, the vote and the outcome", async () => {
    const res = await ctx.app.inject('/api/v1/councilors/4/votes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.topics).toEqual(['police', 'zoning-and-land-use']);
    expect(body.items.map((v: { councilor: string; vote: string }) => `${v.councilor}:${v.vote}`)).toEqual([
      'Bellis:aye',
      'Bellis:absent',
      'McKee:nay',
    ]);
    expect(body.items[0]).toMatchObject({
      meeting_title: 'December 2024 meeting',
      item_number: '5.a.',
      item_title: 'Rezoning Z-7792',
      outcome: 'passed',
      topics: ['zoning-and-land-use'],
    });
    expect(body.items[1]).toMatchObject({ item_number: null, item_title: null, motion: 'Motion to adjourn' });
    expect(body.items[2].outcome).toBe('failed');
  });

  it('filters by topic and by councilor, and pages', async () => {
    const byTopic = (await ctx.app.inject('/api/v1/councilors/4/votes?topic=police')).json();
    expect(byTopic.items.map((v: { motion: string }) => v.motion)).toEqual(['Approve the claim']);
    expect(byTopic.total).toBe(1);
    // The topic list stays complete so the filter can be changed back.
    expect(byTopic.topics).toEqual(['police', 'zoning-and-land-use']);
    const byCouncilor = (await ctx.app.inject('/api/v1/councilors/4/votes?councilor=Bellis')).json();
    expect(byCouncilor.total).toBe(2);
    const page = (await ctx.app.inject('/api/v1/councilors/4/votes?limit=1&skip=1')).json();
    expect(page.items.map((v: { vote: string }) => v.vote)).toEqual(['absent']);
    expect(page.total).toBe(3);
  });

  it('answers 404 for an unknown district and 400 for bad filters', async () => {
    expect((await ctx.app.inject('/api/v1/councilors/42/votes')).statusCode).toBe(404);
    const bad = await ctx.app.inject('/api/v1/councilors/4/votes?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({ field: 'limit', location: 'querystring' });
  });
});
