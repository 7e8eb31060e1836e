/** `GET /api/v1/campaigns/`: campaigns, active first, with `is_member` for the signed-in viewer. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignListResponseSchema, listCampaignsQuerySchema } from '#contract/campaigns.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { listCampaigns } from '../campaign-store.ts';

export const listCampaignsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'List campaigns, active first, then by target date',
        security: [],
        querystring: listCampaignsQuerySchema,
        response: { 200: campaignListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => listCampaigns(app.db, request.query, request.user?.id ?? null),
  );
};
