/** `GET /api/v1/meetings/{id}` and `/{id}/agenda-items`: one meeting with its agenda and votes, or its agenda. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { agendaItemsResponseSchema, meetingDetailSchema } from '#contract/meetings.ts';
import { meetingDetailQuerySchema } from '#contract/meeting-list-query.ts';
import { notFound } from '../../lib/app-error.ts';
import { getAgendaItems, getMeetingDetail } from '../meeting-reads.ts';

export const getMeetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A meeting with its ordered agenda items and voting records',
        params: idParamsSchema,
        querystring: meetingDetailQuerySchema,
        response: { 200: meetingDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const meeting = await getMeetingDetail(app.db, request.params.id, app.clock.now(), app.city);
      if (!meeting) throw notFound('meeting');
      // The Spanish detailed summary only for a Spanish page: an English page does not carry it (its weight budget).
      if (request.query.lang !== 'es') delete meeting.detailed_summary_es;
      return meeting;
    },
  );

  app.get(
    '/:id/agenda-items',
    {
      schema: {
        tags: ['meetings'],
        summary: "A meeting's agenda items in order",
        params: idParamsSchema,
        response: { 200: agendaItemsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const items = await getAgendaItems(app.db, request.params.id, app.city);
      if (!items) throw notFound('meeting');
      return items;
    },
  );
};
