/** `GET /api/v1/meetings/`: the filtered, searchable, paged meetings list. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { listMeetingsQuerySchema, meetingListResponseSchema } from '../../../contract/meetings.ts';
import { city } from '../../../city/tulsa.ts';
import { listMeetings } from '../../repositories/meetings.ts';

export const listMeetingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['meetings'],
        summary: 'List meetings, newest first, or ranked by relevance when searching',
        querystring: listMeetingsQuerySchema,
        response: { 200: meetingListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listMeetings(app.db, request.query, { timeZone: city.timeZone }),
  );
};
