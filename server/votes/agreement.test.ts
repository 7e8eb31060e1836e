/** The agreement matrix and two-councilor comparison, on the hand-made council of vote-fixture.ts. */
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

describe('GET /api/v1/votes/agreement', () => {
  it('gives every pair of sitting councilors their agreement on split votes both took a side on', async () => {
    const res = await get('/agreement');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.councilors).toEqual([
      { name: 'Adams', district: 1 },
      { name: 'Baker', district: 2 },
      { name: 'Diaz', district: 3 },
      { name: 'Evans', district: 4 },
    ]);
    // Split votes R1, R3, R4, R5; abstentions and absences are not a side; the demo meeting does not count.
    expect(body.pairs).toEqual([
      { a: 'Adams', b: 'Baker', shared: 3, agreed: 1, share: 1 / 3 },
      { a: 'Adams', b: 'Diaz', shared: 1, agreed: 0, share: 0 },
      { a: 'Adams', b: 'Evans', shared: 2, agreed: 1, share: 0.5 },
      { a: 'Baker', b: 'Diaz', shared: 2, agreed: 1, share: 0.5 },
      { a: 'Baker', b: 'Evans', shared: 3, agreed: 3, share: 1 },
      { a: 'Diaz', b: 'Evans', shared: 1, agreed: 0, share: 0 },
    ]);
  });

  it('measures a period on the council that sat in it (Cole before the change of seat, not Diaz)', async () => {
    const body = (await get('/agreement?to=2023-12-31')).json();
    expect(body.councilors.map((c: { name: string }) => c.name)).toEqual(['Adams', 'Baker', 'Cole', 'Evans']);
    expect(body.pairs.find((p: { a: string; b: string }) => p.a === 'Adams' && p.b === 'Cole')).toMatchObject({ shared: 2, agreed: 1 });
  });

  it('gives a pair with no shared split vote in the period a null share', async () => {
    // 2024: Adams voted nay when Evans abstained (R4), and was absent when Evans voted (R5).
    const body = (await get('/agreement?from=2024-01-01')).json();
    expect(body.pairs.find((p: { a: string; b: string }) => p.a === 'Adams' && p.b === 'Evans')).toEqual({
      a: 'Adams',
      b: 'Evans',
      shared: 0,
      agreed: 0,
      share: null,
    });
  });
});

describe('GET /api/v1/votes/compare', () => {
  it('lists the votes where both were present and voted differently, newest first', async () => {
    const res = await get('/compare?a=Adams&b=Evans');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ a: 'Adams', b: 'Evans', shared: 4, agreed: 3, total: 2 });
    expect(body.items.map((i: { item_number: string; a_vote: string; b_vote: string }) => [i.item_number, i.a_vote, i.b_vote])).toEqual([
      ['R4', 'nay', 'abstain'],
      ['R3', 'aye', 'nay'],
    ]);
    expect(body.items[0]).toMatchObject({ meeting_title: 'M3', item_title: 'Item R4', outcome: 'passed' });
  });

  it('finds nothing shared between a councilor and their mid-term successor', async () => {
    const body = (await get('/compare?a=Cole&b=Diaz')).json();
    expect(body).toMatchObject({ shared: 0, agreed: 0, total: 0, items: [] });
  });

  it('answers 400 for the same councilor twice or a missing one, 404 for an unknown one', async () => {
    const same = await get('/compare?a=Adams&b=Adams');
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details[0]).toMatchObject({ field: 'b', message: 'Choose two different councilors.' });
    expect((await get('/compare?a=Adams')).statusCode).toBe(400);
    const unknown = await get('/compare?a=Adams&b=Ghost');
    expect(unknown.statusCode).toBe(404);
  });
});
