/**
 * Each roll call's ayes and nays stored on its `voting_records` row, and an index of the split ones (issue 19).
 *
 * The split-vote list counted its matches by probing `councilor_votes` twice per roll call (is there an aye? a
 * nay?) and, against the majority, four counts more: on PostgreSQL with the bench data the list of one
 * councilor's split votes took about 125 ms at p95, the count alone 35-55 ms of it (EXPLAIN ANALYZE: 3,771
 * index probes, each a heap fetch until VACUUM marks the pages all-visible). With the tally on the row, "split"
 * and "against the majority" are comparisons of two columns, and the partial index holds only the split roll
 * calls (about one in seven). `saveMeeting` and a corrected vote keep the columns in step
 * (server/votes/roll-call-tallies.ts); this migration fills them for the roll calls already stored.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('voting_records').addColumn('ayes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('voting_records').addColumn('nays', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update voting_records set
    ayes = (select count(*) from councilor_votes c where c.voting_record_id = voting_records.id and c.vote = 'aye'),
    nays = (select count(*) from councilor_votes c where c.voting_record_id = voting_records.id and c.vote = 'nay')`.execute(db);
  await db.schema
    .createIndex('voting_records_split')
    .on('voting_records')
    .columns(['meeting_id', 'id'])
    .where(sql<boolean>`ayes > 0 and nays > 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('voting_records_split').execute();
  await db.schema.alterTable('voting_records').dropColumn('nays').execute();
  await db.schema.alterTable('voting_records').dropColumn('ayes').execute();
}
