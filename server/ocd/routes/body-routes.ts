/**
 * `/api/v1/ocd/organizations` and `/api/v1/ocd/posts` (issue 34): the bodies and seats every OCD reference names,
 * so each `organization_id` and `post_id` resolves.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { ocdOrganizationListSchema, ocdOrganizationSchema, ocdPostListSchema, ocdPostSchema, ocdUuidParamsSchema } from '#contract/ocd.ts';
import { AppError } from '../../lib/app-error.ts';
import { organizations, posts } from '../ocd-organizations.ts';

const TAGS = ['open civic data'];
const notFound = (resource: string) => new AppError(404, 'not_found', { values: { resource } });
/** The UUID part of an `ocd-<kind>/<uuid>` id. */
const uuidOf = (id: string) => id.slice(id.indexOf('/') + 1);

export const ocdBodyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    { schema: { tags: TAGS, operationId: 'listOcdOrganizations', summary: 'The council, the mayor’s office and the committees and boards that meet, as OCD organizations', response: { 200: ocdOrganizationListSchema } } },
    () => ({ items: organizations(app.city.config) }),
  );

  app.get(
    '/organizations/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdOrganization',
        summary: 'One organization by the UUID of its OCD id',
        params: ocdUuidParamsSchema,
        response: { 200: ocdOrganizationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => {
      const found = organizations(app.city.config).find((o) => uuidOf(o.id) === request.params.id);
      if (!found) throw notFound('Organization');
      return found;
    },
  );

  app.get(
    '/posts',
    { schema: { tags: TAGS, operationId: 'listOcdPosts', summary: 'The mayor’s post and each council district’s seat, as OCD posts', response: { 200: ocdPostListSchema } } },
    async () => ({ items: await posts(app.db, app.city.config) }),
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdPost',
        summary: 'One post by the UUID of its OCD id',
        params: ocdUuidParamsSchema,
        response: { 200: ocdPostSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const found = (await posts(app.db, app.city.config)).find((p) => uuidOf(p.id) === request.params.id);
      if (!found) throw notFound('Post');
      return found;
    },
  );
};
