/** `GET /api/v1/organizations/`: the filtered, paged organization list, with `is_connected` for the viewer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { listOrganizationsQuerySchema, organizationListResponseSchema } from '#contract/organizations.ts';
import { listOrganizations } from '../organization-store.ts';

export const listOrganizationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['organizations'],
        summary: 'List organizations, verified first, then by name',
        querystring: listOrganizationsQuerySchema,
        response: { 200: organizationListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listOrganizations(app.db, request.query, request.user?.id ?? null),
  );
};
