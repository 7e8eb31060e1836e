/**
 * "My block" (issue 31): `PUT /subscriptions/{id}/nearby` saves a place and a radius (agenda items within it
 * alert before the vote), `DELETE /subscriptions/{id}/nearby` forgets it, `DELETE .../nearby/address` forgets
 * only the typed text. Owner or manage link, like the other preferences. The address is placed by the district
 * finder's geocoders (online, then the city's own data) and only a point rounded to about 50 m is kept.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  manageTokenQuerySchema,
  NEARBY_MESSAGES,
  NEARBY_RADII,
  saveNearbyInputSchema,
  subscriptionSchema,
} from '#contract/subscriptions.ts';
import { fieldError } from '../../lib/app-error.ts';
import { findSubscription, presentSubscription } from '../subscriptions/subscription-store.ts';
import { endedSubscription, managedSubscription } from './subscription-access.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** 0.0005 degrees: about 55 m north-south and 45 m east-west here, far inside the smallest radius's slack. */
const ROUNDING = 0.0005;
export const roundForPrivacy = (value: number) => Number((Math.round(value / ROUNDING) * ROUNDING).toFixed(4));

export const nearbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id/nearby',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Watch agenda items near an address (owner or manage link)',
        security: [{ bearer: [] }, { manageLink: [] }],
        params: idParamsSchema,
        querystring: manageTokenQuerySchema,
        body: saveNearbyInputSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await managedSubscription(app, request, request.params.id, request.query.token);
      if (row.unsubscribed_at !== null) throw endedSubscription();
      const { district_info: info } = await app.representatives.find(request.body.address);
      if (!info.found || !info.coordinates) {
        if (info.error === 'outside_city') throw fieldError('address', 'nearby_outside_city', NEARBY_MESSAGES.outsideCity);
        if (info.error === 'geocoder_unavailable') throw fieldError('address', 'nearby_unavailable', NEARBY_MESSAGES.unavailable);
        throw fieldError('address', 'nearby_not_found', NEARBY_MESSAGES.notFound);
      }
      await app.db
        .updateTable('subscriptions')
        .set({
          nearby_lat: roundForPrivacy(info.coordinates.lat),
          nearby_lng: roundForPrivacy(info.coordinates.lng),
          nearby_radius_m: NEARBY_RADII[request.body.radius],
          nearby_address: request.body.remember_address ? request.body.address : null,
          updated_at: app.clock.now().toISOString(),
        })
        .where('id', '=', row.id)
        .execute();
      reply.header('Cache-Control', 'no-store');
      return presentSubscription(app.db, (await findSubscription(app.db, row.id))!);
    },
  );

  for (const [path, summary, cleared] of [
    ['/:id/nearby', 'Stop watching items near an address (owner or manage link)', { nearby_lat: null, nearby_lng: null, nearby_radius_m: null, nearby_address: null }],
    ['/:id/nearby/address', 'Forget the typed address, keep watching its rounded point (owner or manage link)', { nearby_address: null }],
  ] as const) {
    app.delete(
      path,
      { schema: { tags: ['subscriptions'], summary, security: [{ bearer: [] }, { manageLink: [] }], params: idParamsSchema, querystring: manageTokenQuerySchema, response: { 200: subscriptionSchema, ...errors } } },
      async (request, reply) => {
        const row = await managedSubscription(app, request, request.params.id, request.query.token);
        await app.db.updateTable('subscriptions').set({ ...cleared, updated_at: app.clock.now().toISOString() }).where('id', '=', row.id).execute();
        reply.header('Cache-Control', 'no-store');
        return presentSubscription(app.db, (await findSubscription(app.db, row.id))!);
      },
    );
  }
};
