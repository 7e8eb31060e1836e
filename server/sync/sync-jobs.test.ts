/**
 * The scheduled sync as the server runs it: with SYNC on, start-up queues the pass of the current window; the
 * worker runs it against the loopback city and queues the next window's pass first. With SYNC off nothing is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type LoopbackCity, startLoopbackCity } from '../test/peers/city-sources.ts';
import { SYNC_RUN_JOB } from './sync-jobs.ts';

let city: LoopbackCity;
beforeAll(async () => {
  city = await startLoopbackCity();
});
afterAll(() => city.close());

const syncJobs = (t: TestApp) => t.db.selectFrom('jobs').select(['idempotency_key', 'status', 'run_at']).where('kind', '=', SYNC_RUN_JOB.name).orderBy('run_at').execute();

describe('the scheduled sync', () => {
  it('runs a pass at start-up and queues the next one an interval later', async () => {
    const t = await createTestApp({ SYNC: 'on', SYNC_INTERVAL: '15', SYNC_SOURCES: `granicus=${city.listingUrl}` }, { now: '2025-08-02T15:07:00.000Z' });
    try {
      expect(await syncJobs(t)).toEqual([{ idempotency_key: 'sync.run:2025-08-02T15:00:00.000Z', status: 'queued', run_at: '2025-08-02T15:07:00.000Z' }]);
      await t.app.jobs.runOnce();
      const jobs = await syncJobs(t);
      expect(jobs.map((j) => [j.idempotency_key, j.status])).toEqual([
        ['sync.run:2025-08-02T15:00:00.000Z', 'done'],
        ['sync.run:2025-08-02T15:15:00.000Z', 'queued'],
      ]);
      const pw = await t.db.selectFrom('meetings').select(['status', 'document_type']).where('meeting_type', '=', 'public_works_committee').execute();
      expect(pw).toEqual([{ status: 'scheduled', document_type: 'agenda' }]);
    } finally {
      await t.close();
    }
  });

  it('queues nothing when SYNC is off', async () => {
    const t = await createTestApp({ SYNC: 'off', SYNC_SOURCES: `granicus=${city.listingUrl}` });
    try {
      expect(await syncJobs(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
