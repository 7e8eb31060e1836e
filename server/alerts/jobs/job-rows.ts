/**
 * Many jobs at once: one multi-row INSERT per chunk, each row skipped when its idempotency key exists. A fan-out
 * to 20,000 subscribers is 40 statements, not 20,000.
 */
import type { AppDatabase } from '../../db/database.ts';
import type { JobKind } from '../../jobs/job-kinds.ts';

export interface NewJob<T> {
  kind: JobKind<T>;
  payload: T;
  idempotencyKey: string;
  runAt?: Date;
}

const CHUNK = 500;

/** Inserts the jobs whose keys are new; returns how many were added. */
export async function enqueueMany<T>(db: AppDatabase, jobs: NewJob<T>[], now: Date): Promise<number> {
  const iso = now.toISOString();
  let added = 0;
  for (let i = 0; i < jobs.length; i += CHUNK) {
    const rows = jobs.slice(i, i + CHUNK).map((job) => ({
      kind: job.kind.name,
      payload: JSON.stringify(job.payload),
      idempotency_key: job.idempotencyKey,
      run_at: (job.runAt ?? now).toISOString(),
      created_at: iso,
      updated_at: iso,
    }));
    const inserted = await db
      .insertInto('jobs')
      .values(rows)
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .execute();
    added += inserted.length;
  }
  return added;
}

/** The keys among `keys` that already have a job (to avoid burning ids on conflicts every minute). */
export async function existingKeys(db: AppDatabase, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .selectFrom('jobs')
      .select('idempotency_key')
      .where('idempotency_key', 'in', keys.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) if (row.idempotency_key) found.add(row.idempotency_key);
  }
  return found;
}
