/** Every resource of the API, mounted under /api/v1. One line per resource. */
import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/index.ts';
import { councilorRoutes } from './councilors/index.ts';
import { meetingRoutes } from './meetings/index.ts';
import { representativeRoutes } from './representatives/index.ts';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(meetingRoutes, { prefix: '/meetings' });
  await app.register(councilorRoutes, { prefix: '/councilors' });
  await app.register(representativeRoutes, { prefix: '/representatives' });
};
