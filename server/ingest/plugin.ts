/** The ingest domain's wiring: registers the `ingest.run` job kind (queued by the admin ingest route). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerIngestJob } from './admin/ingest-job.ts';

async function ingestDomain(app: FastifyInstance): Promise<void> {
  registerIngestJob(app);
}

export const ingestPlugin = fp(ingestDomain, { name: 'ingest' });
