/** `GET /healthz`: 200 when the server can write to its database, 503 otherwise (for load balancers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { probeDatabaseWrite } from './database-health.ts';
import { STORAGE_FULL_RETRY_AFTER_SECONDS, storageFullRecently } from './storage-full.ts';
import { AppError } from '../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness of the server and its database',
        security: [],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async (_request, reply) => {
      // A write failed for want of space a moment ago: said at once, whatever the probe's one-row rewrite manages.
      if (storageFullRecently(app.db as never, app.clock.now())) {
        reply.header('Retry-After', String(STORAGE_FULL_RETRY_AFTER_SECONDS));
        throw new AppError(503, 'service_unavailable', { message: 'The database storage is full: writes are failing.' });
      }
      try {
        await probeDatabaseWrite(app.db, app.clock.now());
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database cannot be written');
        throw new AppError(503, 'service_unavailable');
      }
      return { status: 'ok' as const, database: app.config.DATABASE_URL ? ('postgres' as const) : ('sqlite' as const) };
    },
  );
};
