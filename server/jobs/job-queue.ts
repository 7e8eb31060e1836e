/**
 * A durable job table for work that must not be lost (alert delivery, password-reset mail, ingestion).
 * Enqueueing is idempotent by key; claiming is one atomic UPDATE … RETURNING (with FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so several processes share the table); a job whose process died is reclaimed after its lease;
 * failures are retried with exponential backoff and end in the dead letter state after max_attempts.
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { JobKind } from './job-kinds.ts';

export interface EnqueueOptions<T> {
  kind: JobKind<T>;
  payload: T;
  /** A second enqueue with the same key is ignored (nothing is sent twice). */
  idempotencyKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  idempotency_key: string | null;
}

/**
 * How long a job's lease lasts without a heartbeat. Short, so a crashed process's job is picked up within half
 * a minute (it was 5 minutes); the worker renews the lease of the job it runs every JOB_HEARTBEAT_MS, and each
 * job of a claimed batch gets its own lease when it starts, so one slow job cannot expire the others'.
 */
export const JOB_LEASE_MS = 30 * 1000;
export const JOB_HEARTBEAT_MS = 10 * 1000;

/** Delay before retry n (1-based): 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

/** Adds a job; returns its id, or null when a job with the same idempotency key already exists. */
export async function enqueueJob<T>(db: Kysely<Database>, options: EnqueueOptions<T>, now: Date): Promise<number | null> {
  const iso = now.toISOString();
  const row = await db
    .insertInto('jobs')
    .values({
      kind: options.kind.name,
      payload: JSON.stringify(options.payload ?? null),
      idempotency_key: options.idempotencyKey ?? null,
      run_at: (options.runAt ?? now).toISOString(),
      max_attempts: options.maxAttempts ?? 8,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Claims up to `limit` ready jobs for `workerId`, atomically. */
export async function claimJobs(
  db: Kysely<Database>,
  workerId: string,
  now: Date,
  limit = 10,
  kinds?: string[],
): Promise<ClaimedJob[]> {
  const iso = now.toISOString();
  const staleBefore = new Date(now.getTime() - JOB_LEASE_MS).toISOString();
  const kindFilter = kinds && kinds.length > 0 ? sql`and kind in (${sql.join(kinds)})` : sql``;
  const lock = dialectOf(db) === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<{ id: number; kind: string; payload: string; attempts: number; max_attempts: number; idempotency_key: string | null; run_at: string }>`
    update jobs set status = 'running', locked_at = ${iso}, locked_by = ${workerId},
      attempts = attempts + 1, updated_at = ${iso}
    where id in (
      select id from jobs
      where ((status = 'queued' and run_at <= ${iso}) or (status = 'running' and locked_at < ${staleBefore}))
      ${kindFilter}
      order by run_at, id
      limit ${limit}
      ${lock}
    )
    returning id, kind, payload, attempts, max_attempts, idempotency_key, run_at`.execute(db);
  // UPDATE ... RETURNING gives no order (PostgreSQL returns rows as it finds them): the queue's order is restored
  // here, so jobs run in the order they were due (a confirmation email before the welcome it leads to).
  const due = [...result.rows].sort((a, b) => (a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : a.id - b.id));
  return due.map(({ run_at: _runAt, ...row }) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
}

/**
 * Starts or extends this worker's lease on a job it claimed; false when it no longer holds it (the lease ran
 * out and another worker took the job), in which case it must not run it.
 */
export async function renewLease(db: Kysely<Database>, id: number, workerId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_at: now.toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function completeJob(db: Kysely<Database>, id: number, workerId: string, now: Date): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_at: null, last_error: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Gives back jobs this worker claimed but never started (a stop arrived first): queued again at once, the
 * claim's attempt undone, so the next process runs them without waiting for a lease and nothing was sent.
 */
export async function releaseJobs(db: Kysely<Database>, ids: number[], workerId: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set((eb) => ({ status: 'queued', locked_at: null, locked_by: null, attempts: eb('attempts', '-', 1), updated_at: now.toISOString() }))
    .where('id', 'in', ids)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

/** Records a failure: back to the queue with backoff, or dead after the last attempt. */
export async function failJob(
  db: Kysely<Database>,
  job: ClaimedJob,
  workerId: string,
  error: unknown,
  now: Date,
): Promise<'retry' | 'dead'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const dead = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      status: dead ? 'dead' : 'queued',
      run_at: new Date(now.getTime() + backoffMs(job.attempts)).toISOString(),
      locked_at: null,
      locked_by: null,
      last_error: message,
      updated_at: now.toISOString(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
  return dead ? 'dead' : 'retry';
}

/** A job's state as the admin sees it, when a job of that kind has that id. */
export function findJob(db: Kysely<Database>, id: number, kind: JobKind<unknown>) {
  return db.selectFrom('jobs').select(['id', 'status', 'attempts', 'last_error']).where('id', '=', id).where('kind', '=', kind.name).executeTakeFirst();
}

/** The id of the job enqueued under an idempotency key (it exists: the key was just refused as taken). */
export async function jobIdByKey(db: Kysely<Database>, idempotencyKey: string): Promise<number> {
  const row = await db.selectFrom('jobs').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirstOrThrow();
  return row.id;
}
