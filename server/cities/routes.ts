/**
 * `GET /api/v1/cities`: every city this deployment serves (issue 46), with where its pages and API live and how
 * fresh each of its sources is (what its sync passes recorded, as its `data-status` says). Under
 * `/api/v1/cities/<id>` the front hands a served city's requests to its app (city-front.ts); what reaches these
 * routes names no served city and answers 404 with the list.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityListSchema, type ServedCity } from '#contract/cities.ts';
import { AppError } from '../lib/app-error.ts';
import { t } from '../i18n.ts';
import { getDataStatus } from '../sync/data-status.ts';
import { listingSources } from '../sync/sync-pass.ts';

async function servedCity(app: FastifyInstance): Promise<ServedCity> {
  const { config } = app.city;
  const status = await getDataStatus(app.db, {
    sources: listingSources(config, app.config.SYNC_SOURCES),
    syncEnabled: app.config.SYNC,
    intervalMinutes: app.config.SYNC_INTERVAL,
    now: app.clock.now(),
  });
  return {
    id: config.id,
    name: config.name,
    state: config.state,
    time_zone: config.timeZone,
    districts: config.districtCount,
    api_base: app.publicCity.api_base,
    web_base: app.publicCity.web_base,
    sync_enabled: status.sync_enabled,
    sources: status.sources,
  };
}

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['city'],
        operationId: 'listCities',
        summary: 'The cities this deployment serves, where each one’s pages and API live, and how fresh its sources are',
        security: [],
        response: { 200: cityListSchema },
      },
    },
    async () => ({ cities: await Promise.all(app.cityApps.map(servedCity)) }),
  );

  // What reaches here names no city this deployment serves (the front hands a served one to its app).
  const unknownCity = async (): Promise<never> => {
    const cities = app.cityApps.map((city) => ({ id: city.city.config.id, name: city.city.config.name, api_base: city.publicCity.api_base }));
    throw new AppError(404, 'not_found', { values: { resource: t('resources.city') }, details: { cities } });
  };
  const notServed = { schema: { hide: true } };
  app.all('/:id', notServed, unknownCity);
  app.all('/:id/*', notServed, unknownCity);
};
