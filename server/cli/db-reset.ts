/**
 * `npm run db:reset`: deletes the embedded database (or drops every table on PostgreSQL), migrates and seeds.
 * Asks for no confirmation: it is a development command.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { cityContext } from '#city/context.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, SQLITE_FILE_NAME } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedAll } from '../seed/seed.ts';

const config = loadConfig();
// This command builds no app: it takes the city CITY names itself (decision 020).
const city = cityContext(config.CITY);
if (config.DATABASE_URL) {
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
  await db.destroy();
} else {
  for (const suffix of ['', '-wal', '-shm']) {
    fs.rmSync(path.join(config.DATA_DIR, SQLITE_FILE_NAME + suffix), { force: true });
  }
}
const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
await seedAll(db, { city, now: new Date(), dataDir: config.DATA_DIR, ingestMinutes: true, demoMeetings: config.DEMO_MEETINGS, log: console.log });
await db.destroy();
console.log('Database reset and seeded.');
