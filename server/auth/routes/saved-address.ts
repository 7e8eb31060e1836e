/**
 * `GET/PUT/DELETE /auth/me/address`: the signed-in resident's street address (issue 32), placed by the district
 * finder's geocoders (online, then the city's own data) so "Speak up" writes to their councilor. A ZIP code alone
 * is refused: it crosses district lines. Only the owner reads it; `no-store` keeps it out of shared caches.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { SAVED_ADDRESS_MESSAGES, saveAddressInputSchema, savedAddressSchema } from '#contract/saved-address.ts';
import type { LookupErrorCode } from '#contract/representatives.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { savedAddressOf } from '../saved-address.ts';
import { updateUser } from '../user-store.ts';
import { clientNetwork } from '../../lib/client-network.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 503: errorResponseSchema };
const security = [{ bearer: [] }];

/** The 4xx (or 503, when no geocoder answered) for an address the finder could not place in a district. */
function notPlaced(code: LookupErrorCode | null): AppError {
  switch (code) {
    case 'outside_city':
      return fieldError('address', 'saved_address_outside_city', SAVED_ADDRESS_MESSAGES.outsideCity);
    case 'approximate_zip':
      return fieldError('address', 'saved_address_zip_only', SAVED_ADDRESS_MESSAGES.zipOnly);
    case 'geocoder_unavailable':
      return new AppError(503, 'service_unavailable', { message: SAVED_ADDRESS_MESSAGES.unavailable });
    default:
      return fieldError('address', 'saved_address_not_found', SAVED_ADDRESS_MESSAGES.notFound);
  }
}

export const savedAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/address',
    { schema: { tags: ['auth'], summary: 'Your saved address and its council district (yours only)', security, response: { 200: savedAddressSchema, ...errors } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return savedAddressOf(app.db, requireUser(request));
    },
  );

  app.put(
    '/me/address',
    {
      schema: { tags: ['auth'], summary: 'Save your street address (placed in its council district)', security, body: saveAddressInputSchema, response: { 200: savedAddressSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { district_info: info } = await app.representatives.find(request.body.address, clientNetwork(request.ip));
      if (!info.found || info.district === null) throw notPlaced(info.error);
      // The address it replaces is forgotten everywhere, the geocoders' cache included (issue 51).
      if (user.home_address && user.home_address !== request.body.address) await app.representatives.forget(user.home_address);
      const updated = await updateUser(app.db, user.id, { home_address: request.body.address, home_district: info.district, updated_at: app.clock.now().toISOString() });
      reply.header('Cache-Control', 'no-store');
      return savedAddressOf(app.db, updated);
    },
  );

  app.delete(
    '/me/address',
    { schema: { tags: ['auth'], summary: 'Forget your saved address', security, response: { 200: savedAddressSchema, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      // Forgotten everywhere: the geocoders' cache keeps no row of it either (issue 51).
      if (user.home_address) await app.representatives.forget(user.home_address);
      const updated = await updateUser(app.db, user.id, { home_address: null, home_district: null, updated_at: app.clock.now().toISOString() });
      reply.header('Cache-Control', 'no-store');
      return savedAddressOf(app.db, updated);
    },
  );
};
