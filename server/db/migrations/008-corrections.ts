/**
 * Corrections with a human in the loop: readers' error reports on a meeting (or its summary, an agenda item, a
 * vote) wait in `error_reports` for an admin; an accepted report becomes a `record_corrections` row, an override
 * keyed by the meeting's stable identity (its minutes file, or date and type) so that re-ingesting the same
 * minutes re-applies it (docs/decisions/007-corrections-as-overrides.md).
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const reports = db.schema.createTable('error_reports');
  await (postgres
    ? reports.addColumn('id', 'serial', (c) => c.primaryKey())
    : reports.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('item_number', 'text')
    .addColumn('vote_position', 'integer')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('error_reports_status').on('error_reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('error_reports_meeting').on('error_reports').column('meeting_id').execute();

  const corrections = db.schema.createTable('record_corrections');
  await (postgres
    ? corrections.addColumn('id', 'serial', (c) => c.primaryKey())
    : corrections.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('meeting_key', 'text', (c) => c.notNull())
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('item_number', 'text')
    .addColumn('vote_position', 'integer')
    .addColumn('councilor', 'text')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resolved_position', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('report_id', 'integer', (c) => c.references('error_reports.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('record_corrections_key').on('record_corrections').column('meeting_key').execute();
  await db.schema.createIndex('record_corrections_meeting').on('record_corrections').column('meeting_id').execute();
  await db.schema.createIndex('record_corrections_log').on('record_corrections').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_corrections').ifExists().execute();
  await db.schema.dropTable('error_reports').ifExists().execute();
}
