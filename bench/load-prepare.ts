/**
 * Data for the load bench: the seeded deployment (JSON meetings, no PDF ingestion, to start fast) plus
 * residents created straight in the database (registering is rate-limited per IP) with live sessions.
 */
import { hashPassword } from '../server/auth/passwords.ts';
import { createSession } from '../server/auth/sessions.ts';
import type { AppDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedAll } from '../server/seed/seed.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';

export const BENCH_PASSWORD = 'Greenwood-Rising-1921';

export interface LoadData {
  meetingIds: number[];
  campaignIds: number[];
  users: { email: string; token: string }[];
}

/** Migrates and seeds `db`, then adds `userCount` residents sharing one password hash (hashing is slow). */
export async function prepareLoadData(db: AppDatabase, dataDir: string, userCount: number): Promise<LoadData> {
  await migrateToLatest(db);
  const now = new Date();
  await seedAll(db, { city: cityContext(DEFAULT_CITY_ID), now, dataDir, ingestMinutes: false });
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users: LoadData['users'] = [];
  // Unique per run: rate-limit counters in Redis outlive the database of a previous run.
  const run = Date.now().toString(36);
  for (let n = 0; n < userCount; n++) {
    const email = `load${n}-${run}@example.org`;
    const row = await db
      .insertInto('users')
      .values({
        email,
        username: `load_${n}_${run}`,
        full_name: `Load Resident ${n}`,
        password_hash: passwordHash,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = await createSession(db, row.id, { now, rememberMe: true });
    users.push({ email, token: session.token });
  }
  const meetingIds = (await db.selectFrom('meetings').select('id').execute()).map((r) => r.id);
  const campaignIds = (await db.selectFrom('campaigns').select('id').where('status', '=', 'active').execute()).map((r) => r.id);
  return { meetingIds, campaignIds, users };
}
