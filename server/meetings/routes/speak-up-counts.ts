/**
 * `GET /api/v1/meetings/{id}/speak-up/counts`: "N residents wrote about this item", a count only, never a name,
 * from residents who agreed to be counted (issue 32).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpCountsSchema } from '#contract/speak-up.ts';
import { notFound } from '../../lib/app-error.ts';
import { residentsWhoWrote } from '../../speak-up/receipt-store.ts';
import { getMeetingRow } from '../meeting-reads.ts';

export const speakUpCountsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/speak-up/counts',
    {
      schema: {
        tags: ['meetings'],
        summary: 'How many residents wrote about each item (those who agreed to be counted)',
        // The shared id rule: a canonical integer within the database's range (a larger one is a 400, not a 500).
        params: idParamsSchema,
        response: { 200: speakUpCountsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await getMeetingRow(app.db, request.params.id))) throw notFound('meeting');
      return { items: await residentsWhoWrote(app.db, request.params.id) };
    },
  );
};
