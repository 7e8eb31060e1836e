/**
 * The export build as a durable job, `exports.build`. The nightly build is keyed by its city date, so however
 * many processes start, one build is queued per night; each nightly build queues the next night's first (as the
 * sync does), so a failing build never breaks the chain. An admin's request is a job of its own key. Building
 * twice is harmless: each build publishes a whole new export. With EXPORTS on, a change to the record also queues
 * a build, debounced (export-rebuild.ts).
 */
import type { FastifyInstance } from 'fastify';
import { zonedDate, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { onRecordChange } from '../meetings/record-changes.ts';
import { buildExports, readManifest } from './build-exports.ts';
import { EXPORT_BUILD_JOB, scheduleExportRebuild } from './export-rebuild.ts';


const pad = (n: number) => String(n).padStart(2, '0');

/** The first EXPORT_HOUR:00 on the city's wall clock strictly after `now`. */
export function nextNightlyRun(now: Date, hour: number, timeZone: string): Date {
  const today = zonedDate(now, timeZone);
  const atToday = zonedTimeToUtc(today, `${pad(hour)}:00`, timeZone);
  if (atToday > now) return atToday;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedTimeToUtc(tomorrow, `${pad(hour)}:00`, timeZone);
}

async function scheduleNightly(db: AppDatabase, now: Date, hour: number, timeZone: string): Promise<void> {
  const runAt = nextNightlyRun(now, hour, timeZone);
  await enqueueJob(db, { kind: EXPORT_BUILD_JOB, payload: { nightly: true }, idempotencyKey: `${EXPORT_BUILD_JOB.name}:${zonedDate(runAt, timeZone)}`, runAt }, now);
}

/** Queues a build now (the admin's button); returns the job id. */
export async function requestExport(db: AppDatabase, now: Date): Promise<number | null> {
  return enqueueJob(db, { kind: EXPORT_BUILD_JOB, payload: { nightly: false }, idempotencyKey: `${EXPORT_BUILD_JOB.name}:request:${now.toISOString()}` }, now);
}

/**
 * Registers the job; with EXPORTS on, starts the nightly chain, builds a first export if there is none and
 * rebuilds after each burst of changes to the record.
 */
export function registerExportJobs(app: FastifyInstance): void {
  if (app.config.EXPORTS) {
    const stop = onRecordChange(app.db, scheduleExportRebuild);
    app.addHook('onClose', async () => stop());
  }
  app.jobs.register(EXPORT_BUILD_JOB, async (payload) => {
    const now = app.clock.now();
    if (app.config.EXPORTS && payload.nightly) await scheduleNightly(app.db, now, app.config.EXPORT_HOUR, app.city.config.timeZone);
    const manifest = await buildExports(app.db, { city: app.city.config, dataDir: app.config.DATA_DIR, publicUrl: app.config.PUBLIC_URL }, now);
    app.log.info({ exported_at: manifest.exported_at, files: manifest.files.length }, 'data export built');
  });
  app.addHook('onReady', async () => {
    if (!app.config.EXPORTS) return;
    const now = app.clock.now();
    await scheduleNightly(app.db, now, app.config.EXPORT_HOUR, app.city.config.timeZone);
    // A new site has nothing to download until the first night: one build at start-up, at most one a day.
    if (!readManifest(app.config.DATA_DIR)) {
      await enqueueJob(app.db, { kind: EXPORT_BUILD_JOB, payload: { nightly: false }, idempotencyKey: `${EXPORT_BUILD_JOB.name}:first:${zonedDate(now, app.city.config.timeZone)}` }, now);
    }
  });
}
