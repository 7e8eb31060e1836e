/** Meeting routes, mounted at /api/v1/meetings. */
import type { FastifyPluginAsync } from 'fastify';
import { listMeetingsRoute } from './list-meetings.ts';

export const meetingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listMeetingsRoute);
};
