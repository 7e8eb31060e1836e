/**
 * Decision 160 (issue 47). What a structured source (Legistar) says of the council's people and bodies, and the
 * steps of a followed bill as they arrive:
 *
 * - `upstream_bodies`: the council and its committees as the source lists them (id, name, type, active).
 * - `upstream_seats`: the source's office records, one row each: who held a seat on which body, from when to when,
 *   with the person's contact fields beside it (`upstream_people`). A vote's district is read from the council
 *   seat its voter held that day.
 * - `upstream_matters.attachments`: the documents the source links a matter to (`[{ id, name, url, sort }]`).
 * - `upstream_matter_steps`: a step of a matter's history that appeared after the matter was first stored (news,
 *   not the history read the first time), once per step: what "follow this bill" tells.
 * - `matter_step_alerts`: which follower was told of which step, once (unique per subscription and step).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** A table with an integer id that counts up, on either database. */
function withId(db: Kysely<any>, name: string) {
  const table = db.schema.createTable(name);
  return dialectOf(db) === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upstream_bodies')
    .addColumn('upstream_source', 'text', (col) => col.notNull())
    .addColumn('upstream_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('type_name', 'text')
    .addColumn('active', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upstream_bodies_pk', ['upstream_source', 'upstream_id'])
    .execute();
  await db.schema
    .createTable('upstream_people')
    .addColumn('upstream_source', 'text', (col) => col.notNull())
    .addColumn('upstream_id', 'text', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('www', 'text')
    .addColumn('active', 'integer')
    .addColumn('modified_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upstream_people_pk', ['upstream_source', 'upstream_id'])
    .execute();
  await db.schema
    .createTable('upstream_seats')
    .addColumn('upstream_source', 'text', (col) => col.notNull())
    .addColumn('upstream_id', 'text', (col) => col.notNull())
    .addColumn('person_id', 'text', (col) => col.notNull())
    .addColumn('body_id', 'text', (col) => col.notNull())
    .addColumn('body_name', 'text')
    .addColumn('title', 'text')
    .addColumn('member_type', 'text')
    .addColumn('full_name', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('modified_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upstream_seats_pk', ['upstream_source', 'upstream_id'])
    .execute();
  await db.schema.createIndex('upstream_seats_person').on('upstream_seats').columns(['upstream_source', 'person_id']).execute();
  await db.schema.alterTable('upstream_matters').addColumn('attachments', 'text', (col) => col.notNull().defaultTo(sql`'[]'`)).execute();
  await withId(db, 'upstream_matter_steps')
    .addColumn('upstream_source', 'text', (col) => col.notNull())
    .addColumn('step_id', 'text', (col) => col.notNull())
    .addColumn('matter_id', 'text', (col) => col.notNull())
    .addColumn('file_number', 'text', (col) => col.notNull())
    .addColumn('action_date', 'text')
    .addColumn('action', 'text')
    .addColumn('body_name', 'text')
    .addColumn('event_id', 'text')
    .addColumn('passed', 'integer')
    .addColumn('version', 'text')
    .addColumn('seen_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('upstream_matter_steps_step', ['upstream_source', 'step_id'])
    .execute();
  await db.schema.createIndex('upstream_matter_steps_file').on('upstream_matter_steps').column('file_number').execute();
  await withId(db, 'matter_step_alerts')
    .addColumn('subscription_id', 'integer', (col) => col.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('step_row_id', 'integer', (col) => col.notNull().references('upstream_matter_steps.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('matter_step_alerts_once', ['subscription_id', 'step_row_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('matter_step_alerts').execute();
  await db.schema.dropTable('upstream_matter_steps').execute();
  await db.schema.alterTable('upstream_matters').dropColumn('attachments').execute();
  await db.schema.dropTable('upstream_seats').execute();
  await db.schema.dropTable('upstream_people').execute();
  await db.schema.dropTable('upstream_bodies').execute();
}
