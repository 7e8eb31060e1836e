/**
 * Admin management of campaigns, mounted at /api/v1/admin/campaigns: list every campaign, create, edit, and
 * deactivate (status `closed`: no new members; current members and their history stay).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminListCampaignsQuerySchema,
  campaignListResponseSchema,
  campaignSchema,
  createCampaignInputSchema,
  updateCampaignInputSchema,
} from '#contract/campaigns.ts';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import {
  createCampaign,
  findCampaign,
  listCampaigns,
  organizationExists,
  updateCampaign,
} from '../campaign-store.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const meta = { tags: ['admin'], security: [{ bearer: [] }] };

export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {

  async function load(id: number, viewerId: number) {
    const campaign = await findCampaign(app.db, id, viewerId);
    if (!campaign) throw notFound('campaign');
    return campaign;
  }

  async function checkOrganization(id: number | null | undefined) {
    if (id != null && !(await organizationExists(app.db, id))) {
      throw fieldError('organization_id', 'not_found', 'There is no organization with this id.');
    }
  }

  app.get(
    '/',
    {
      schema: {
        ...meta,
        summary: 'Every campaign, whatever its status',
        querystring: adminListCampaignsQuerySchema,
        response: { 200: campaignListResponseSchema, ...errors },
      },
    },
    async (request) => listCampaigns(app.db, request.query, request.user!.id),
  );

  app.post(
    '/',
    {
      schema: {
        ...meta,
        summary: 'Create a campaign',
        body: createCampaignInputSchema,
        response: { 201: campaignSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkOrganization(request.body.organization_id);
      const id = await createCampaign(app.db, request.body, app.clock.now());
      return reply.status(201).send(await load(id, request.user!.id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...meta,
        summary: 'Edit a campaign',
        params: idParamsSchema,
        body: updateCampaignInputSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id, request.user!.id);
      await checkOrganization(request.body.organization_id);
      await updateCampaign(app.db, id, request.body, app.clock.now());
      return load(id, request.user!.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...meta,
        summary: 'Deactivate a campaign (status closed: no new members; nothing is deleted)',
        params: idParamsSchema,
        response: { 200: campaignSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await load(id, request.user!.id);
      await updateCampaign(app.db, id, { status: 'closed' }, app.clock.now());
      return load(id, request.user!.id);
    },
  );
};
