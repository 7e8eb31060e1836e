/**
 * Seeds the city's deployment (city/<id>/data) into an empty database: districts and officials, the topic catalogue,
 * organizations, campaigns and meetings. Runs once, on the first start with an empty database; afterwards
 * start-up only migrates. Each part is a module of its own in this folder.
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { seedBundledMinutes } from '../ingest/runs/seed-minutes.ts';
import { seedCivicData } from './seed-civic.ts';
import { seedMeetings } from './seed-meetings.ts';
import { registerStandardRecordSteps } from '../record-steps-standard.ts';
import { seedLegistarSnapshot } from './seed-legistar.ts';

import type { SeedOptions } from './seed-options.ts';

export type { SeedOptions };

/** Whether the database holds no deployment yet (no districts seeded). */
export async function isEmpty(db: AppDatabase): Promise<boolean> {
  const row = await db.selectFrom('districts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds when empty; returns whether it did. Server processes started together on one empty PostgreSQL database
 * (systemd units enabled at once, docs/DEPLOY.md) take turns under an advisory lock, so exactly one seeds and the
 * others find the deployment there. SQLite serves one machine, where start:cluster starts the first worker alone.
 */
export async function seedIfEmpty(db: AppDatabase, options: SeedOptions): Promise<boolean> {
  return withSeedLock(db, async () => {
    if (!(await isEmpty(db))) return false;
    await seedAll(db, { ingestMinutes: true, ...options });
    return true;
  });
}

async function withSeedLock<T>(db: AppDatabase, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work();
  // One lock per schema: parallel test files (a schema each) do not wait for one another.
  const key = sql`hashtext(current_schema() || ':civic-seed')`;
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

export async function seedAll(db: AppDatabase, options: SeedOptions): Promise<void> {
  // The seed saves meetings, often in a process that builds no app (db:reset, the evals, the benches).
  registerStandardRecordSteps();
  await seedCivicData(db, options);
  await seedMeetings(db, options);
  if (options.ingestMinutes) {
    // A city read from Legistar bundles a few days of its record instead of minutes PDFs.
    await seedLegistarSnapshot(db, options);
    // Past meetings come from real minutes through the ingestion pipeline; a JSON seed for the same file is
    // replaced in place, demo meetings (when seeded) stay.
    await seedBundledMinutes(db, { ...options, dataDir: options.dataDir ?? path.resolve(process.env.DATA_DIR || './data') });
  }
}
