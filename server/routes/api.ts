/** Every resource of the API, mounted under /api/v1. One line per resource. */
import type { FastifyPluginAsync } from 'fastify';
import { meetingRoutes } from './meetings/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meetingRoutes, { prefix: '/meetings' });
};
