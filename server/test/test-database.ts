/**
 * A fresh, migrated database for one test file: a new SQLite file in a temporary folder, or, when
 * DATABASE_URL is set, a new PostgreSQL schema that is dropped afterwards. On SQLite the file is a copy of one
 * migrated once per test process (the migrations took 100-200 ms a file; a copy takes a few).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type AppDatabase, createDatabase, SQLITE_FILE_NAME } from '../db/database.ts';
import { migrateUpTo } from '../db/migrate.ts';

export interface TestDatabase {
  db: AppDatabase;
  dataDir: string;
  databaseUrl: string | undefined;
  pgSchema: string | undefined;
  destroy(): Promise<void>;
}

let template: Promise<string> | undefined;

/** A SQLite file at the latest migration, made once per process and removed when it exits. */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const db = createDatabase({ databaseUrl: undefined, dataDir: dir, poolSize: 1 });
    await migrateUpTo(db);
    // Closing the only connection checkpoints the write-ahead log into the file, so the file alone is complete.
    await db.destroy();
    return path.join(dir, SQLITE_FILE_NAME);
  })();
  return template;
}

/**
 * `upTo` stops the migrations after the one of that name, to stage data a later migration must fix. `pgSchema`
 * names the PostgreSQL schema (a benchmark's own, so runs beside each other never share one; an earlier run's
 * schema of that name is dropped first); by default a random one.
 */
export async function createTestDatabase(options: { upTo?: string; pgSchema?: string | undefined } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  let pgSchema: string | undefined;
  if (databaseUrl) {
    pgSchema = options.pgSchema ?? `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = createDatabase({ databaseUrl, dataDir, poolSize: 1, statementTimeoutMs: 300_000 });
    if (options.pgSchema) await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(admin);
    await sql`create schema ${sql.id(pgSchema)}`.execute(admin);
    await admin.destroy();
  }
  const fromTemplate = !databaseUrl && options.upTo === undefined;
  if (fromTemplate) fs.copyFileSync(await migratedTemplate(), path.join(dataDir, SQLITE_FILE_NAME));
  const db = createDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 4 });
  if (!fromTemplate) await migrateUpTo(db, options.upTo);
  return {
    db,
    dataDir,
    databaseUrl,
    pgSchema,
    async destroy() {
      await db.destroy();
      if (databaseUrl && pgSchema) {
        // A request's statement timeout is too short to drop a benchmark's schema of 5,000 meetings and more.
        const admin = createDatabase({ databaseUrl, dataDir, poolSize: 1, statementTimeoutMs: 300_000 });
        await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(admin);
        await admin.destroy();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
