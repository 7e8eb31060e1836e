/** Migration 018: the roll calls already stored get their ayes and nays, counted from `councilor_votes`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { migrateToLatest } from '../migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ upTo: '015-vote-analytics' });
});
afterAll(() => database.destroy());

describe('018-roll-call-tallies', () => {
  it('counts each stored roll call', async () => {
    const { db } = database;
    await db
      .insertInto('meetings')
      .values({
        id: 1,
        title: 'Regular Meeting',
        meeting_date: '2024-06-05T23:00:00.000Z',
        meeting_type: 'regular_council',
        status: 'completed',
        document_type: 'minutes',
        created_at: '2024-06-06T00:00:00.000Z',
        updated_at: '2024-06-06T00:00:00.000Z',
      })
      .execute();
    const record = (id: number) => ({ id, meeting_id: 1, position: id, motion: `Motion ${id}`, outcome: 'passed' });
    await db.insertInto('voting_records').values([record(1), record(2), record(3)]).execute();
    const vote = (voting_record_id: number, councilor: string, vote: string) => ({ voting_record_id, councilor, district: 1, vote });
    await db
      .insertInto('councilor_votes')
      .values([
        vote(1, 'Adams', 'aye'),
        vote(1, 'Baker', 'nay'),
        vote(1, 'Cole', 'aye'),
        vote(1, 'Evans', 'abstain'),
        vote(2, 'Adams', 'aye'),
        vote(2, 'Baker', 'absent'),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db.selectFrom('voting_records').select(['id', 'ayes', 'nays']).orderBy('id').execute();
    // Record 3 has no roll call (a voice vote): nothing on either side.
    expect(rows).toEqual([
      { id: 1, ayes: 2, nays: 1 },
      { id: 2, ayes: 1, nays: 0 },
      { id: 3, ayes: 0, nays: 0 },
    ]);
  });
});
