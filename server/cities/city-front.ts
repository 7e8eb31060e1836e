/**
 * The front of a deployment serving several cities (issue 46, decision 090): one listening server, whose requests
 * are handed by path to the app of their city, each a whole app of its own that does not listen (`app.routing`).
 * `/<id>/...` is everything of city `<id>` (its pages, and its API at `/<id>/api/v1/...`, where the absolute links
 * its app writes under its PUBLIC_URL point); `/api/v1/cities/<id>/...` is its API (`/api/v1/cities/<id>` alone is
 * its `GET /api/v1/city`). The path is rewritten to what the city's app serves and the request handed on. Anything
 * else is the default city's, as before; an id that is no served city (`__proto__` included: a Map, never an
 * object) falls through to it, and its `/api/v1/cities/...` routes answer 404 naming the served cities.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const CITY_API = /^\/api\/v1\/cities\/([^/?]+)(\/[^?]*)?$/;
const CITY_PATH = /^\/([^/?]+)(\/[^?]*)?$/;

/** Where a request goes: a served city's id and the path its app serves, or null for the default city as it is. */
export function cityRoute(url: string, cityIds: { has(id: string): boolean }, defaultId: string): { id: string; url: string } | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const api = CITY_API.exec(pathname);
  if (api && cityIds.has(api[1]!)) return { id: api[1]!, url: `${api[2] ? `/api/v1${api[2]}` : '/api/v1/city'}${query}` };
  const page = CITY_PATH.exec(pathname);
  if (page && page[1] !== defaultId && cityIds.has(page[1]!)) return { id: page[1]!, url: `${page[2] ?? '/'}${query}` };
  return null;
}

/**
 * The request handler of the listening server: a request of another city goes to its app; the default city's
 * (`/api/v1/cities/<default>/...` rewritten first) to `defaultHandler`, the default app's own.
 */
export function cityFront(
  apps: ReadonlyMap<string, FastifyInstance>,
  defaultId: string,
  defaultHandler: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  // Read on each request: the other apps are built after the default one's server.
  const ids = { has: (id: string) => id === defaultId || apps.has(id) };
  return (req, res) => {
    const route = cityRoute(req.url ?? '/', ids, defaultId);
    if (route) req.url = route.url;
    const app = route && route.id !== defaultId ? apps.get(route.id) : undefined;
    if (app) app.routing(req, res);
    else defaultHandler(req, res);
  };
}
