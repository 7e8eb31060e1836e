/**
 * `POST /api/v1/auth/login/email` and its alias `POST /api/v1/auth/login`. An unknown email and a wrong password
 * give the same 401 after the same amount of work, so accounts cannot be discovered by timing or by message.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, tokenResponseSchema } from '../../../contract/auth.ts';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { burnVerifyTime, verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/sessions.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentUser } from '../../presenters/user.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['auth'],
    summary: 'Sign in with email and password',
    body: loginInputSchema,
    response: { 200: tokenResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  };
  for (const path of ['/login/email', '/login']) {
    app.post(path, { schema }, async (request, reply) => {
      const { email, password, remember_me } = request.body;
      const perIp = AUTH_RATE_LIMITS.loginPerIp;
      const perAccount = AUTH_RATE_LIMITS.loginPerAccount;
      await app.rateLimiter.enforce(reply, `login:ip:${request.ip}`, perIp.limit, perIp.windowMs);
      await app.rateLimiter.enforce(reply, `login:account:${email}`, perAccount.limit, perAccount.windowMs);

      const user = await findUserByEmail(app.db, email);
      if (!user) {
        await burnVerifyTime(password);
        throw new AppError(401, 'invalid_credentials');
      }
      if (!(await verifyPassword(user.password_hash, password))) throw new AppError(401, 'invalid_credentials');

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
