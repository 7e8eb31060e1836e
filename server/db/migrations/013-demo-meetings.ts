/**
 * Marks meetings invented for a demonstration (`is_demo`), so they are labelled as such and never alerted on.
 * Databases seeded before this migration carry the seed's invented upcoming and "sample" postponed meetings
 * unmarked; they are recognised by their fixed seed titles and the absence of any source document.
 */
import type { Kysely } from 'kysely';

/** Titles the seed gave its invented meetings before they were marked (server/seed/data/meetings/upcoming-*). */
const INVENTED_SEED_TITLES = [
  'City Council Regular Meeting (upcoming)',
  'Public Works Committee (upcoming)',
  'Urban and Economic Development Committee (upcoming)',
  'City Council Committee Meeting (postponed)',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db
    .updateTable('meetings')
    .set({ is_demo: 1 })
    .where('title', 'in', INVENTED_SEED_TITLES)
    .where('source_file', 'is', null)
    .where('source_checksum', 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').dropColumn('is_demo').execute();
}
