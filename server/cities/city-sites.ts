/**
 * Where each served city lives (issue 46, decision 090): the default city (the first of CITIES) keeps every URL it
 * has, `/` for pages and `/api/v1` for the API; another is at `/<id>` and `/api/v1/cities/<id>`, and its app is
 * handed its own configuration (its database, data folder, public URL and PDF hosts) derived from the deployment's.
 */
import path from 'node:path';
import { type CityContext, cityContext } from '#city/context.ts';
import type { ServedCityLink } from '#contract/city.ts';
import type { AppConfig } from '../config.ts';

/** What an app knows of where its city lives among the served ones (embedded in its pages as `PublicCity`). */
export interface CitySite {
  web_base: string;
  api_base: string;
  served_cities: ServedCityLink[];
}

/** A city's base paths: the default city's are today's. */
export function cityBases(id: string, isDefault: boolean): { web_base: string; api_base: string } {
  return isDefault ? { web_base: '/', api_base: '/api/v1' } : { web_base: `/${id}`, api_base: `/api/v1/cities/${id}` };
}

/** The sites of the served cities, the default (first) one first. */
export function citySites(cities: readonly CityContext[]): CitySite[] {
  const served = cities.map((city, i) => ({ id: city.config.id, name: city.config.name, state: city.config.state, ...cityBases(city.config.id, i === 0) }));
  const links = served.map(({ id, name, state, web_base }) => ({ id, name, state, web_base }));
  return served.map(({ web_base, api_base }) => ({ web_base, api_base, served_cities: links }));
}

/** A Postgres schema per city beside the default one's (its own tables, the job table included). */
export function citySchemaName(id: string): string {
  return `city_${id.replace(/[^a-z0-9_]/gi, '_')}`;
}

/**
 * The configuration of a city served beside the default one: its own SQLite folder (`DATA_DIR/cities/<id>`, which
 * holds its exports and stored PDFs too) or its own PostgreSQL schema, links under its base path (`PUBLIC_URL/<id>`,
 * which the front also routes, so every absolute link the app writes reaches it), its own PDF hosts unless
 * PDF_PROXY_HOSTS names them, and its own sources (SYNC_SOURCES overrides the default city's only).
 */
export function cityAppConfig(config: AppConfig, city: CityContext): AppConfig {
  const { id } = city.config;
  return {
    ...config,
    CITY: id as AppConfig['CITY'],
    DATA_DIR: path.join(config.DATA_DIR, 'cities', id),
    PUBLIC_URL: `${config.PUBLIC_URL}/${id}`,
    PDF_PROXY_HOSTS: config.PDF_PROXY_HOSTS_SET ?? city.config.pdfHosts,
    SYNC_SOURCES: undefined,
    // Its own Legistar settings (`<ID>_LEGISTAR_URL`, `<ID>_LEGISTAR_TOKEN`), never the default city's.
    LEGISTAR_URL: config.LEGISTAR_BY_CITY[id]?.LEGISTAR_URL,
    LEGISTAR_TOKEN: config.LEGISTAR_BY_CITY[id]?.LEGISTAR_TOKEN,
  };
}

/**
 * A served city's own configuration and database place, for a command that builds no app (`npm run sync -- --city
 * nyc`): the default city's as configured, another's as the server gives it (`cityAppConfig`, its schema). A city
 * the deployment does not serve is refused with the list, so no command writes one city's record into another's.
 */
export function servedCityPlace(config: AppConfig, id: string): { config: AppConfig; pgSchema: string | undefined } {
  if (!(config.CITIES as readonly string[]).includes(id)) {
    throw new Error(`--city: ${JSON.stringify(id)} is not served by this deployment (CITIES: ${config.CITIES.join(', ')})`);
  }
  if (id === config.CITY) return { config, pgSchema: undefined };
  return { config: cityAppConfig(config, cityContext(id as AppConfig['CITY'])), pgSchema: citySchemaName(id) };
}
