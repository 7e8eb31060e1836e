/**
 * `GET /api/v1/districts.geojson` and `GET /api/v1/places.geojson`: the city's open GeoJSON (RFC 7946,
 * `application/geo+json`) for GIS tools (issue 50). The districts are read once per app (they change with a new
 * seed, which restarts it); the places follow the record and take the map's filters.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { geoJsonFeatureCollectionSchema, type GeoJsonFeatureCollection } from '#contract/geojson.ts';
import { placedItemsQuerySchema } from '#contract/places.ts';
import { loadDistricts } from '../../representatives/districts.ts';
import { districtsFeatureCollection, placesFeatureCollection } from '../geojson-features.ts';
import { placedItems } from '../place-reads.ts';

const GEO_JSON = 'application/geo+json; charset=utf-8';
/** Every placed item, unless a filter or a smaller limit is asked for. */
const ALL_PLACES = 100_000;

export const geoJsonRoutes: FastifyPluginAsyncZod = async (app) => {
  let districts: Promise<GeoJsonFeatureCollection> | null = null;
  app.get(
    '/districts.geojson',
    {
      schema: {
        tags: ['places'],
        operationId: 'getDistrictsGeoJson',
        summary: "The city's council districts as GeoJSON (RFC 7946: outer rings counter-clockwise, holes clockwise)",
        response: { 200: geoJsonFeatureCollectionSchema },
      },
    },
    async (_request, reply) => {
      districts ??= loadDistricts(app.db).then(districtsFeatureCollection);
      reply.type(GEO_JSON).header('cache-control', 'public, max-age=3600');
      return districts;
    },
  );
  app.get(
    '/places.geojson',
    {
      schema: {
        tags: ['places'],
        operationId: 'getPlacesGeoJson',
        summary: 'The places agenda items name, one point each, as GeoJSON; the same filters as /places/items',
        querystring: placedItemsQuerySchema,
        response: { 200: geoJsonFeatureCollectionSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const items = await placedItems(app.db, { ...request.query, limit: request.query.limit ?? ALL_PLACES }, app.city);
      reply.type(GEO_JSON).header('cache-control', 'public, max-age=300');
      return placesFeatureCollection(items, app.config.PUBLIC_URL);
    },
  );
};
