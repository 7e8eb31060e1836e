/** Organization routes, mounted at /api/v1/organizations. Static paths (`/me/connections`, `/slug/...`) win over `/:id`. */
import type { FastifyPluginAsync } from 'fastify';
import { connectionRoutes } from './connection.ts';
import { getOrganizationRoutes } from './get-organization.ts';
import { listOrganizationsRoute } from './list-organizations.ts';

export const organizationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listOrganizationsRoute);
  await app.register(connectionRoutes);
  await app.register(getOrganizationRoutes);
};
