/**
 * Runs queued jobs with the handler registered for their kind. Handlers must be idempotent: a job may run
 * again after a crash. `runOnce` drains what is ready now (tests call it instead of waiting); `start` polls.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { JobKind } from './job-kinds.ts';
import { claimJobs, completeJob, failJob, JOB_HEARTBEAT_MS, releaseJobs, renewLease } from './job-queue.ts';

/** What a handler knows of its job: a stable identity for idempotent sends. */
export interface JobInfo {
  id: number;
  /** The key it was enqueued with, else `job:<id>`: the same for every run of this job. */
  key: string;
}

export type JobHandler<T> = (payload: T, job: JobInfo) => Promise<void>;

/** A registered kind: the payload is checked with the kind's schema, then handed to the handler typed. */
type CheckedHandler = (payload: unknown, job: JobInfo) => { ok: true; run: () => Promise<void> } | { ok: false; error: Error };

export interface JobWorker {
  /** Processes every job that is ready now; returns how many ran. */
  runOnce(): Promise<{ done: number; failed: number }>;
  start(): void;
  /**
   * Stops polling and claiming; jobs already running finish (sent and marked done), claimed ones not yet started
   * go back to the queue unsent. Resolves when nothing runs any more, so the database can close after it.
   */
  stop(): Promise<void>;
  register<T>(kind: JobKind<T>, handler: JobHandler<T>): void;
}

export interface JobWorkerOptions {
  db: Kysely<Database>;
  clock: Clock;
  pollIntervalMs?: number;
  /** How often the lease of a running job is renewed (tests shorten it). */
  heartbeatMs?: number;
  /**
   * Jobs run at once. Deliveries wait mostly on the network (an SMTP exchange is 100 ms or more), so a few at a
   * time multiply throughput; 1 keeps the order of the queue (tests that read messages in order).
   */
  concurrency?: number;
  log?: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
}

export function createJobWorker({ db, clock, pollIntervalMs = 2000, heartbeatMs = JOB_HEARTBEAT_MS, concurrency = 1, log }: JobWorkerOptions): JobWorker {
  const workerId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const handlers = new Map<string, CheckedHandler>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;
  /** Set by stop(): no new claim and no new job starts (runOnce is also called directly, without start). */
  let closing = false;
  /** Every runOnce in progress, polled or called directly: stop() waits for all of them. */
  const passes = new Set<Promise<unknown>>();

  /** Runs one claimed job; true when it succeeded, false when it failed, null when another worker has it. */
  async function runJob(job: Awaited<ReturnType<typeof claimJobs>>[number]): Promise<boolean | null> {
    const info = { id: job.id, key: job.idempotency_key ?? `job:${job.id}` };
    const checked = handlers.get(job.kind)!(job.payload, info);
    // Each job's lease starts when it does; one that another worker took over meanwhile is left to it.
    if (!(await renewLease(db, job.id, workerId, clock.now()))) return null;
    if (!checked.ok) {
      // A payload its kind cannot read never will: dead at once, with the reason, rather than retried for hours.
      await failJob(db, { ...job, attempts: job.max_attempts }, workerId, checked.error, clock.now());
      log?.error({ err: checked.error, job: job.id, kind: job.kind }, 'job dead');
      return false;
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, workerId, clock.now()).catch((error: unknown) => log?.warn({ err: error, job: job.id }, 'lease renewal failed'));
    }, heartbeatMs);
    heartbeat.unref?.();
    try {
      await checked.run();
      clearInterval(heartbeat);
      await completeJob(db, job.id, workerId, clock.now());
      return true;
    } catch (error) {
      clearInterval(heartbeat);
      const outcome = await failJob(db, job, workerId, error, clock.now());
      (outcome === 'dead' ? log?.error : log?.warn)?.call(log, { err: error, job: job.id, kind: job.kind }, `job ${outcome}`);
      return false;
    }
  }

  async function drain() {
    let done = 0;
    let failed = 0;
    const lanes = Math.max(1, concurrency);
    while (!closing) {
      const jobs = await claimJobs(db, workerId, clock.now(), Math.max(10, lanes), [...handlers.keys()]);
      if (jobs.length === 0) break;
      // `lanes` jobs at a time, each lane taking the next job of the batch when its own is finished.
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(lanes, jobs.length) }, async () => {
          while (next < jobs.length && !closing) {
            const result = await runJob(jobs[next++]!);
            if (result === true) done++;
            else if (result === false) failed++;
          }
        }),
      );
      // A stop came in mid-batch: the jobs never started go back unsent (a SIGTERM'd deploy doubles nothing and
      // delays nothing: the next process takes them at once instead of after their lease).
      await releaseJobs(db, jobs.slice(next).map((job) => job.id), workerId, clock.now());
    }
    return { done, failed };
  }

  function runOnce() {
    const pass = drain();
    passes.add(pass);
    return pass.finally(() => passes.delete(pass));
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log?.error({ err: error }, 'job worker poll failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, pollIntervalMs);
    timer.unref?.();
  }

  return {
    runOnce,
    register(kind, handler) {
      handlers.set(kind.name, (payload, info) => {
        const parsed = kind.payload.safeParse(payload);
        if (!parsed.success) return { ok: false, error: new Error(`payload of ${kind.name} does not match its kind: ${parsed.error.message}`) };
        return { ok: true, run: () => handler(parsed.data, info) };
      });
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      closing = true;
      if (timer) clearTimeout(timer);
      await running;
      await Promise.allSettled([...passes]);
    },
  };
}
