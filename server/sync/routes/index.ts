/** `GET /api/v1/data-status`: how fresh the record is (each source, the last sync pass, the newest documents). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataStatusSchema } from '#contract/data-status.ts';
import { getDataStatus } from '../data-status.ts';
import { listingSources } from '../sync-pass.ts';

export const dataStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['data status'],
        operationId: 'getDataStatus',
        summary: "How fresh the record is: each of the city's sources, the last sync, the newest agenda and minutes",
        response: { 200: dataStatusSchema },
      },
    },
    async () =>
      getDataStatus(app.db, {
        sources: listingSources(app.city.config, app.config.SYNC_SOURCES, app.config.LEGISTAR_URL),
        syncEnabled: app.config.SYNC,
        intervalMinutes: app.config.SYNC_INTERVAL,
        now: app.clock.now(),
      }),
  );
};
