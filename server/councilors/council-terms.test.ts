/**
 * The council as it sits on a day, on every page and figure (issue 37): a councilor-elect does not sit before
 * their term starts, their predecessor sits until theirs ends, a former councilor is former (with their term)
 * even when no successor has answered a roll call yet, and a period's agreement matrix is of the council that
 * sat in it. The clock is the test's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
const official = (name: string, district: number, term_start: string, term_end: string | null) => ({
  name,
  position: term_end ? `Former Councilor, District ${district}` : `Councilor, District ${district}`,
  district,
  email: null,
  phone: null,
  term_start,
  term_end,
  ocd_division_id: null,
});
const roll = (votes: Record<string, [number, 'aye' | 'nay' | 'absent']>) =>
  Object.entries(votes).map(([councilor, [district, vote]]) => ({ councilor, district, vote }));
const get = (url: string) => ctx.app.inject(url).then((r) => ({ status: r.statusCode, body: r.json() }));
const names = (items: { name: string }[]) => items.map((c) => c.name);

beforeAll(async () => {
  // Monday, November 25, 2024: the councilors elected that year are sworn in on December 2.
  ctx = await createTestApp({}, { now: '2024-11-25T18:00:00.000Z' });
  await ctx.db
    .insertInto('districts')
    .values([2, 3, 8].map((id) => ({ id, name: `District ${id}`, geometry: '{"type":"Polygon","coordinates":[]}' })))
    .execute();
  await ctx.db
    .insertInto('officials')
    .values([
      // District 2's councilor left early: the seat stood empty until his successor's swearing-in.
      official('Cue', 2, '2022-08-03', '2024-11-20'),
      official('Anthony Archie', 2, '2024-12-02', null),
      // District 3's councilor serves to the last day; the councilor-elect's open term starts later.
      official('Patrick', 3, '2022-08-03', '2024-12-01'),
      official('Jackie Dutton', 3, '2024-12-02', null),
      official('Phil Lakin, Jr.', 8, '2022-08-03', null),
    ])
    .execute();
  await createMeeting(ctx.db, {
    title: 'A 2023 meeting',
    meeting_date: '2023-06-07T22:00:00.000Z',
    status: 'completed',
    topics: ['police'],
    voting_records: [
      { motion: 'Approve the claim', outcome: 'passed', votes: roll({ Cue: [2, 'aye'], Patrick: [3, 'nay'], Lakin: [8, 'aye'] }) },
      { motion: 'Approve the contract', outcome: 'passed', votes: roll({ Cue: [2, 'aye'], Patrick: [3, 'aye'], Lakin: [8, 'nay'] }) },
    ],
  });
});
afterAll(() => ctx.close());

describe('before the swearing-in', () => {
  it('lists the council sitting today: the outgoing councilor, not the councilor-elect, and no one for an empty seat', async () => {
    const { body } = await get('/api/v1/councilors/');
    expect(body.items.map((c: { district: number; name: string }) => `${c.district} ${c.name}`)).toEqual(['3 Patrick', '8 Phil Lakin, Jr.']);
    const three = (await get('/api/v1/councilors/3')).body;
    expect(three.councilor).toMatchObject({ name: 'Patrick', current: true });
    expect(names(three.former)).toEqual([]);
    const two = (await get('/api/v1/councilors/2')).body;
    expect(two.councilor).toBeNull();
    expect(two.former).toEqual([expect.objectContaining({ name: 'Cue', term_start: '2022-08-03', term_end: '2024-11-20', current: false })]);
  });

  it('gives the sitting councilor as the representative of the district', async () => {
    const { body } = await get('/api/v1/representatives/officials?district=3');
    expect(body.officials.map((o: { name: string; current: boolean }) => `${o.name}:${o.current}`)).toEqual(['Patrick:true', 'Jackie Dutton:false']);
  });

  it("has the assistant name the councilor sitting today, not the councilor-elect", async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message: 'Who represents District 3?' } });
    expect(res.json().response).toContain('Patrick');
    expect(res.json().response).not.toContain('Dutton');
  });

  it('counts a councilor whose term ended as former in the vote analytics, though no successor has voted yet', async () => {
    const { body } = await get('/api/v1/votes/councilors');
    const sitting = Object.fromEntries(body.items.map((c: { name: string; sitting: boolean }) => [c.name, c.sitting]));
    expect(sitting).toEqual({ Patrick: true, Lakin: true, Cue: false });
    const matrix = (await get('/api/v1/votes/agreement')).body;
    expect(names(matrix.councilors)).toEqual(['Patrick', 'Lakin']);
  });
});

describe('after the swearing-in', () => {
  beforeAll(async () => {
    ctx.clock.set(new Date('2025-01-10T18:00:00.000Z'));
    await createMeeting(ctx.db, {
      title: 'A 2025 meeting',
      meeting_date: '2025-01-08T23:00:00.000Z',
      status: 'completed',
      topics: ['police'],
      voting_records: [
        { motion: 'Approve the lease', outcome: 'passed', votes: roll({ Archie: [2, 'nay'], Dutton: [3, 'aye'], Lakin: [8, 'aye'] }) },
      ],
    });
  });

  it('shows the new councilor as sitting and the one before as former, with their term', async () => {
    const three = (await get('/api/v1/councilors/3')).body;
    expect(three.councilor).toMatchObject({ name: 'Jackie Dutton', current: true });
    expect(three.former).toEqual([expect.objectContaining({ name: 'Patrick', term_end: '2024-12-01', current: false })]);
    const { body } = await get('/api/v1/councilors/');
    expect(names(body.items)).toEqual(['Anthony Archie', 'Jackie Dutton', 'Phil Lakin, Jr.']);
  });

  it("measures a past period's agreement on the council that sat then, and today's on today's", async () => {
    const past = (await get('/api/v1/votes/agreement?from=2023-01-01&to=2023-12-31')).body;
    expect(past.councilors).toEqual([
      { name: 'Cue', district: 2 },
      { name: 'Patrick', district: 3 },
      { name: 'Lakin', district: 8 },
    ]);
    expect(past.pairs.find((p: { a: string; b: string }) => p.a === 'Cue' && p.b === 'Patrick')).toMatchObject({ shared: 2, agreed: 1 });
    const now = (await get('/api/v1/votes/agreement')).body;
    expect(names(now.councilors)).toEqual(['Archie', 'Dutton', 'Lakin']);
  });
});
