/**
 * Documents held back instead of replacing the record (issue 50): an agenda or minutes that reads as nothing, or
 * as far fewer items than the meeting holds, is kept here with the reason, for the clerk; the meeting keeps what it
 * had and no resident is told of a change the document did not make. A held checksum is not read again.
 *
 * And `agenda_alert_items.removed_at`: when a revised agenda no longer listed an item residents were told of, so
 * that what became of it is told as removed from the agenda, not as "no result recorded".
 *
 * And `document_validators`: the `ETag` / `Last-Modified` the city sent with each document the sync read, sent back
 * on the next pass (a conditional GET), so that an agenda that has not changed is not downloaded again.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('held_documents')
    .addColumn('checksum', 'text', (col) => col.primaryKey())
    .addColumn('meeting_id', 'integer', (col) => col.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('city_url', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('held_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('held_documents_meeting').on('held_documents').column('meeting_id').execute();
  await db.schema.alterTable('agenda_alert_items').addColumn('removed_at', 'text').execute();
  await db.schema
    .createTable('document_validators')
    .addColumn('url', 'text', (col) => col.primaryKey())
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_validators').execute();
  await db.schema.alterTable('agenda_alert_items').dropColumn('removed_at').execute();
  await db.schema.dropTable('held_documents').execute();
}
