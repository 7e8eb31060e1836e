/**
 * Personal answers are never kept by a browser or a shared cache: an answer to a request that carries a
 * credential (a bearer token, or a manage-link `token` in the query) and every account answer (`/api/v1/auth/`:
 * sessions and tokens) get `Cache-Control: private, no-store` unless the route chose its own (issue 35). So do
 * answers that echo what a resident typed (issue 51): a lookup with an address (or a message, an email, a phone)
 * in its query, and the answer to anything a resident sends to the API (a draft, a chat message, a report).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A parameter of the URL as sent. Read from the URL, not from `request.query`: a route's schema drops the parameters
 * it does not know (the meetings list's), and the token is no less in the URL for that.
 */
const PERSONAL_QUERY = /[?&](?:token|address|text|message|email|phone)(?:[=&]|$)/;
const SENDS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  if (request.url.includes('?') && PERSONAL_QUERY.test(request.url)) return true;
  if (SENDS.has(request.method) && request.url.startsWith('/api/v1/')) return true;
  return request.url.startsWith('/api/v1/auth/');
}

export function registerPersonalNoStore(app: FastifyInstance): void {
  // A callback hook: every answer passes here, and an async hook costs each one a promise (decision 235).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('Cache-Control', 'private, no-store');
    done(null, payload);
  });
}
