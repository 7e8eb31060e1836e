/**
 * Builds one app per city CITIES names (issue 46, decision 090), each on its own database, with the default
 * city's app in front: it listens, and its server hands each request to its city's app (city-front.ts). With one
 * city this is the single-city server (the default city's app on DATA_DIR/DATABASE_URL) with its pages under
 * `/<id>` and `/` going straight to them (decision 145).
 */
import type { FastifyInstance } from 'fastify';
import { type CityContext, cityContext } from '#city/context.ts';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { cityAppConfig, citySchemaName, citySites } from './city-sites.ts';

export interface ServedCityApp {
  app: FastifyInstance;
  db: AppDatabase;
  city: CityContext;
  config: AppConfig;
}

export interface ServeCitiesOptions {
  /** Opens and migrates a city's database (process-start.ts `openMigratedDatabase`; tests hand their own). */
  openDatabase(config: AppConfig, pgSchema?: string): Promise<AppDatabase>;
  runJobs?: boolean;
  logger?: boolean;
  clock?: Clock;
}

/** Every served city's app, the default (listening) one first; `readyCityApps` before the front listens. */
export async function buildCityApps(config: AppConfig, options: ServeCitiesOptions): Promise<ServedCityApp[]> {
  const cities = config.CITIES.map((id) => cityContext(id));
  const sites = citySites(cities);
  const frontCities = sites[0]!.served_cities.map((link, i) => ({ ...link, api_base: sites[i]!.api_base }));
  const otherCities = new Map<string, FastifyInstance>();
  const cityApps: FastifyInstance[] = [];
  const served: ServedCityApp[] = [];
  for (const [i, city] of cities.entries()) {
    const isDefault = i === 0;
    const cityConfig = cityAppConfig(config, city, isDefault);
    const db = await options.openDatabase(cityConfig, isDefault ? undefined : citySchemaName(city.config.id));
    const app = await buildApp({
      config: cityConfig,
      db,
      city,
      site: sites[i],
      cityApps,
      ...(isDefault ? { front: { apps: otherCities, defaultId: city.config.id, cities: frontCities, publicUrl: config.PUBLIC_URL } } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
      runJobs: options.runJobs ?? false,
    });
    cityApps.push(app);
    if (!isDefault) otherCities.set(city.config.id, app);
    served.push({ app, db, city, config: cityConfig });
  }
  return served;
}

/**
 * Runs every app's start-up (its jobs too, when asked): the others never listen, so their `ready` comes before the
 * front hands them a request. The server seeds first, so no job runs on a database being seeded.
 */
export async function readyCityApps(served: readonly ServedCityApp[]): Promise<void> {
  for (const { app } of served) await app.ready();
}
