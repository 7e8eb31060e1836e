/**
 * A subscriber's own subscriptions: `GET /subscriptions/` (signed in), and `GET`/`PUT`/`DELETE
 * /subscriptions/{id}` for the owner or the holder of a manage link (`?token=`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  manageTokenQuerySchema,
  subscriptionSchema,
  updateSubscriptionInputSchema,
} from '#contract/subscriptions.ts';
import { catchUpSubscription } from '../meeting-alerts/alert-fanout.ts';
import { catchUpAgendas } from '../agenda-alerts/agenda-catch-up.ts';
import {
  findSubscription,
  presentSubscription,
  presentSubscriptions,
  subscriptionsOfUser,
  unsubscribe,
  updateSubscription,
} from '../subscriptions/subscription-store.ts';
import { requireUser } from '../../lib/require-user.ts';
import { toSubscriptionValues } from '../subscriptions/subscription-preferences.ts';
import { endedSubscription, managedSubscription } from './subscription-access.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;

  app.get(
    '/',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The signed-in user's live subscriptions",
        security: [{ bearer: [] }],
        response: { 200: z.object({ items: z.array(subscriptionSchema) }), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { items: await presentSubscriptions(app.db, await subscriptionsOfUser(app.db, user)) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'One subscription (owner or manage link)',
        security: [{ bearer: [] }, { manageLink: [] }],
        params: idParamsSchema,
        querystring: manageTokenQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await managedSubscription(app, request, request.params.id, request.query.token);
      reply.header('Cache-Control', 'no-store');
      return presentSubscription(app.db, row);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Replace the preferences (owner or manage link)',
        security: [{ bearer: [] }, { manageLink: [] }],
        params: idParamsSchema,
        querystring: manageTokenQuerySchema,
        body: updateSubscriptionInputSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => {
      const row = await managedSubscription(app, request, request.params.id, request.query.token);
      if (row.unsubscribed_at !== null) throw endedSubscription();
      const values = await toSubscriptionValues(app.db, request.body);
      const now = app.clock.now();
      const updated = await updateSubscription(app.db, app.city.config, row.id, values, now);
      // A shorter notice may open a window that is already past for the scan: queue it now.
      await catchUpSubscription(ctx, row.id);
      // A topic, keyword or district added after an agenda was posted: its new items, once (what was told stays told).
      await catchUpAgendas(app.db, app.city, row.id, `preferences:${now.getTime()}`, now);
      return presentSubscription(app.db, updated);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Unsubscribe (owner or manage link)',
        security: [{ bearer: [] }, { manageLink: [] }],
        params: idParamsSchema,
        querystring: manageTokenQuerySchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => {
      const row = await managedSubscription(app, request, request.params.id, request.query.token);
      await unsubscribe(app.db, row.id, app.clock.now());
      return presentSubscription(app.db, (await findSubscription(app.db, row.id))!);
    },
  );
};
