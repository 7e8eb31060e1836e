/**
 * Opens the database: embedded SQLite (WAL) in DATA_DIR by default, PostgreSQL when a URL is given.
 * Both speak through the same Kysely instance, so nothing above this file knows which one it has.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// PostgreSQL's bigint (count(*), sums) arrives as a string by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** A postgres:// URL; without it SQLite is used. */
  databaseUrl?: string;
  /** Folder of the SQLite file (`civic-commons.sqlite`). */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
}

export type AppDatabase = Kysely<Database>;

export const SQLITE_FILE_NAME = 'civic-commons.sqlite';

export function createDatabase(options: DatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdentifier(options.pgSchema)}` } : {}),
      // Without a limit a request waits forever for a connection while PostgreSQL is unreachable.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection dropped by the server (restart, failover) is an 'error' event; unheard, it would
    // crash the process. The pool has already discarded that client and the next query opens a new one.
    pool.on('error', () => {});
    // A connection lost while checked out also emits 'error' on its client (its query already failed with
    // the same error and answers 503); without a listener that event too would crash the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, SQLITE_FILE_NAME));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL with NORMAL is durable against a process crash; only a power loss can drop the last transactions.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}
