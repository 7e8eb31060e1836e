/**
 * The places each agenda item names (issue 31), read at ingestion: the kind, the clerk's words verbatim, a
 * normalised value (case number, district tag), and where we could place it, how (method) and how precisely, with
 * the council district its point falls in. An item that names no place has no rows. Rows go with their item, so
 * re-reading a meeting (which rewrites its items) replaces them.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('item_places');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('agenda_item_id', 'integer', (c) => c.notNull().references('agenda_items.id').onDelete('cascade'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('method', 'text')
    .addColumn('precision_meters', 'integer')
    .addColumn('district', 'integer')
    .execute();
  await db.schema.createIndex('item_places_item').on('item_places').columns(['agenda_item_id', 'position']).execute();
  await db.schema.createIndex('item_places_meeting').on('item_places').column('meeting_id').execute();
  await db.schema.createIndex('item_places_district').on('item_places').column('district').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_places').ifExists().execute();
}
