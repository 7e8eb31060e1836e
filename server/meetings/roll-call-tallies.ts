/**
 * The ayes and nays stored on each `voting_records` row (migration 018), so that "split" and "against the
 * majority" are comparisons of two columns instead of counts over `councilor_votes`. Every write of a roll
 * call's votes ends with a refresh here: `saveMeeting` after it wrote (and corrected) a meeting's roll calls, a
 * corrected vote after it changed one line. The record's (it knows motions and votes): corrections and the votes
 * domain both call it (decision 155).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

const counted = (vote: 'aye' | 'nay') =>
  sql<number>`(select count(*) from councilor_votes c where c.voting_record_id = voting_records.id and c.vote = ${sql.lit(vote)})`;

/** Recounts the stored tallies of some roll calls: those of one meeting, one roll call, or all of them. */
export async function refreshRollCallTallies(
  db: Kysely<Database>,
  which: { meetingId: number } | { votingRecordId: number } | 'all',
): Promise<void> {
  let update = db.updateTable('voting_records').set({ ayes: counted('aye'), nays: counted('nay') });
  if (which !== 'all') {
    update = 'meetingId' in which ? update.where('meeting_id', '=', which.meetingId) : update.where('id', '=', which.votingRecordId);
  }
  await update.execute();
}
