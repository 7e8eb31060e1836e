/**
 * The agreement matrix of a council as large as New York's (51 members, 1,275 pairs): more pair columns than one
 * SQL result may hold, so it is counted in batches; every pair must still come back, with the right figures.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { VoteChoice } from '#contract/enums.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MEMBERS = Array.from({ length: 51 }, (_, i) => `Member ${String(i + 1).padStart(2, '0')}`);

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  // One split roll call: the first member alone votes nay, the last is absent, everyone else votes aye.
  const vote = (i: number): VoteChoice => (i === 0 ? 'nay' : i === MEMBERS.length - 1 ? 'absent' : 'aye');
  await createMeeting(ctx.db, {
    title: 'Stated Meeting',
    meeting_date: '2026-04-30T17:30:00.000Z',
    agenda_items: [{ item_number: 'Int 1', title: 'A local law', item_type: 'motion', vote_required: true }],
    voting_records: [
      {
        item_number: 'Int 1',
        motion: 'Motion to approve Int 1',
        motion_kind: 'approve',
        moved_by: null,
        seconded_by: null,
        outcome: 'passed',
        votes: MEMBERS.map((councilor, i) => ({ councilor, district: null, vote: vote(i) })),
      },
    ],
  });
});
afterAll(() => ctx.close());

it('gives all 1,275 pairs of a 51-member council, each counted on the split vote', async () => {
  const res = await ctx.app.inject('/api/v1/votes/agreement?from=2026-01-01');
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { councilors: unknown[]; pairs: { a: string; b: string; shared: number; agreed: number }[] };
  expect(body.councilors).toHaveLength(51);
  expect(body.pairs).toHaveLength((51 * 50) / 2);
  const pair = (a: string, b: string) => body.pairs.find((p) => p.a === a && p.b === b);
  expect(pair('Member 01', 'Member 02')).toMatchObject({ shared: 1, agreed: 0 });
  // Pairs from the last batch are counted too, not left at zero.
  expect(pair('Member 48', 'Member 49')).toMatchObject({ shared: 1, agreed: 1 });
  expect(pair('Member 49', 'Member 51')).toMatchObject({ shared: 0, agreed: 0 });
});
