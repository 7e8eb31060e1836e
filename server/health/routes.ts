/** `GET /healthz`: 200 when the server can reach its database, 503 otherwise (for load balancers). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from './database-health.ts';
import { AppError } from '../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness of the server and its database',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'service_unavailable');
      }
      return { status: 'ok' as const, database: app.config.DATABASE_URL ? ('postgres' as const) : ('sqlite' as const) };
    },
  );
};
