/**
 * The scheduled sync of the city's sources: one row per pass (what each source answered, what changed), and a
 * single-row lease so that only one process syncs at a time however many run the job worker.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('sync_runs');
  const withId =
    dialectOf(db) === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await withId
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('report', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('sync_runs_started').on('sync_runs').column('started_at').execute();
  await db.schema
    .createTable('sync_lease')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('lease_until', 'text')
    .execute();
  await db.insertInto('sync_lease').values({ id: 1, holder: null, lease_until: null }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sync_lease').ifExists().execute();
  await db.schema.dropTable('sync_runs').ifExists().execute();
}
