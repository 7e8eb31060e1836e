/** `GET /api/v1/corrections`: the public log of corrections made to the record, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { correctionsLogQuerySchema, correctionsLogResponseSchema } from '#contract/corrections.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { listCorrectionsLog } from '../correction-reads.ts';

export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['corrections'],
        summary: 'The public corrections log, newest first',
        querystring: correctionsLogQuerySchema,
        response: { 200: correctionsLogResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listCorrectionsLog(app.db, request.query),
  );
};
