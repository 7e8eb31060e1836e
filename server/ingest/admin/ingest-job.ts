/**
 * The durable `ingest.run` job behind `POST /api/v1/admin/ingest`: downloads and ingests the given URLs.
 * Idempotent (ingestion skips what it already has), so a retry after a crash repeats nothing. A download
 * error is worth retrying (the job is retried with backoff); a bad PDF is not, and is only reported.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJobKind } from '../../jobs/job-kinds.ts';
import { runIngest } from '../runs/run-ingest.ts';
import { appIngestContext } from '../pipeline/app-ingest-context.ts';

/** The job kind, and its payload: the URLs to download and ingest. */
export const INGEST_JOB = defineJobKind('ingest.run', z.object({ urls: z.array(z.string()) }));

/** Registers the handler on the app's job worker. */
export function registerIngestJob(app: FastifyInstance): void {
  app.jobs.register(INGEST_JOB, async ({ urls }) => {
    const results = await runIngest(
      appIngestContext(app),
      urls.map((url) => ({ kind: 'url' as const, url, privateHosts: app.config.INGEST_PRIVATE_HOSTS })),
    );
    for (const r of results) app.log.info({ file: r.file, status: r.status, reason: r.reason }, 'ingested');
    const unreachable = results.filter((r) => r.code === 'read_error');
    if (unreachable.length > 0) {
      throw new Error(`could not download ${unreachable.length} of ${urls.length}: ${unreachable.map((r) => r.reason).join('; ')}`);
    }
  });
}
