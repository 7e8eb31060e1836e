/**
 * Indexes for the vote analytics (server/votes/): whether a roll call is split is two index seeks on
 * (voting_record_id, vote) instead of an aggregate over every councilor vote; one councilor's votes are read
 * from (councilor, district, voting_record_id, vote) without touching the table; and the meetings a figure
 * counts (not demo, in a period, of a type) are found in a covering index, since SQLite keeps a meeting's long
 * texts in its row and a scan of the table reads them all (as migration 005 found for search). Measured in
 * bench/votes.bench.ts.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('councilor_votes_record_vote').on('councilor_votes').columns(['voting_record_id', 'vote']).execute();
  await db.schema
    .createIndex('councilor_votes_councilor')
    .on('councilor_votes')
    .columns(['councilor', 'district', 'voting_record_id', 'vote'])
    .execute();
  await db.schema.createIndex('meetings_vote_scope').on('meetings').columns(['is_demo', 'meeting_date', 'meeting_type', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meetings_vote_scope').execute();
  await db.schema.dropIndex('councilor_votes_councilor').execute();
  await db.schema.dropIndex('councilor_votes_record_vote').execute();
}
