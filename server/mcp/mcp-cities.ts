/**
 * The cities one MCP endpoint answers for (issue 46, decision 150): every city the deployment serves, each with its
 * own record (its database, public URL, data folder and clock); the endpoint's own city is the default. A `city`
 * argument is looked up in a Map, so a prototype word (`__proto__`, `constructor`) is just an unknown city.
 */
import type { FastifyInstance } from 'fastify';
import type { RecordContext } from './mcp-records.ts';

export interface McpCities {
  /** The id of the city whose endpoint was called: the answer when a tool is given no `city`. */
  home: string;
  /** Every served city's record, the deployment's default city first. */
  records: ReadonlyMap<string, RecordContext>;
}

/** A served city's app as the tools read it: its database, city, public URL, data folder and clock. */
function recordOf(app: FastifyInstance): RecordContext {
  return { db: app.db, city: app.city, publicUrl: app.config.PUBLIC_URL, dataDir: app.config.DATA_DIR, now: () => app.clock.now() };
}

/**
 * The cities an app's endpoint answers for: every served city's app (`app.cityApps`, read when asked, as the apps
 * are built one after the other), the app's own city the default. With one city served, just its own.
 */
export function mcpCitiesOf(app: FastifyInstance): McpCities {
  const apps = app.cityApps.some((other) => other.city.config.id === app.city.config.id) ? app.cityApps : [app, ...app.cityApps];
  return { home: app.city.config.id, records: new Map(apps.map((other) => [other.city.config.id, recordOf(other)])) };
}

/** What `list_cities` says of one city, and what every answer says of the city it is for. */
export interface McpCityLabel {
  id: string;
  name: string;
  state: string;
}

export function cityLabel(ctx: RecordContext): McpCityLabel {
  const { id, name, state } = ctx.city.config;
  return { id, name, state };
}

/** `list_cities`' answer: each served city with its time zone, council, districts and where its site and MCP live. */
export function listCities(cities: McpCities) {
  return {
    default_city: cities.home,
    cities: [...cities.records.values()].map((ctx) => ({
      ...cityLabel(ctx),
      time_zone: ctx.city.config.timeZone,
      council: ctx.city.config.councilName,
      districts: ctx.city.config.districtCount,
      default: ctx.city.config.id === cities.home,
      url: ctx.publicUrl,
      mcp_url: `${ctx.publicUrl}/api/v1/mcp`,
    })),
  };
}

/** The served cities as a client may name them: "Fictionville (fictionville), Samplebury (samplebury)". */
export function namedCities(cities: McpCities): string {
  return [...cities.records.values()].map((ctx) => `${ctx.city.config.name} (${ctx.city.config.id})`).join(', ');
}

/**
 * The record a tool answers from: the endpoint's own city without `city`, else the served city of that id (any
 * case). An id no served city has is a sentence for the tool error, naming the cities there are.
 */
export function recordFor(cities: McpCities, city: string | undefined): RecordContext | { unknown: string } {
  const id = city === undefined ? cities.home : city.trim().toLowerCase();
  const found = cities.records.get(id);
  if (found) return found;
  const shown = JSON.stringify((city ?? '').slice(0, 60));
  return { unknown: `There is no city ${shown} on this server. The cities it serves are ${namedCities(cities)}: pass one of their ids as \`city\` (list_cities describes them).` };
}

/** The largest district number of any served city: the `district` argument's bound before the city is known. */
export function mostDistricts(cities: McpCities): number {
  return Math.max(...[...cities.records.values()].map((ctx) => ctx.city.config.districtCount));
}
