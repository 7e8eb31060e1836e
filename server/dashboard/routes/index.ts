/** Dashboard routes, mounted at /api/v1/dashboard. */
import type { FastifyPluginAsync } from 'fastify';
import { dashboardSummaryRoute } from './dashboard-summary.ts';

export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  await app.register(dashboardSummaryRoute);
};
