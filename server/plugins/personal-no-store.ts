/**
 * Personal answers are never kept by a browser or a shared cache: an answer to a request that carries a
 * credential (a bearer token, or a manage-link `token` in the query) and every account answer (`/api/v1/auth/`:
 * sessions and tokens) get `Cache-Control: private, no-store` unless the route chose its own (issue 35).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

function isPersonal(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object' && 'token' in query) return true;
  return request.url.startsWith('/api/v1/auth/');
}

export function registerPersonalNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && isPersonal(request)) reply.header('Cache-Control', 'private, no-store');
    return payload;
  });
}
