/** Split votes and their share per year, on the hand-made council of vote-fixture.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createVoteFixture } from './vote-fixture.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await createVoteFixture(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject(`/api/v1/votes${url}`);
const labels = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total: number; items: { item_number: string }[] };
  return { total: body.total, labels: body.items.map((i) => i.item_number) };
};

describe('GET /api/v1/votes/split', () => {
  it('lists the real split votes newest first, a tie included, without the demo meeting', async () => {
    expect(await labels('/split')).toEqual({ total: 4, labels: ['R4', 'R5', 'R3', 'R1'] });
  });

  it('gives each its tally, majority and roll call in district order', async () => {
    const { items } = (await get('/split')).json();
    expect(items[0]).toMatchObject({
      item_number: 'R4',
      item_title: 'Item R4',
      meeting_title: 'M3',
      meeting_type: 'regular_council',
      motion_kind: 'approve',
      outcome: 'passed',
      tally: { ayes: 2, nays: 1, abstentions: 1, absences: 0, majority: 'aye' },
    });
    expect(items[0].votes.map((v: { councilor: string; vote: string }) => `${v.councilor}:${v.vote}`)).toEqual([
      'Adams:nay',
      'Baker:aye',
      'Diaz:aye',
      'Evans:abstain',
    ]);
    expect(items[2].tally).toEqual({ ayes: 2, nays: 2, abstentions: 0, absences: 0, majority: null });
  });

  it('filters by period in the city time zone, topic, meeting type and councilor', async () => {
    expect((await labels('/split?from=2024-01-01')).labels).toEqual(['R4', 'R5']);
    expect((await labels('/split?to=2023-12-31')).labels).toEqual(['R3', 'R1']);
    expect((await labels('/split?topic=police')).labels).toEqual(['R4', 'R5', 'R1']);
    expect((await labels('/split?meeting_type=public_works_committee')).labels).toEqual(['R3']);
    expect((await labels('/split?councilor=Cole')).labels).toEqual(['R3', 'R1']);
    expect((await labels('/split?topic=police&councilor=Cole')).labels).toEqual(['R1']);
  });

  it("counts a councilor's split votes without the demo meeting's, with or without a period", async () => {
    // Adams voted on the demo meeting's split X1 too: the total counted without a scope must leave it out.
    expect(await labels('/split?councilor=Adams')).toEqual({ total: 4, labels: ['R4', 'R5', 'R3', 'R1'] });
    expect(await labels('/split?councilor=Adams&from=2024-01-01')).toEqual({ total: 2, labels: ['R4', 'R5'] });
    expect(await labels('/split?councilor=Ghost')).toEqual({ total: 0, labels: [] });
  });

  it("lists a councilor's votes against the majority, never on a tie", async () => {
    expect((await labels('/split?councilor=Cole&against_majority=true')).labels).toEqual(['R1']);
    expect((await labels('/split?councilor=Diaz&against_majority=true')).labels).toEqual(['R5']);
    expect((await labels('/split?councilor=Adams&against_majority=true')).labels).toEqual(['R4']);
    expect((await labels('/split?councilor=Evans&against_majority=true')).labels).toEqual([]);
  });

  it('pages with limit and skip, keeping the total', async () => {
    expect(await labels('/split?limit=2&skip=1')).toEqual({ total: 4, labels: ['R5', 'R3'] });
  });

  it.each([
    ['/split?from=2024-02-01&to=2024-01-01', 'to'],
    ['/split?against_majority=true', 'against_majority'],
    ['/split?meeting_type=tea_party', 'meeting_type'],
    ['/split?from=2024-13-01', 'from'],
    ['/split?limit=0', 'limit'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});

describe('GET /api/v1/votes/split/by-year', () => {
  it('counts a New Year’s Eve meeting in the year it was in Tulsa', async () => {
    const res = await get('/split/by-year');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { year: 2023, roll_calls: 3, split: 2, share: 2 / 3 },
      { year: 2024, roll_calls: 4, split: 2, share: 0.5 },
    ]);
  });

  it('narrows to one meeting type', async () => {
    const res = await get('/split/by-year?meeting_type=public_works_committee');
    expect(res.json().items).toEqual([{ year: 2023, roll_calls: 1, split: 1, share: 1 }]);
  });
});
