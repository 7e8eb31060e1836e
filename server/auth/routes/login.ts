/**
 * `POST /api/v1/auth/login/email` and its alias `POST /api/v1/auth/login`. An unknown email and a wrong password
 * give the same 401 after the same amount of work, so accounts cannot be discovered by timing or by message.
 * Wrong passwords slow the next tries on the account (server/auth/attempt-throttle.ts); they never lock it.
 * The per-address limit counts failed sign-ins only: a resident who signs in right after resetting a password,
 * or on several devices behind one address, is never turned away for succeeding.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, tokenResponseSchema } from '#contract/auth.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { burnVerifyTime, verifyPassword } from '../passwords.ts';
import { createAttemptThrottle, SIGN_IN_DELAYS } from '../attempt-throttle.ts';
import { createSession } from '../sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentUser } from '../user-presenter.ts';
import { findUserByEmail } from '../user-store.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';
import { clientNetwork } from '../../lib/client-network.ts';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['auth'],
    summary: 'Sign in with email and password',
    security: [],
    body: loginInputSchema,
    response: { 200: tokenResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  };
  for (const path of ['/login/email', '/login']) {
    app.post(path, { schema }, async (request, reply) => {
      const { email, password, remember_me } = request.body;
      const perIp = AUTH_RATE_LIMITS.loginPerIp;
      const flood = AUTH_RATE_LIMITS.loginAttemptsPerIp;
      await app.rateLimiter.enforce(reply, `login:attempts:net:${clientNetwork(request.ip, 48)}`, flood.limit, flood.windowMs);
      // Unknown emails get the same delays as known ones, so the delays tell nothing either.
      const throttle = createAttemptThrottle(app.rateLimiter.store);
      const ipKey = `login:ip:${clientNetwork(request.ip)}`;
      const accountKey = `login:account:${email}`;
      const pairKey = `login:account-ip:${email}:${clientNetwork(request.ip)}`;
      // Counted before the password is checked, so concurrent guesses cannot all pass the limits (issue 35).
      const attempt = await throttle.begin(reply, {
        places: [[ipKey, perIp.limit, perIp.windowMs]],
        delays: [
          [pairKey, SIGN_IN_DELAYS.accountAndAddress],
          [accountKey, SIGN_IN_DELAYS.account],
        ],
      });
      const user = await findUserByEmail(app.db, email);
      const valid = user ? await verifyPassword(user.password_hash, password) : (await burnVerifyTime(password), false);
      // A wrong password keeps what the attempt took: its place in the address's limit and its counted failures.
      if (!user || !valid) throw new AppError(401, 'invalid_credentials');
      // Only this attempt is given back: one account of its own must not let a guesser wipe the address's failures.
      await attempt.succeeded();
      await throttle.succeed([pairKey]);

      const session = await createSession(app.db, user.id, {
        now: app.clock.now(),
        rememberMe: remember_me === true,
        userAgent: request.headers['user-agent'],
      });
      return {
        access_token: session.token,
        token_type: 'bearer' as const,
        expires_at: session.expiresAt,
        user: presentUser(user),
      };
    });
  }
};
