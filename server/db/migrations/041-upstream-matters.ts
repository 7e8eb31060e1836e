/**
 * The bills, resolutions and applications a structured source tracks across meetings (a Legistar "matter", issue
 * 47): its file number, titles, type and status, its dates (introduced, passed, enacted), its sponsors and its
 * history of actions (each naming the meeting and item it was taken at), as the source gives them, kept whole as
 * JSON beside the columns a list needs. The record of each meeting stays in `meetings` and below; this is what
 * follows one bill from introduction to enactment or veto (the bill's dossier reads it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upstream_matters')
    .addColumn('upstream_source', 'text', (col) => col.notNull())
    .addColumn('upstream_id', 'text', (col) => col.notNull())
    .addColumn('file_number', 'text')
    .addColumn('name', 'text')
    .addColumn('title', 'text')
    .addColumn('type_name', 'text')
    .addColumn('status_name', 'text')
    .addColumn('body_name', 'text')
    .addColumn('version', 'text')
    .addColumn('intro_date', 'text')
    .addColumn('passed_date', 'text')
    .addColumn('enactment_date', 'text')
    .addColumn('enactment_number', 'text')
    /** `[{ person_id, name, sequence }]`, in the source's order. */
    .addColumn('sponsors', 'text', (col) => col.notNull().defaultTo('[]'))
    /** `[{ id, date, action, body, event_id, passed, version, text }]`: `id` is the event item's id. */
    .addColumn('history', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('modified_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upstream_matters_pk', ['upstream_source', 'upstream_id'])
    .execute();
  await db.schema.createIndex('upstream_matters_file').on('upstream_matters').column('file_number').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upstream_matters').execute();
}
