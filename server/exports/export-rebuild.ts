/**
 * The export rebuilt after a change to the record (issue 33: /data offered 16 meetings while the site listed
 * 194, the export having been built at start-up before an ingest). Each change pushes back one queued build, so
 * a burst (an ingest of 190 minutes, a clerk's run of corrections) is one build, made once the burst is over.
 * The job is written in the change's own transaction: a change that commits always has its build queued, even
 * if the process dies the next moment.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { defineJobKind } from '../jobs/job-kinds.ts';
import { enqueueJob } from '../jobs/job-queue.ts';

/** A nightly build queues the next night's; `reason` says why an unscheduled one was queued (logs, tests). */
export const EXPORT_BUILD_JOB = defineJobKind('exports.build', z.object({ nightly: z.boolean(), reason: z.literal('record_changed').optional() }));

/**
 * How long after the last change the build waits: 2 minutes. Longer than the pause between two files of an
 * ingest or two saves of an admin (seconds), short enough that /data is current a few minutes after a sync.
 */
export const EXPORT_REBUILD_DEBOUNCE_MS = 2 * 60 * 1000;

/**
 * The longest a change waits for its build while changes keep coming (a sync trickling files in for an hour):
 * 15 minutes after the first change of the burst, the build runs anyway, and later changes queue the next one.
 */
export const EXPORT_REBUILD_MAX_WAIT_MS = 15 * 60 * 1000;

const REBUILD_KEY = `${EXPORT_BUILD_JOB.name}:changed:`;

/** Queues the rebuild for a change at `now`, or pushes the queued one back; inside the change's transaction. */
export async function scheduleExportRebuild(trx: Kysely<Database>, now: Date): Promise<void> {
  const pending = await trx
    .selectFrom('jobs')
    .select(['id', 'created_at'])
    .where('kind', '=', EXPORT_BUILD_JOB.name)
    .where('status', '=', 'queued')
    .where('idempotency_key', 'like', `${REBUILD_KEY}%`)
    .orderBy('id')
    .executeTakeFirst();
  const afterQuiet = now.getTime() + EXPORT_REBUILD_DEBOUNCE_MS;
  if (pending) {
    const runAt = new Date(Math.min(afterQuiet, Date.parse(pending.created_at) + EXPORT_REBUILD_MAX_WAIT_MS)).toISOString();
    // Only while still queued: a build a worker has claimed may have read the record before this change, so a
    // change that finds it gone queues a build of its own below.
    const moved = await trx.updateTable('jobs').set({ run_at: runAt, updated_at: now.toISOString() }).where('id', '=', pending.id).where('status', '=', 'queued').executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) return;
  }
  await enqueueJob(trx, { kind: EXPORT_BUILD_JOB, payload: { nightly: false, reason: 'record_changed' }, idempotencyKey: `${REBUILD_KEY}${now.toISOString()}`, runAt: new Date(afterQuiet) }, now);
}

/** A nightly build's key ends with its city date (export-jobs.ts); every other build was asked for. */
const NIGHTLY_KEY = /^exports\.build:\d{4}-\d{2}-\d{2}$/;

/**
 * Whether an export newer than the published one is on its way: a build running now, or one queued that is not
 * a future night's (a rebuild after a change, an admin's request, the first build).
 */
export async function exportRebuildPending(db: Kysely<Database>): Promise<boolean> {
  const jobs = await db.selectFrom('jobs').select(['status', 'idempotency_key']).where('kind', '=', EXPORT_BUILD_JOB.name).where('status', 'in', ['queued', 'running']).execute();
  return jobs.some((job) => job.status === 'running' || !NIGHTLY_KEY.test(job.idempotency_key ?? ''));
}
