/** The readiness check's write, for `GET /healthz`. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Throws when the database cannot take a write: a committed one-row update, so a full disk, a read-only file or
 * a read-only PostgreSQL fails here as it would for a resident, not only an unreachable database.
 */
export async function probeDatabaseWrite(db: Kysely<Database>, now: Date): Promise<void> {
  await db.updateTable('health_probe').set({ checked_at: now.toISOString() }).where('id', '=', 1).execute();
}
