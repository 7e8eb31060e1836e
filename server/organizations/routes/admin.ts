/**
 * Admin management of organizations, mounted at /api/v1/admin/organizations: list every organization (inactive
 * too), create, edit, and deactivate. Deactivating keeps the record and its connections, so old links and a
 * resident's history stay intact; it only leaves the public list.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, paginationQuerySchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  createOrganizationInputSchema,
  organizationListResponseSchema,
  organizationSchema,
  updateOrganizationInputSchema,
} from '#contract/organizations.ts';
import { fieldConflict, notFound } from '../../lib/app-error.ts';
import {
  createOrganization,
  findOrganization,
  listOrganizations,
  slugTaken,
  updateOrganization,
} from '../organization-store.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const meta = { tags: ['admin'], security: [{ bearer: [] }] };

export const adminOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {

  async function load(id: number, viewerId: number) {
    const organization = await findOrganization(app.db, { id }, viewerId);
    if (!organization) throw notFound('organization');
    return organization;
  }

  /** Runs a write, turning a slug clash (checked first, and caught for races) into a 409 on the field. */
  async function withSlugCheck<T>(slug: string | undefined, exceptId: number | undefined, write: () => Promise<T>) {
    if (slug !== undefined && (await slugTaken(app.db, slug, exceptId))) throw fieldConflict('slug', 'conflict');
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldConflict('slug', 'conflict');
      throw error;
    }
  }

  app.get(
    '/',
    {
      schema: {
        ...meta,
        summary: 'Every organization, inactive ones included',
        querystring: paginationQuerySchema,
        response: { 200: organizationListResponseSchema, ...errors },
      },
    },
    async (request) => listOrganizations(app.db, { ...request.query, active_only: false }, request.user!.id),
  );

  app.post(
    '/',
    {
      schema: {
        ...meta,
        summary: 'Create an organization',
        body: createOrganizationInputSchema,
        response: { 201: organizationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const id = await withSlugCheck(input.slug, undefined, () => createOrganization(app.db, input, app.clock.now()));
      return reply.status(201).send(await load(id, request.user!.id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...meta,
        summary: 'Edit an organization',
        params: idParamsSchema,
        body: updateOrganizationInputSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id, request.user!.id);
      await withSlugCheck(request.body.slug, id, () => updateOrganization(app.db, id, request.body, app.clock.now()));
      return load(id, request.user!.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...meta,
        summary: 'Deactivate an organization (it leaves the public list; nothing is deleted)',
        params: idParamsSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id, request.user!.id);
      await updateOrganization(app.db, id, { is_active: false }, app.clock.now());
      return load(id, request.user!.id);
    },
  );
};
