/**
 * A full disk (issue 51): a write that fails for want of space answers 503 with Retry-After, not 500, and
 * `/healthz` says so at once. The health probe's own write rewrites one existing row, which SQLite can still do
 * in space it already holds after inserts have begun to fail: so the probe alone answered 200 just after the disk
 * filled. A failure for space seen by any request now marks the store full for a minute, and health reports it.
 */
import type { Kysely } from 'kysely';

/** How long a write failure for space marks the store full (health then probes again). */
export const STORAGE_FULL_HOLD_MS = 60_000;
/** What a client is told to wait before writing again. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

// SQLite's "database or disk is full", the system's "no space left on device", PostgreSQL's disk_full (SQLSTATE
// 53100) and out_of_memory's sibling for space on PostgreSQL, insufficient_resources (53000).
const FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', '53100', '53000']);

/** True when the error, or one it was caused by, says the storage is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    e = cause;
  }
  return false;
}

// Per database handle, so every test app (and each process) keeps its own.
const fullSince = new WeakMap<Kysely<never>, number>();

/** Notes that a write to this database just failed for want of space. */
export function noteStorageFull(db: Kysely<never>, now: Date): void {
  fullSince.set(db, now.getTime());
}

/** Whether a write to this database failed for want of space in the last minute. */
export function storageFullRecently(db: Kysely<never>, now: Date): boolean {
  const at = fullSince.get(db);
  return at !== undefined && now.getTime() - at < STORAGE_FULL_HOLD_MS;
}
