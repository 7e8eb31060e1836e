/**
 * `GET /api/v1/meetings/committees`: the committees whose meetings the list can be filtered by (`?committee=`),
 * for the meetings page's filter and a meeting's link to its committee's other meetings.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committeeListSchema } from '#contract/meetings.ts';
import { listCommittees } from '../committees.ts';

export const listCommitteesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/committees',
    {
      schema: {
        tags: ['meetings'],
        operationId: 'listCommittees',
        summary: "The council's committees, as its source lists them, with the meetings each held",
        response: { 200: committeeListSchema },
      },
    },
    () => listCommittees(app.db, app.city.config.legistar?.councilBodyIds ?? []),
  );
};
