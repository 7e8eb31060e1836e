/** The sync domain: registers the scheduled sync of the city's sources and, with SYNC on, its chain. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerSyncJobs } from './sync-jobs.ts';

async function syncDomain(app: FastifyInstance): Promise<void> {
  registerSyncJobs(app);
}

export const syncPlugin = fp(syncDomain, { name: 'sync' });
