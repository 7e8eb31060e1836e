/** `POST /api/v1/auth/register`: creates a resident account (spec §7); sign-in follows on the client. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeUsPhone, registerInputSchema, userSchema } from '#contract/auth.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { sendEmailVerification } from '../email-ownership.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { fieldConflict, fieldError } from '../../lib/app-error.ts';
import { presentUser } from '../user-presenter.ts';
import { conflictingUserField, emailTaken, insertUser, isUniqueViolation, usernameTaken } from '../user-store.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';
import { clientNetwork } from '../../lib/client-network.ts';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one, such as a short phrase.';

export const registerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        security: [],
        body: registerInputSchema,
        response: { 201: userSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { limit, windowMs } = AUTH_RATE_LIMITS.registerPerIp;
      await app.rateLimiter.enforce(reply, `register:ip:${clientNetwork(request.ip)}`, limit, windowMs);
      const wide = AUTH_RATE_LIMITS.registerPerNetwork48;
      await app.rateLimiter.enforce(reply, `register:net48:${clientNetwork(request.ip, 48)}`, wide.limit, wide.windowMs);
      const input = request.body;
      if (isCommonPassword(input.password)) throw fieldError('password', 'common_password', COMMON_PASSWORD_MESSAGE);
      if (await emailTaken(app.db, input.email)) throw fieldConflict('email', 'email_taken');
      if (await usernameTaken(app.db, input.username)) throw fieldConflict('username', 'username_taken');

      const now = app.clock.now().toISOString();
      try {
        const user = await insertUser(app.db, {
          email: input.email,
          username: input.username,
          full_name: input.full_name,
          phone_number: input.phone_number ? normalizeUsPhone(input.phone_number) : null,
          zip_code: input.zip_code ?? null,
          interests: JSON.stringify(input.interests),
          language: input.language,
          password_hash: await hashPassword(input.password),
          role: 'resident',
          created_at: now,
          updated_at: now,
        });
        const deps = { db: app.db, delivery: app.delivery, publicUrl: app.config.PUBLIC_URL, now: app.clock.now() };
        await sendEmailVerification(deps, user);
        return reply.status(201).send(presentUser(user));
      } catch (error) {
        // Two sign-ups with the same email at once: the second loses the race on the unique index.
        if (isUniqueViolation(error)) {
          const field = conflictingUserField(error);
          throw fieldConflict(field, field === 'email' ? 'email_taken' : 'username_taken');
        }
        throw error;
      }
    },
  );
};

