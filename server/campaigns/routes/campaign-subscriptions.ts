/** `GET /api/v1/campaigns/me/subscriptions`: the signed-in user's active campaigns (the dashboard card). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignSubscriptionsSchema } from '#contract/campaigns.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { requireUser } from '../../lib/require-user.ts';
import { campaignSubscriptions } from '../campaign-store.ts';

export const campaignSubscriptionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/subscriptions',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The signed-in user's active campaigns, most recently joined first",
        security: [{ bearer: [] }],
        response: { 200: campaignSubscriptionsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => campaignSubscriptions(app.db, requireUser(request).id),
  );
};
