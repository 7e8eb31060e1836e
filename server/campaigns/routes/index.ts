/** Campaign routes, mounted at /api/v1/campaigns. The static `/me/subscriptions` wins over `/:id`. */
import type { FastifyPluginAsync } from 'fastify';
import { campaignSubscriptionsRoute } from './campaign-subscriptions.ts';
import { getCampaignRoute } from './get-campaign.ts';
import { listCampaignsRoute } from './list-campaigns.ts';
import { membershipRoutes } from './membership.ts';

export const campaignRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listCampaignsRoute);
  await app.register(campaignSubscriptionsRoute);
  await app.register(getCampaignRoute);
  await app.register(membershipRoutes);
};
