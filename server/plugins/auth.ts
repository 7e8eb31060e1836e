/**
 * Bearer-token authentication. Every request with an Authorization header is resolved to its user (or none);
 * routes that need a user call `requireUser(request)` (lib/require-user.ts); every admin route sits behind the
 * one `requireAdmin` hook (routes/admin.ts). Requests without the header cost nothing, which keeps public lists
 * fast.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../auth/sessions.ts';
import type { UserRow } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { requireUser } from '../lib/require-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The session the request's token belongs to. */
    sessionId: number | null;
    /** Whether the request carried a token that was not valid (expired, revoked, unknown). */
    invalidToken: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : '';
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('invalidToken', false);
  // A callback hook, not an async one: most requests carry no token, and they should not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (token === null) return done();
    if (!token) {
      request.invalidToken = true;
      return done();
    }
    findSessionUser(app.db, token, app.clock.now()).then((found) => {
      if (found) {
        request.user = found.user;
        request.sessionId = found.sessionId;
      } else {
        request.invalidToken = true;
      }
      done();
    }, done);
  });
}

export const registerAuth = fp(authPlugin, { name: 'auth' });

export { requireUser } from '../lib/require-user.ts';

/**
 * The onRequest hook in front of every admin route, added once where the admin routes are mounted
 * (routes/admin.ts): 401 without a valid session, 403 for a user who is not an admin. Running before
 * validation, it tells a stranger nothing about what an admin request looks like.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError(403, 'forbidden');
}
