/**
 * The ingest domain's wiring: registers the `ingest.run` job kind (queued by the admin ingest route), and at start
 * indexes the Spanish text of meetings written before it was indexed (search-spanish.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { indexMissingSpanishText } from './spanish-text-backfill.ts';
import { registerIngestJob } from './admin/ingest-job.ts';

async function ingestDomain(app: FastifyInstance): Promise<void> {
  registerIngestJob(app);
  app.addHook('onReady', async () => {
    // Search in English works without it: a failure is said, not fatal to the start.
    try {
      const indexed = await indexMissingSpanishText(app.db, app.city);
      if (indexed > 0) app.log.info({ meetings: indexed }, 'indexed the Spanish text of meetings written before it was');
    } catch (error) {
      app.log.warn({ err: error }, 'indexing the Spanish text of older meetings failed; it is tried again at the next start');
    }
  });
}

export const ingestPlugin = fp(ingestDomain, { name: 'ingest' });
