/**
 * Per-user annotations on a meeting's minutes PDF: one row per (user, meeting) holding the pdf.js editors as
 * JSON. Deleting the account or the meeting removes them.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('meeting_annotations');
  const withId =
    dialectOf(db) === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await withId
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('editors', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('size_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('meeting_annotations_user_meeting', ['user_id', 'meeting_id'])
    .execute();
  await db.schema.createIndex('meeting_annotations_meeting').on('meeting_annotations').column('meeting_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('meeting_annotations').ifExists().execute();
}
