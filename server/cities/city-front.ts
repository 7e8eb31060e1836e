/**
 * The front of a deployment (issue 46, decisions 090 and 145): one listening server, whose requests are handed by
 * path to the app of their city, each a whole app of its own that does not listen (`app.routing`), the default
 * city's included. `/<id>/...` is everything of city `<id>` (its pages, and its API at `/<id>/api/v1/...`, where the
 * absolute links its app writes under its PUBLIC_URL point); `/api/v1/cities/<id>/...` is its API (`/api/v1/cities/
 * <id>` alone is its `GET /api/v1/city`). The path is rewritten to what the city's app serves and handed on.
 *
 * At the root: `/` chooses a city (pages/city-chooser.ts: the remembered one, the only one, or a list); a page that used to
 * live at the root (contract/pages.ts) is permanently redirected under the default city's path, query kept; the
 * deployment's robots.txt and sitemap index are answered here; a path naming no served city (`/gotham/meetings`,
 * `/__proto__`: a Map, never an object) is a 404 with the list. Everything else (the API, feeds, calendars, OCD,
 * MCP, exports, files, `/healthz`) is the default city's app at the path it always had.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CITY_COOKIE } from '#contract/city-choice.ts';
import { readCookie } from '#contract/language-choice.ts';
import { matchPage } from '#contract/pages.ts';
import type { ServedCityLink } from '#contract/city.ts';

const CITY_API = /^\/api\/v1\/cities\/([^/?]+)(\/[^?]*)?$/;
const CITY_PATH = /^\/([^/?]+)(\/[^?]*)?$/;
/** What a city id looks like; a first segment like this that is no served city is an unknown city. */
const CITY_LIKE = /^[a-z_][a-z0-9_-]*$/i;

/** A served city as the front knows it. */
export type FrontCity = ServedCityLink & { api_base: string };

/** What the front answers itself, written by the pages (server/pages/city-chooser.ts, sitemap.ts; given by app.ts). */
export interface DeploymentPages {
  chooser(req: IncomingMessage, res: ServerResponse, options: { cities: readonly FrontCity[]; publicUrl: string; query: string; unknownPath?: string }): void;
  unknownCityJson(req: IncomingMessage, res: ServerResponse, cities: readonly FrontCity[]): void;
  robotsTxt(publicUrl: string, sites: readonly { web_base: string; api_base: string }[]): string;
  sitemapIndexXml(publicUrl: string, cities: readonly { web_base: string }[]): string;
}

/** What the front does with a request. */
export type FrontRoute =
  | { kind: 'city'; id: string; url: string }
  | { kind: 'default' }
  | { kind: 'redirect'; status: 301 | 308; location: string }
  | { kind: 'chooser'; query: string }
  | { kind: 'robots' | 'sitemap' }
  | { kind: 'unknown-city'; pathname: string };

interface RouteContext {
  cityIds: { has(id: string): boolean };
  defaultId: string;
  /** Whether the default city's app has its own route at this exact root path (`/healthz`, a built file). */
  isRootRoute(pathname: string): boolean;
}

function splitUrl(url: string): { pathname: string; query: string } {
  const queryAt = url.indexOf('?');
  return queryAt < 0 ? { pathname: url, query: '' } : { pathname: url.slice(0, queryAt), query: url.slice(queryAt) };
}

/** A root path the front answers itself, or null for one the apps answer. */
function rootRoute(method: string, pathname: string, query: string, ctx: RouteContext): FrontRoute | null {
  const read = method === 'GET' || method === 'HEAD';
  if (read && pathname === '/') return { kind: 'chooser', query };
  if (read && pathname === '/robots.txt') return { kind: 'robots' };
  if (read && pathname === '/sitemap.xml') return { kind: 'sitemap' };
  if (pathname !== '/' && matchPage(pathname)) {
    return { kind: 'redirect', status: read ? 301 : 308, location: `/${ctx.defaultId}${pathname}${query}` };
  }
  const first = CITY_PATH.exec(pathname);
  const rest = first?.[2] ?? '/';
  if (first && first[1] !== 'api' && CITY_LIKE.test(first[1]!) && matchPage(rest) && !ctx.isRootRoute(pathname)) return { kind: 'unknown-city', pathname };
  return null;
}

/** Where a request goes. */
export function frontRoute(method: string, url: string, ctx: RouteContext): FrontRoute {
  const { pathname, query } = splitUrl(url);
  const api = CITY_API.exec(pathname);
  if (api && ctx.cityIds.has(api[1]!)) return { kind: 'city', id: api[1]!, url: `${api[2] ? `/api/v1${api[2]}` : '/api/v1/city'}${query}` };
  const page = CITY_PATH.exec(pathname);
  if (page && ctx.cityIds.has(page[1]!)) return { kind: 'city', id: page[1]!, url: `${page[2] ?? '/'}${query}` };
  return rootRoute(method, pathname, query, ctx) ?? { kind: 'default' };
}

export interface FrontOptions {
  /** The other cities' apps by id (built after the default one's server; read on each request). */
  apps: ReadonlyMap<string, FastifyInstance>;
  defaultId: string;
  /** Every served city, the default first. */
  cities: readonly FrontCity[];
  /** The deployment's public URL (each city's app has its own, under its path). */
  publicUrl: string;
  /** Whether the default city's app has its own route at this exact root path. */
  isRootRoute?(pathname: string): boolean;
  pages: DeploymentPages;
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'x-content-type-options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `/`: the city the visitor chose before (its cookie), the only city served, or the list to choose from. */
function answerRoot(req: IncomingMessage, res: ServerResponse, query: string, options: FrontOptions): void {
  const remembered = readCookie(req.headers.cookie, CITY_COOKIE);
  const city = options.cities.length === 1 ? options.cities[0] : options.cities.find((c) => c.id === remembered);
  if (city) return sendText(req, res, 302, 'text/plain; charset=utf-8', '', { location: `${city.web_base}${query}`, vary: 'Cookie', 'cache-control': 'no-cache' });
  return options.pages.chooser(req, res, { cities: options.cities, publicUrl: options.publicUrl, query });
}

function answerUnknownCity(req: IncomingMessage, res: ServerResponse, pathname: string, options: FrontOptions): void {
  const wantsHtml = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
  if (wantsHtml) return options.pages.chooser(req, res, { cities: options.cities, publicUrl: options.publicUrl, query: splitUrl(req.url ?? '/').query, unknownPath: pathname });
  return options.pages.unknownCityJson(req, res, options.cities);
}

/** The request handler of the listening server; `defaultHandler` is the default city's app's own. */
export function cityFront(options: FrontOptions, defaultHandler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  const { apps, defaultId } = options;
  const ctx: RouteContext = { cityIds: { has: (id) => id === defaultId || apps.has(id) }, defaultId, isRootRoute: options.isRootRoute ?? (() => false) };
  const sites = options.cities.map((c) => ({ web_base: c.web_base, api_base: c.api_base }));
  return (req, res) => {
    const route = frontRoute(req.method ?? 'GET', req.url ?? '/', ctx);
    switch (route.kind) {
      case 'city': {
        req.url = route.url;
        const app = route.id === defaultId ? undefined : apps.get(route.id);
        return app ? app.routing(req, res) : defaultHandler(req, res);
      }
      case 'redirect':
        return sendText(req, res, route.status, 'text/plain; charset=utf-8', '', { location: route.location, 'cache-control': 'public, max-age=86400' });
      case 'chooser':
        return answerRoot(req, res, route.query, options);
      case 'robots':
        return sendText(req, res, 200, 'text/plain; charset=utf-8', options.pages.robotsTxt(options.publicUrl, sites), { 'cache-control': 'public, max-age=3600' });
      case 'sitemap':
        return sendText(req, res, 200, 'application/xml; charset=utf-8', options.pages.sitemapIndexXml(options.publicUrl, options.cities), { 'cache-control': 'public, max-age=3600' });
      case 'unknown-city':
        return answerUnknownCity(req, res, route.pathname, options);
      default:
        return defaultHandler(req, res);
    }
  };
}
