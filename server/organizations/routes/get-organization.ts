/** `GET /api/v1/organizations/{id}` and `/slug/{slug}`: one organization (inactive ones too, for old links). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { organizationSchema, slugParamsSchema } from '#contract/organizations.ts';
import { notFound } from '../../lib/app-error.ts';
import { findOrganization } from '../organization-store.ts';

const response = { 200: organizationSchema, 400: errorResponseSchema, 404: errorResponseSchema };

export const getOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/slug/:slug',
    { schema: { tags: ['organizations'], summary: 'One organization by its slug', params: slugParamsSchema, response } },
    async (request) => {
      const organization = await findOrganization(app.db, { slug: request.params.slug }, request.user?.id ?? null);
      if (!organization) throw notFound('organization');
      return organization;
    },
  );

  app.get(
    '/:id',
    { schema: { tags: ['organizations'], summary: 'One organization by id', params: idParamsSchema, response } },
    async (request) => {
      const organization = await findOrganization(app.db, { id: request.params.id }, request.user?.id ?? null);
      if (!organization) throw notFound('organization');
      return organization;
    },
  );
};
