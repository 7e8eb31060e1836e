/**
 * A hand-made council for the vote analytics tests, small enough that every figure is worked out by hand in
 * the tests. Districts 1-4: Adams, Baker, Cole (replaced mid-term by Diaz), Evans. Roll calls R1-R7:
 *
 * | roll call | meeting (type, topic, local date)        | Adams   | Baker  | Cole/Diaz | Evans   | result          |
 * |-----------|-----------------------------------------|---------|--------|-----------|---------|-----------------|
 * | R1        | M1 regular, police, 2023-03-01          | aye     | aye    | C nay     | aye     | split, 3-1      |
 * | R2        | M1                                      | aye     | aye    | C aye     | absent  | unanimous       |
 * | R3        | M2 public works, streets, 2023-12-31 *  | aye     | nay    | C aye     | nay     | split, tie 2-2  |
 * | R4        | M3 regular, police, 2024-06-05          | nay     | aye    | D aye     | abstain | split, 2-1      |
 * | R5        | M3                                      | absent  | aye    | D nay     | aye     | split, 2-1      |
 * | R6        | M3                                      | aye     | aye    | D aye     | aye     | unanimous       |
 * | R7        | M4 regular, budget, 2024-09-04          | aye     | absent | D aye     | aye     | unanimous       |
 *
 * (*) 7 PM on New Year's Eve in the city (Central time), already 2024 in UTC: it counts in 2023. A demo meeting holds one more
 * split vote (and a councilor, Ghost, on no real roll call) that no figure may count. Abstain stands for a
 * recusal too: the vote vocabulary has no separate recusal.
 */
import type { VoteChoice } from '#contract/enums.ts';
import type { AppDatabase } from '../db/database.ts';
import { createMeeting } from '../test/factories.ts';

const DISTRICTS: Record<string, number> = { Adams: 1, Baker: 2, Cole: 3, Diaz: 3, Evans: 4, Ghost: 5 };

/** A roll call from `Name: vote` pairs, each in its district. */
const roll = (votes: Record<string, VoteChoice>) =>
  Object.entries(votes).map(([councilor, vote]) => ({ councilor, district: DISTRICTS[councilor]!, vote }));

const motion = (label: string, votes: Record<string, VoteChoice>, moved: string, seconded: string) => ({
  item_number: label,
  motion: `Motion to approve ${label}`,
  motion_kind: 'approve' as const,
  moved_by: moved,
  seconded_by: seconded,
  outcome: 'passed' as const,
  votes: roll(votes),
});

const items = (...labels: string[]) =>
  labels.map((label) => ({ item_number: label, title: `Item ${label}`, item_type: 'motion' as const, vote_required: true }));

/** Writes M1-M4 and the demo meeting; returns their ids. */
export async function createVoteFixture(db: AppDatabase) {
  const m1 = await createMeeting(db, {
    title: 'M1',
    meeting_date: '2023-03-01T23:00:00.000Z',
    topics: ['police'],
    agenda_items: items('R1', 'R2'),
    voting_records: [
      motion('R1', { Adams: 'aye', Baker: 'aye', Cole: 'nay', Evans: 'aye' }, 'Adams', 'Baker'),
      motion('R2', { Adams: 'aye', Baker: 'aye', Cole: 'aye', Evans: 'absent' }, 'Baker', 'Adams'),
    ],
  });
  const m2 = await createMeeting(db, {
    title: 'M2',
    meeting_date: '2024-01-01T01:00:00.000Z',
    meeting_type: 'public_works_committee',
    topics: ['streets'],
    agenda_items: items('R3'),
    voting_records: [
      { ...motion('R3', { Adams: 'aye', Baker: 'nay', Cole: 'aye', Evans: 'nay' }, 'Cole', 'Adams'), outcome: 'failed' },
    ],
  });
  const m3 = await createMeeting(db, {
    title: 'M3',
    meeting_date: '2024-06-05T23:00:00.000Z',
    topics: ['police'],
    agenda_items: items('R4', 'R5', 'R6'),
    voting_records: [
      motion('R4', { Adams: 'nay', Baker: 'aye', Diaz: 'aye', Evans: 'abstain' }, 'Diaz', 'Baker'),
      motion('R5', { Adams: 'absent', Baker: 'aye', Diaz: 'nay', Evans: 'aye' }, 'Evans', 'Diaz'),
      motion('R6', { Adams: 'aye', Baker: 'aye', Diaz: 'aye', Evans: 'aye' }, 'Adams', 'Evans'),
    ],
  });
  const m4 = await createMeeting(db, {
    title: 'M4',
    meeting_date: '2024-09-04T23:00:00.000Z',
    topics: ['budget'],
    agenda_items: items('R7'),
    voting_records: [motion('R7', { Adams: 'aye', Baker: 'absent', Diaz: 'aye', Evans: 'aye' }, 'Evans', 'Adams')],
  });
  const demo = await createMeeting(db, {
    title: 'Demo',
    meeting_date: '2024-10-02T23:00:00.000Z',
    topics: ['police'],
    is_demo: true,
    agenda_items: items('X1'),
    voting_records: [
      motion('X1', { Adams: 'nay', Baker: 'aye', Diaz: 'aye', Evans: 'aye', Ghost: 'nay' }, 'Adams', 'Baker'),
    ],
  });
  return { m1, m2, m3, m4, demo };
}
