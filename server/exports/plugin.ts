/** The exports domain: registers the data-export job kind and, with EXPORTS on, its nightly chain. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerExportJobs } from './export-jobs.ts';

async function exportsDomain(app: FastifyInstance): Promise<void> {
  registerExportJobs(app);
}

export const exportsPlugin = fp(exportsDomain, { name: 'exports' });
