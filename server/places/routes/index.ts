/** Places routes, mounted at /api/v1/places: the items that name a place, for the map (issue 31). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { mapSettingsSchema, placedItemsQuerySchema, placedItemsResponseSchema } from '#contract/places.ts';
import { placedItems } from '../place-reads.ts';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items',
    {
      schema: {
        tags: ['places'],
        summary: 'Agenda items that name a place, with their places, newest meeting first',
        querystring: placedItemsQuerySchema,
        response: { 200: placedItemsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ items: await placedItems(app.db, request.query, app.city) }),
  );

  const settings = { tile_url: app.config.MAP_TILE_URL ?? null, attribution: app.config.MAP_TILE_ATTRIBUTION ?? null };
  app.get(
    '/map-settings',
    { schema: { tags: ['places'], summary: "The maps' tile source, or none", response: { 200: mapSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};
