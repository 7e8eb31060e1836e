/**
 * Where each served city lives (issue 46, decisions 090 and 145): every city's pages are at `/<id>`, the default
 * city's (the first of CITIES) too; the default city's API stays at `/api/v1` (clients, feeds and calendar
 * subscriptions never break), another's is at `/api/v1/cities/<id>`. Each app is handed its own configuration
 * derived from the deployment's: its public URL (`PUBLIC_URL/<id>`, where its pages are), and for a city beside
 * the default one its database, data folder and PDF hosts.
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

/** A city's base paths: its pages under its id; the default city's API where it always was. */
export function cityBases(id: string, isDefault: boolean): { web_base: string; api_base: string } {
  return { web_base: `/${id}`, api_base: isDefault ? '/api/v1' : `/api/v1/cities/${id}` };
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
 * The configuration of a served city's app. The default city's is the deployment's with its links under its base
 * path (`PUBLIC_URL/<id>`: canonical links, the sitemap, page links in feeds and emails), its database and data as
 * configured. A city served beside it has its own SQLite folder (`DATA_DIR/cities/<id>`, which
 * holds its exports and stored PDFs too) or its own PostgreSQL schema, links under its base path (`PUBLIC_URL/<id>`,
 * which the front also routes, so every absolute link the app writes reaches it), its own PDF hosts unless
 * PDF_PROXY_HOSTS names them, and its own sources (SYNC_SOURCES overrides the default city's only).
 */
export function cityAppConfig(config: AppConfig, city: CityContext, isDefault = false): AppConfig {
  const { id } = city.config;
  if (isDefault) return { ...config, PUBLIC_URL: `${config.PUBLIC_URL}/${id}` };
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
 * <id>`): the default city's as configured, another's as the server gives it (`cityAppConfig`, its schema). A city
 * the deployment does not serve is refused with the list, so no command writes one city's record into another's.
 */
export function servedCityPlace(config: AppConfig, id: string): { config: AppConfig; pgSchema: string | undefined } {
  if (!(config.CITIES as readonly string[]).includes(id)) {
    throw new Error(`--city: ${JSON.stringify(id)} is not served by this deployment (CITIES: ${config.CITIES.join(', ')})`);
  }
  if (id === config.CITY) return { config: cityAppConfig(config, cityContext(id), true), pgSchema: undefined };
  return { config: cityAppConfig(config, cityContext(id as AppConfig['CITY'])), pgSchema: citySchemaName(id) };
}
