/**
 * Opens the database: embedded SQLite (WAL) in DATA_DIR by default, PostgreSQL when a URL is given.
 * Both speak through the same Kysely instance, so nothing above this file knows which one it has.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';
import type { Database } from './schema.ts';

let pgLoaded: typeof pgModule | undefined;

/**
 * The PostgreSQL driver, loaded (synchronously, it is CommonJS) the first time a PostgreSQL database is opened: a
 * SQLite process, and every SQLite test file, never needs it, and importing it cost about 0.3 s of each test run.
 */
function loadPg(): typeof pgModule {
  if (pgLoaded) return pgLoaded;
  const pg = createRequire(import.meta.url)('pg') as typeof pgModule;
  // PostgreSQL's bigint (count(*), sums) arrives as a string by default; our counts fit in a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  pgLoaded = pg;
  return pg;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it SQLite is used. */
  databaseUrl?: string;
  /** Folder of the SQLite file (`civic-commons.sqlite`). */
  dataDir: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PostgreSQL statement_timeout; long maintenance (a migration on a large table) may raise it. */
  statementTimeoutMs?: number;
}

/** Time limits of every PostgreSQL connection. */
export const PG_TIMEOUTS = {
  /** A request's statements are short; one that runs longer is cancelled (SQLSTATE 57014). */
  statementMs: 15_000,
  /** A transaction left open and idle holds locks: end its session. */
  idleInTransactionMs: 30_000,
  /** The client waits this much longer than the server's own limit before giving up on the answer. */
  clientGraceMs: 5_000,
} as const;

export type AppDatabase = Kysely<Database>;

export const SQLITE_FILE_NAME = 'civic-commons.sqlite';

export function createDatabase(options: DatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    const pool = new (loadPg().Pool)({
      // A city's schema in the URL itself: node-postgres lets the URL's parameters win over the pool's own, so a
      // URL that sets a search_path (`?options=-c search_path=app`, as hosted databases are often given) put every
      // city in that one schema, each city's app reading and sending the others' records and jobs.
      connectionString: options.pgSchema ? withSearchPath(options.databaseUrl, options.pgSchema) : options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without a limit a request waits forever for a connection while PostgreSQL is unreachable.
      connectionTimeoutMillis: 5000,
      // Bounds on every wait (issue 23): the server cancels a statement that runs too long and ends a session
      // left idle inside a transaction (its locks with it); the client gives up on an answer that never comes
      // (a silently dropped network sends no error, so only a client-side limit ends the wait), and TCP
      // keep-alive notices a dead peer on idle connections.
      statement_timeout: options.statementTimeoutMs ?? PG_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
      query_timeout: (options.statementTimeoutMs ?? PG_TIMEOUTS.statementMs) + PG_TIMEOUTS.clientGraceMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection dropped by the server (restart, failover) is an 'error' event; unheard, it would
    // crash the process. The pool has already discarded that client and the next query opens a new one.
    pool.on('error', () => {});
    // A connection lost while checked out also emits 'error' on its client (its query already failed with
    // the same error and answers 503); without a listener that event too would crash the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteFile(options.dataDir) }) });
}

/** A data folder the server cannot use; its message names the folder and the fix, for the person starting it. */
export class DataDirError extends Error {}

function openSqliteFile(dataDir: string): SqliteDatabase.Database {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const sqlite = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
    // The first write: a read-only folder or file fails here, at start-up, rather than on a resident's request.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // WAL with NORMAL is durable against a process crash; only a power loss can drop the last transactions.
    sqlite.pragma('synchronous = NORMAL');
    return sqlite;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataDirError(
      `Cannot use the data folder ${path.resolve(dataDir)} (${reason}). ` +
        'Make it a folder the server\'s user can write to, or set DATA_DIR to one.',
    );
  }
}

/** `databaseUrl` with `schema` as its search_path, in place of any the URL sets; its other options are kept. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  const others = (url.searchParams.get('options') ?? '').replace(/(^|\s)(-c\s*|--)search_path=\S+/g, ' ').trim();
  url.searchParams.set('options', `${others ? `${others} ` : ''}-c search_path=${quoteIdentifier(schema)}`);
  return url.toString();
}

function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return name;
}

