/**
 * Cross-origin reads of the open data (issue 34): a journalist's notebook, a static civic site or another tool may
 * read the meetings, votes, feeds, exports, OCD views and the OpenAPI document from its own origin. Reads only
 * (GET and HEAD) and never with credentials: `Access-Control-Allow-Origin: *` is the one answer browsers refuse
 * to pair with cookies, so a page elsewhere can never read what a signed-in resident sees. Accounts, admin,
 * subscriptions, notifications, forms and the assistant are not listed, so no other origin can read them; MCP
 * checks the Origin itself (mcp-route.ts). Decision 066.
 *
 * A route that needs a credential is never opened, whatever its prefix (issue 50: the signed-in user's
 * connections sit under the public organizations): the route's own OpenAPI `security` says so, the same list the
 * document publishes, so the two cannot disagree. Decision 210.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The path prefixes of public records. */
const PUBLIC_PREFIXES = [
  '/api/openapi.json',
  '/api/v1/meetings',
  '/api/v1/councilors',
  '/api/v1/representatives',
  '/api/v1/votes',
  '/api/v1/city',
  '/api/v1/places',
  '/api/v1/districts.geojson',
  '/api/v1/glossary',
  '/api/v1/feeds',
  '/api/v1/data',
  '/api/v1/ocd',
  '/api/v1/files/minutes',
  // The public log of corrections, the data's freshness and the community organizations (issue 50).
  '/api/v1/corrections',
  '/api/v1/data-status',
  '/api/v1/organizations',
  // A bill's dossier: its sponsors, steps and tallies (issue 47).
  '/api/v1/matters',
];
/** Under a public prefix, the routes that belong to a resident: their notes and their messages. */
const PERSONAL = /\/(annotations|speak-up)(\/|$)/;
/** ...except the counts of residents who wrote about a meeting's items, which are public by their consent (issue 49). */
const PUBLIC_COUNTS = /\/speak-up\/counts\/?$/;
const READS = new Set(['GET', 'HEAD']);
/** Headers a reader's script may see: the validators for conditional GET, the file name of an export, and what a
 *  byte range answered (a PDF or an export read in parts, issue 50). */
const EXPOSED = 'ETag, Last-Modified, Content-Disposition, Content-Language, Link, Retry-After, Content-Range, Accept-Ranges';

/**
 * Whether an operation's OpenAPI `security` asks for a credential: it lists requirements and none of them is the
 * empty one (`{}`, "anonymous too"). `[]` or `[{}, { bearer: [] }]` need none.
 */
export function needsCredential(schema: unknown): boolean {
  const security = (schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement as object).length > 0);
}

/** A route path (`/a/:id/b`) as a pattern that matches the paths it serves. */
function routePattern(url: string): RegExp {
  const escaped = url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}/?$`);
}

/** Whether a path is public data that any origin may read, by its prefix (`isPublicDataRequest` also asks its route). */
export function isPublicDataPath(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  if (PERSONAL.test(pathname) && !PUBLIC_COUNTS.test(pathname)) return false;
  return PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`));
}

function allowReads(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSED);
  // A public record may also be embedded elsewhere (a PDF, a feed); same-origin stays on everything else.
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * The reads of one app that need a credential, as the paths they serve: a preflight (OPTIONS) reaches no route of
 * its own, so the path it names is matched against these.
 */
function credentialedReads(app: FastifyInstance): (pathname: string) => boolean {
  const patterns: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((method) => READS.has(method)) && needsCredential(route.schema)) patterns.push(routePattern(route.url));
  });
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** Whether a request reaches public data: a public path, on a route that needs no credential. */
export function isPublicDataRequest(request: FastifyRequest): boolean {
  return isPublicDataPath(request.url) && !needsCredential(request.routeOptions.schema);
}

/** Adds the CORS answer to public reads and answers their preflights (OPTIONS) with 204. */
export function registerPublicCors(app: FastifyInstance): void {
  const isCredentialedRead = credentialedReads(app);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!isPublicDataRequest(request)) return done();
    if (READS.has(request.method)) allowReads(reply);
    else if (request.method === 'OPTIONS' && typeof request.headers.origin === 'string') {
      const asked = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
      // A preflight for a write, or for a read that needs a credential, is answered without CORS headers: the
      // browser then refuses to send it.
      if (READS.has(asked) && !isCredentialedRead(request.url.split('?', 1)[0]!)) {
        allowReads(reply);
        reply.header('access-control-allow-methods', 'GET, HEAD');
        // The conditional-GET and byte-range headers a reader may send; Accept and Accept-Language are safelisted.
        reply.header('access-control-allow-headers', 'If-None-Match, If-Modified-Since, Range, If-Range');
        reply.header('access-control-max-age', '86400');
      }
      reply.header('vary', 'Access-Control-Request-Method');
      reply.code(204).send();
      return;
    }
    done();
  });
}
