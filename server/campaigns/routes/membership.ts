/**
 * `POST /api/v1/campaigns/{id}/join` (idempotent; 409 when the campaign is not active) and `DELETE
 * /campaigns/{id}/join` to leave (ours: the earlier app had no way out). The member is always the session's
 * user; any body is ignored, so nobody can join or remove someone else.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignSchema } from '#contract/campaigns.ts';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { findCampaign, joinCampaign, leaveCampaign } from '../campaign-store.ts';

const response = {
  200: campaignSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/join',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Join an active campaign as the signed-in user (joining twice is not an error)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const campaign = await findCampaign(app.db, request.params.id, user.id);
      if (!campaign) throw notFound('campaign');
      if (campaign.is_member) return campaign;
      if (campaign.status !== 'active') throw new AppError(409, 'campaign_closed');
      await joinCampaign(app.db, user.id, campaign.id, app.clock.now());
      return (await findCampaign(app.db, campaign.id, user.id))!;
    },
  );

  app.delete(
    '/:id/join',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Leave a campaign as the signed-in user (leaving twice is not an error)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const campaign = await findCampaign(app.db, request.params.id, user.id);
      if (!campaign) throw notFound('campaign');
      if (campaign.is_member) await leaveCampaign(app.db, user.id, campaign.id);
      return (await findCampaign(app.db, campaign.id, user.id))!;
    },
  );
};
