/**
 * One row that `GET /healthz` rewrites on each check, so health reports whether the database can be written
 * (a full disk or a read-only database answered reads and 200 while every write failed; issue 35).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
  await db.insertInto('health_probe').values({ id: 1, checked_at: '' }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_probe').execute();
}
