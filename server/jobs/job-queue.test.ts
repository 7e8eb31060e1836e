import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { defineJobKind } from './job-kinds.ts';
import { backoffMs, claimJobs, enqueueJob, JOB_LEASE_MS } from './job-queue.ts';
import { createJobWorker } from './job-worker.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const t0 = new Date('2026-11-18T20:00:00.000Z');
const IDEM = defineJobKind('k.idem', z.number());
const FAIL = defineJobKind('k.fail', z.object({}));
const LEASE = defineJobKind('k.lease', z.object({}));
const RACE = defineJobKind('k.race', z.number());
const TYPED = defineJobKind('k.typed', z.object({ to: z.string() }));

describe('the durable job queue', () => {
  it('ignores a second job with the same idempotency key', async () => {
    const first = await enqueueJob(database.db, { kind: IDEM, payload: 1, idempotencyKey: 'same' }, t0);
    const second = await enqueueJob(database.db, { kind: IDEM, payload: 2, idempotencyKey: 'same' }, t0);
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('retries a failing job with backoff, then dead-letters it', async () => {
    const clock = createManualClock(t0);
    const worker = createJobWorker({ db: database.db, clock });
    let calls = 0;
    worker.register(FAIL, async () => {
      calls++;
      throw new Error('smtp refused');
    });
    await enqueueJob(database.db, { kind: FAIL, payload: {}, maxAttempts: 3 }, clock.now());
    expect(await worker.runOnce()).toEqual({ done: 0, failed: 1 });
    // Not ready again until its backoff has passed.
    expect(await worker.runOnce()).toEqual({ done: 0, failed: 0 });
    clock.advance(backoffMs(1));
    expect((await worker.runOnce()).failed).toBe(1);
    clock.advance(backoffMs(2));
    expect((await worker.runOnce()).failed).toBe(1);
    clock.advance(backoffMs(3));
    expect(await worker.runOnce()).toEqual({ done: 0, failed: 0 });
    expect(calls).toBe(3);
    const job = await database.db.selectFrom('jobs').selectAll().where('kind', '=', 'k.fail').executeTakeFirstOrThrow();
    expect(job.status).toBe('dead');
    expect(job.last_error).toBe('smtp refused');
  });

  it('hands a handler its payload as its kind reads it, and dead-letters at once a payload its kind cannot read', async () => {
    const clock = createManualClock(t0);
    const worker = createJobWorker({ db: database.db, clock });
    const seen: string[] = [];
    worker.register(TYPED, async (payload) => {
      seen.push(payload.to);
    });
    await enqueueJob(database.db, { kind: TYPED, payload: { to: 'a@example.org' } }, clock.now());
    // As a job written by other code (an older release) would be: the shape its kind has no more.
    await database.db
      .insertInto('jobs')
      .values({ kind: TYPED.name, payload: JSON.stringify({ recipient: 'b@example.org' }), run_at: t0.toISOString(), max_attempts: 8, created_at: t0.toISOString(), updated_at: t0.toISOString() })
      .execute();
    expect(await worker.runOnce()).toEqual({ done: 1, failed: 1 });
    expect(seen).toEqual(['a@example.org']);
    const bad = await database.db.selectFrom('jobs').selectAll().where('kind', '=', TYPED.name).where('status', '!=', 'done').executeTakeFirstOrThrow();
    expect(bad.status).toBe('dead');
    expect(bad.attempts).toBe(1);
    expect(bad.last_error).toContain('payload of k.typed does not match its kind');
  });

  it('reclaims a job whose worker died after the lease', async () => {
    await enqueueJob(database.db, { kind: LEASE, payload: {} }, t0);
    const [claimed] = await claimJobs(database.db, 'dead-worker', t0, 10, ['k.lease']);
    expect(claimed).toBeDefined();
    expect(await claimJobs(database.db, 'other', new Date(t0.getTime() + 1000), 10, ['k.lease'])).toEqual([]);
    const later = new Date(t0.getTime() + JOB_LEASE_MS + 1000);
    const reclaimed = await claimJobs(database.db, 'other', later, 10, ['k.lease']);
    expect(reclaimed.map((j) => j.id)).toEqual([claimed!.id]);
    expect(reclaimed[0]!.attempts).toBe(2);
  });

  it('never gives one job to two workers claiming at once', async () => {
    for (let i = 0; i < 40; i++) await enqueueJob(database.db, { kind: RACE, payload: i }, t0);
    // Separate connections, as separate processes would have.
    const other = createDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      pgSchema: database.pgSchema,
      poolSize: 2,
    });
    try {
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => claimJobs(i % 2 ? other : database.db, `w${i}`, t0, 7, ['k.race'])),
      );
      const ids = claims.flat().map((j) => j.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(40);
    } finally {
      await other.destroy();
    }
  });
});
