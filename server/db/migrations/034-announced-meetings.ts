/**
 * Meetings known only from the clerk's yearly notice of regularly scheduled meetings (issue 33): `announced` is 1
 * while the record holds no agenda and no minutes of the meeting, only the notice's date, time and place. The
 * meeting's agenda, when it is read, fills the same row (same id) and clears the mark.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').addColumn('announced', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('meetings').dropColumn('announced').execute();
}
