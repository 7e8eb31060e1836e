/**
 * The signed-in user's connections (the earlier app kept them only in the browser): `PUT` and `DELETE
 * /organizations/{id}/connection` and `GET /organizations/me/connections`. The user always comes from the
 * session, never from the request, so nobody can connect someone else.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { connectionStateSchema, myConnectionsResponseSchema } from '#contract/organizations.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import {
  connectOrganization,
  disconnectOrganization,
  findOrganization,
  listConnections,
} from '../organization-store.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/connections',
    {
      schema: {
        tags: ['organizations'],
        summary: "The signed-in user's connections, newest first",
        security: [{ bearer: [] }],
        response: { 200: myConnectionsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => listConnections(app.db, requireUser(request).id),
  );

  app.put(
    '/:id/connection',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Connect the signed-in user to an active organization (idempotent)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: connectionStateSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const organization = await findOrganization(app.db, { id: request.params.id }, user.id);
      if (!organization) throw notFound('organization');
      if (!organization.is_active && !organization.is_connected) {
        throw new AppError(409, 'conflict', { message: 'This organization is no longer active.' });
      }
      await connectOrganization(app.db, user.id, organization.id, app.clock.now());
      return { organization_id: organization.id, is_connected: true };
    },
  );

  app.delete(
    '/:id/connection',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Disconnect the signed-in user from an organization (idempotent)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: connectionStateSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const organization = await findOrganization(app.db, { id: request.params.id }, user.id);
      if (!organization) throw notFound('organization');
      await disconnectOrganization(app.db, user.id, organization.id);
      return { organization_id: organization.id, is_connected: false };
    },
  );
};
