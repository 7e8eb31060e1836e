/**
 * Doubled and late alerts (issue 23): a job's lease is short and renewed by a heartbeat while it runs, each job
 * of a claimed batch gets its own lease when it starts (a slow one cannot expire the others' and get them run
 * twice), and a repeated send is the same message (one outbox row; one Message-ID over SMTP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSmtpMailer, createOutboxMailer } from '../delivery/mailer.ts';
import { createManualClock } from '../lib/clock.ts';
import { startSmtpSink } from '../test/peers/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { defineJobKind } from './job-kinds.ts';
import { claimJobs, enqueueJob, JOB_LEASE_MS } from './job-queue.ts';
import { createJobWorker } from './job-worker.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const LONG = defineJobKind('k.long', z.object({}));
const BATCH = defineJobKind('k.batch', z.object({ name: z.string() }));
const STOP = defineJobKind('k.stop', z.object({ n: z.number() }));

const realDelay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases', () => {
  it('are picked up within half a minute of a crash, not five', () => {
    expect(JOB_LEASE_MS).toBeLessThanOrEqual(30_000);
  });

  it('are kept alive by a heartbeat while a long job runs, so no other worker takes it', async () => {
    const clock = createManualClock('2026-11-18T20:00:00.000Z');
    const worker = createJobWorker({ db: database.db, clock, heartbeatMs: 20 });
    let stolen: unknown[] = [];
    worker.register(LONG, async () => {
      clock.advance(3 * JOB_LEASE_MS);
      await realDelay(100); // a few heartbeats
      stolen = await claimJobs(database.db, 'other-worker', clock.now(), 10, ['k.long']);
    });
    await enqueueJob(database.db, { kind: LONG, payload: {} }, clock.now());
    expect(await worker.runOnce()).toEqual({ done: 1, failed: 0 });
    expect(stolen).toEqual([]);
  });

  it('start per job: a batch-mate whose lease ran out while waiting is run by one worker only', async () => {
    const clock = createManualClock('2026-11-18T21:00:00.000Z');
    const runs = new Map<string, number>();
    const count = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1);
    const a = createJobWorker({ db: database.db, clock, heartbeatMs: 20 });
    const b = createJobWorker({ db: database.db, clock, heartbeatMs: 20 });
    for (const worker of [a, b]) {
      worker.register(BATCH, async ({ name }) => {
        count(name);
        if (name === 'slow' && worker === a) {
          // While A is busy with the slow job, the rest of A's batch waits past its lease and B takes it.
          clock.advance(JOB_LEASE_MS + 1000);
          await realDelay(60);
          await b.runOnce();
        }
      });
    }
    await enqueueJob(database.db, { kind: BATCH, payload: { name: 'slow' } }, clock.now());
    await enqueueJob(database.db, { kind: BATCH, payload: { name: 'waiting' } }, clock.now());
    await a.runOnce();
    expect(Object.fromEntries(runs)).toEqual({ slow: 1, waiting: 1 });
  });
});

describe('idempotent sends', () => {
  it('writes a repeated send to the outbox once', async () => {
    const clock = createManualClock('2026-11-18T22:00:00.000Z');
    const mailer = createOutboxMailer(database.db, clock);
    const message = { to: 'twice@example.org', subject: 'Reminder', text: 'Hello', dedupeKey: 'alert:reminder:1:2:email' };
    await mailer.send(message);
    await mailer.send(message);
    const rows = await database.db.selectFrom('outbox').select('message_id').where('recipient', '=', 'twice@example.org').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message_id).toMatch(/^[0-9a-f]{40}$/);
  });

  it('gives a repeated SMTP send the same Message-ID, and different sends different ones', async () => {
    const sink = await startSmtpSink();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${sink.port}/`, 'Civic Commons <alerts@civic.example>');
    try {
      const message = { to: 'a@example.org', subject: 'Reminder', text: 'Hello' };
      await mailer.send({ ...message, dedupeKey: 'job:1' });
      await mailer.send({ ...message, dedupeKey: 'job:1' });
      await mailer.send({ ...message, dedupeKey: 'job:2' });
      const ids = sink.received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
      expect(ids[0]).toMatch(/^<[0-9a-f]{40}@civic\.example>$/);
      expect(ids[1]).toBe(ids[0]);
      expect(ids[2]).not.toBe(ids[0]);
    } finally {
      mailer.close?.();
      await sink.close();
    }
  });
});

describe('a stop in the middle of a batch (issue 35)', () => {
  it('lets the running job finish and gives the unstarted ones back to the queue unsent, at once', async () => {
    const clock = createManualClock('2026-11-18T23:00:00.000Z');
    const worker = createJobWorker({ db: database.db, clock });
    const ran: (number | 'stopped')[] = [];
    let stopping: Promise<void> | undefined;
    worker.register(STOP, async ({ n }) => {
      if (n === 2) {
        stopping = worker.stop().then(() => void ran.push('stopped'));
        // Real I/O while the stop is pending: a stop that did not wait for this job would resolve here.
        await database.db.selectFrom('jobs').select('id').execute();
      }
      ran.push(n);
    });
    for (let n = 1; n <= 5; n++) await enqueueJob(database.db, { kind: STOP, payload: { n } }, clock.now());
    expect(await worker.runOnce()).toEqual({ done: 2, failed: 0 });
    await stopping;
    expect(ran).toEqual([1, 2, 'stopped']);
    const rows = await database.db.selectFrom('jobs').select(['status', 'attempts', 'locked_by']).where('kind', '=', 'k.stop').orderBy('id').execute();
    expect(rows.map((r) => r.status)).toEqual(['done', 'done', 'queued', 'queued', 'queued']);
    // Never started: no attempt spent, no lease to wait out; another worker claims them right away.
    expect(rows.slice(2)).toEqual([0, 0, 0].map(() => ({ status: 'queued', attempts: 0, locked_by: null })));
    expect(await claimJobs(database.db, 'next-process', clock.now(), 10, ['k.stop'])).toHaveLength(3);
  });
});
