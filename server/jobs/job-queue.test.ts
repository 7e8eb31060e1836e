import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { backoffMs, claimJobs, enqueueJob, JOB_LEASE_MS } from './job-queue.ts';
import { createJobWorker } from './job-worker.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const t0 = new Date('2026-11-18T20:00:00.000Z');

describe('the durable job queue', () => {
  it('ignores a second job with the same idempotency key', async () => {
    const first = await enqueueJob(database.db, { kind: 'k.idem', payload: 1, idempotencyKey: 'same' }, t0);
    const second = await enqueueJob(database.db, { kind: 'k.idem', payload: 2, idempotencyKey: 'same' }, t0);
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
  });

  it('retries a failing job with backoff, then dead-letters it', async () => {
    const clock = createManualClock(t0);
    const worker = createJobWorker({ db: database.db, clock });
    let calls = 0;
    worker.register('k.fail', async () => {
      calls++;
      throw new Error('smtp refused');
    });
    await enqueueJob(database.db, { kind: 'k.fail', payload: {}, maxAttempts: 3 }, clock.now());
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

  it('reclaims a job whose worker died after the lease', async () => {
    await enqueueJob(database.db, { kind: 'k.lease', payload: {} }, t0);
    const [claimed] = await claimJobs(database.db, 'dead-worker', t0, 10, ['k.lease']);
    expect(claimed).toBeDefined();
    expect(await claimJobs(database.db, 'other', new Date(t0.getTime() + 1000), 10, ['k.lease'])).toEqual([]);
    const later = new Date(t0.getTime() + JOB_LEASE_MS + 1000);
    const reclaimed = await claimJobs(database.db, 'other', later, 10, ['k.lease']);
    expect(reclaimed.map((j) => j.id)).toEqual([claimed!.id]);
    expect(reclaimed[0]!.attempts).toBe(2);
  });

  it('never gives one job to two workers claiming at once', async () => {
    for (let i = 0; i < 40; i++) await enqueueJob(database.db, { kind: 'k.race', payload: i }, t0);
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
