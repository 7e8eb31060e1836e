/** `GET /api/v1/campaigns/{id}`: one campaign, whatever its status (deep links outlive campaigns). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignSchema } from '#contract/campaigns.ts';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCampaign } from '../campaign-store.ts';

export const getCampaignRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One campaign',
        security: [],
        params: idParamsSchema,
        response: { 200: campaignSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const campaign = await findCampaign(app.db, request.params.id, request.user?.id ?? null);
      if (!campaign) throw notFound('campaign');
      return campaign;
    },
  );
};
