/**
 * The signed-in user a route needs. The request's `user` and `invalidToken` are set by the auth plugin
 * (plugins/auth.ts) for every request; routes of every domain call this, so it sits in lib and not in plugins,
 * which are above the domains (decision 155).
 */
import { AppError } from './app-error.ts';

/** The signed-in user, or a 401 (invalid_token when a token was sent but is no longer valid). */
export function requireUser<User>(request: { user: User | null; invalidToken: boolean }): User {
  if (request.user) return request.user;
  throw new AppError(401, request.invalidToken ? 'invalid_token' : 'unauthorized');
}
