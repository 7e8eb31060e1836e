/** Councilors on the roll calls and each one's figures, on the hand-made council of vote-fixture.ts. */
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
const figures = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v1/votes/councilors', () => {
  it('lists sitting councilors in district order, then the one replaced mid-term, never a demo-only name', async () => {
    const { items } = await figures('/councilors');
    expect(items.map((c: { name: string; district: number; sitting: boolean }) => [c.name, c.district, c.sitting])).toEqual([
      ['Adams', 1, true],
      ['Baker', 2, true],
      ['Diaz', 3, true],
      ['Evans', 4, true],
      ['Cole', 3, false],
    ]);
    expect(items[4]).toMatchObject({ first_vote: '2023-03-01T23:00:00.000Z', last_vote: '2024-01-01T01:00:00.000Z', roll_calls: 3 });
  });
});

describe('GET /api/v1/votes/councilors/{name}', () => {
  it('counts attendance per roll call and per meeting, votes, majority and motions (Adams)', async () => {
    expect(await figures('/councilors/Adams')).toEqual({
      name: 'Adams',
      period: { from: null, to: null },
      attendance: { roll_calls: 7, present: 6, absent: 1, rate: 6 / 7, meetings: 4, meetings_present: 4 },
      votes: { aye: 5, nay: 1, abstain: 0 },
      split_votes: 3,
      // Against on R4; the tie R3 has no majority, so it is not in `of`.
      against_majority: { count: 1, of: 5, rate: 1 / 5 },
      motions: { moved: 2, seconded: 3 },
      // 2023: R1-R3 (R3 on New Year's Eve, city time), the tie R3 not decided; 2024: R4-R7, absent on R5,
      // against on R4, the others with the majority.
      by_year: [
        { year: 2023, roll_calls: 3, present: 3, attendance_rate: 1, against_majority: 0, decided: 2, against_rate: 0 },
        { year: 2024, roll_calls: 4, present: 3, attendance_rate: 3 / 4, against_majority: 1, decided: 3, against_rate: 1 / 3 },
      ],
      // Police: R1, R2 (M1) and R4-R6 (M3); streets: R3; budget: R7. Most votes first, then by name.
      by_topic: [
        { topic: 'police', aye: 3, nay: 1, abstain: 0, absent: 1 },
        { topic: 'budget', aye: 1, nay: 0, abstain: 0, absent: 0 },
        { topic: 'streets', aye: 1, nay: 0, abstain: 0, absent: 0 },
      ],
    });
  });

  it('counts a meeting missed at every roll call as absent from that meeting (Baker)', async () => {
    const body = await figures('/councilors/Baker');
    expect(body.attendance).toEqual({ roll_calls: 7, present: 6, absent: 1, rate: 6 / 7, meetings: 4, meetings_present: 3 });
    expect(body.against_majority).toEqual({ count: 0, of: 5, rate: 0 });
    expect(body.split_votes).toBe(4);
    expect(body.motions).toEqual({ moved: 1, seconded: 2 });
  });

  it('counts an abstention (a recusal) as present and not as a side (Evans)', async () => {
    const body = await figures('/councilors/Evans');
    expect(body.attendance).toMatchObject({ roll_calls: 7, present: 6, absent: 1 });
    expect(body.votes).toEqual({ aye: 4, nay: 1, abstain: 1 });
    expect(body.split_votes).toBe(3);
    expect(body.against_majority).toEqual({ count: 0, of: 4, rate: 0 });
    expect(body.motions).toEqual({ moved: 2, seconded: 1 });
  });

  it('measures the replaced councilor and the successor over their own roll calls only', async () => {
    const cole = await figures('/councilors/Cole');
    expect(cole.attendance).toEqual({ roll_calls: 3, present: 3, absent: 0, rate: 1, meetings: 2, meetings_present: 2 });
    expect(cole.against_majority).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(cole.motions).toEqual({ moved: 1, seconded: 0 });
    const diaz = await figures('/councilors/Diaz');
    expect(diaz.attendance).toEqual({ roll_calls: 4, present: 4, absent: 0, rate: 1, meetings: 2, meetings_present: 2 });
    expect(diaz.votes).toEqual({ aye: 3, nay: 1, abstain: 0 });
    expect(diaz.against_majority).toEqual({ count: 1, of: 4, rate: 0.25 });
    expect(diaz.motions).toEqual({ moved: 1, seconded: 1 });
  });

  it('narrows every figure to a period', async () => {
    const cole = await figures('/councilors/Cole?to=2023-06-30');
    expect(cole.period).toEqual({ from: null, to: '2023-06-30' });
    expect(cole.attendance).toMatchObject({ roll_calls: 2, meetings: 1 });
    expect(cole.split_votes).toBe(1);
    expect(cole.against_majority).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(cole.motions).toEqual({ moved: 0, seconded: 0 });
    expect(cole.by_topic).toEqual([{ topic: 'police', aye: 1, nay: 1, abstain: 0, absent: 0 }]);
    expect(cole.by_year).toEqual([
      { year: 2023, roll_calls: 2, present: 2, attendance_rate: 1, against_majority: 1, decided: 2, against_rate: 0.5 },
    ]);
    const evans = await figures('/councilors/Evans?from=2024-01-01&to=2024-06-30');
    expect(evans.attendance).toEqual({ roll_calls: 3, present: 3, absent: 0, rate: 1, meetings: 1, meetings_present: 1 });
  });

  it('gives null rates when there is nothing to divide by', async () => {
    const body = await figures('/councilors/Diaz?to=2023-12-31');
    expect(body.attendance).toMatchObject({ roll_calls: 0, rate: null });
    expect(body.against_majority).toEqual({ count: 0, of: 0, rate: null });
    expect(body.by_year).toEqual([]);
  });

  it('answers 404 for a name on no real roll call and 400 for a reversed period', async () => {
    for (const name of ['Nobody', 'Ghost']) {
      const res = await get(`/councilors/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const res = await get('/councilors/Adams?from=2024-02-01&to=2024-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ field: 'to', location: 'querystring' });
  });
});
