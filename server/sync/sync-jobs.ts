/**
 * The scheduled sync as a durable job. Each pass is the job `sync.run` keyed by its interval window, so however
 * many processes run the worker, one pass is queued per window; the pass queues the next window's first, so a
 * failing pass never breaks the chain, and a pass killed midway is retried (ingestion is idempotent). The lease
 * in `sync_lease` keeps two passes from overlapping when one runs longer than the interval.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/database.ts';
import { scanAgendaAlerts } from '../alerts/agenda-alerts/agenda-scan.ts';
import { z } from 'zod';
import { enqueueMany } from '../alerts/jobs/job-rows.ts';
import { defineJobKind } from '../jobs/job-kinds.ts';
import { listingSources, runSyncPass } from './sync-pass.ts';
import { appIngestContext } from '../ingest/pipeline/app-ingest-context.ts';

/** A sync pass carries nothing: it reads the sources from configuration when it runs. */
export const SYNC_RUN_JOB = defineJobKind('sync.run', z.null());

const windowStart = (time: number, intervalMs: number) => new Date(Math.floor(time / intervalMs) * intervalMs);
const syncKey = (at: Date) => `${SYNC_RUN_JOB.name}:${at.toISOString()}`;

/** Queues the pass of the window `now` falls in (start-up); a no-op when it is queued already. */
export async function ensureSyncScheduled(db: AppDatabase, now: Date, intervalMs: number): Promise<void> {
  await enqueueMany(db, [{ kind: SYNC_RUN_JOB, payload: null, idempotencyKey: syncKey(windowStart(now.getTime(), intervalMs)), runAt: now }], now);
}

async function scheduleNextSync(db: AppDatabase, now: Date, intervalMs: number): Promise<void> {
  const next = windowStart(now.getTime() + intervalMs, intervalMs);
  await enqueueMany(db, [{ kind: SYNC_RUN_JOB, payload: null, idempotencyKey: syncKey(next), runAt: next }], now);
}

/** Registers the sync job, and starts the chain at start-up when `SYNC` is on. */
export function registerSyncJobs(app: FastifyInstance): void {
  const intervalMs = app.config.SYNC_INTERVAL * 60 * 1000;
  app.jobs.register(SYNC_RUN_JOB, async () => {
    const now = app.clock.now();
    if (app.config.SYNC) await scheduleNextSync(app.db, now, intervalMs);
    const report = await runSyncPass(
      appIngestContext(app),
      { sources: listingSources(app.city.config, app.config.SYNC_SOURCES, app.config.LEGISTAR_URL), legistarToken: app.config.LEGISTAR_TOKEN },
    );
    // Agendas just taken in are matched now rather than at the next minute's scan.
    await scanAgendaAlerts(app.db, app.clock.now(), app.city.config.timeZone);
    app.log.info({ sources: report.sources, created: report.meetingsCreated, documents: report.documents.length, skipped: report.skipped }, 'sync pass');
  });
  app.addHook('onReady', async () => {
    if (app.config.SYNC) await ensureSyncScheduled(app.db, app.clock.now(), intervalMs);
  });
}
