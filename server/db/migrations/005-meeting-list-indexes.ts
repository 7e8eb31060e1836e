/**
 * A covering index for joining search matches to meetings. SQLite stores a meeting's long text (summaries,
 * minutes) in the row, so checking `is_listed` or `status` of a few thousand search matches through the table
 * walks overflow pages; the same columns read from this index cost a fraction of that (search over 5,000
 * meetings went from ~45 ms to a few ms in bench/meetings.bench.ts). Harmless on PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('meetings_listing_lookup')
    .on('meetings')
    .columns(['id', 'is_listed', 'status', 'meeting_type', 'meeting_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('meetings_listing_lookup').execute();
}
