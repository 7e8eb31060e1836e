/**
 * Backups of the one database, whichever engine holds it. SQLite goes through SQLite's online backup API (a
 * consistent copy page by page while the server keeps writing); PostgreSQL through pg_dump and pg_restore in
 * their custom format, which restores in one transaction.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { SQLITE_FILE_NAME } from './database.ts';

const run = promisify(execFile);

/** Where the database lives: the same options the app opens it with. */
export interface BackupTarget {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** One PostgreSQL schema only (tests); the whole database when absent. */
  pgSchema?: string | undefined;
}

/** A PostgreSQL client program: PG_BIN_DIR, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN_DIR) return path.join(process.env.PG_BIN_DIR, name);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', name)).find((file) => fs.existsSync(file));
  return found ?? name;
}

function checkSqliteFile(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} failed SQLite's integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Writes a consistent copy of the database to `file` (replacing it). Safe while the server runs. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    const schema = target.pgSchema ? [`--schema=${target.pgSchema}`] : [];
    await run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', ...schema, `--file=${file}`, `--dbname=${target.databaseUrl}`]);
    return;
  }
  const live = new SqliteDatabase(path.join(target.dataDir, SQLITE_FILE_NAME), { fileMustExist: true });
  // Copy to a temporary name first, so a failed run never leaves a half-written backup under the real name.
  const partial = `${file}.partial`;
  try {
    await live.backup(partial);
  } finally {
    live.close();
  }
  checkSqliteFile(partial);
  fs.renameSync(partial, file);
}

/**
 * Replaces the database's contents with the backup in `file`. Stop the servers first: requests during a
 * restore would see tables come and go. The backup is checked before anything is touched.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  if (target.databaseUrl) {
    await run(postgresTool('pg_restore'), ['--list', file]);
    const schema = target.pgSchema ? [`--schema=${target.pgSchema}`] : [];
    await run(postgresTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...schema, `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  checkSqliteFile(file);
  fs.mkdirSync(target.dataDir, { recursive: true });
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    // The backup API writes through SQLite into the live file, so its WAL and any open connection stay coherent.
    await backup.backup(path.join(target.dataDir, SQLITE_FILE_NAME));
  } finally {
    backup.close();
  }
}
