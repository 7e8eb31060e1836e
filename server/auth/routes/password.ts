/**
 * Passwords: `POST /auth/change-password` (signed in), and the reset by email:
 * `POST /auth/password-reset/request` always answers 202 (no account discovery) and mails a single-use link
 * valid for one hour through the durable job queue; `POST /auth/password-reset/confirm` checks the link before
 * any hashing, sets the new password, voids every other link of the account and revokes every session.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '#contract/auth.ts';
import { okResponseSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { hashPassword, isCommonPassword } from '../passwords.ts';
import { changePassword, usePasswordReset } from '../sessions.ts';
import { isLivePasswordReset } from '../password-resets.ts';
import { PASSWORD_RESET_JOB } from '../password-reset-job.ts';
import { hashToken } from '../tokens.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { checkCurrentPassword } from './current-password.ts';
import { AUTH_RATE_LIMITS } from './limits.ts';
import { COMMON_PASSWORD_MESSAGE } from './register.ts';
import { clientNetwork } from '../../lib/client-network.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; signs out every other session',
        security: [{ bearer: [] }],
        body: changePasswordInputSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { current_password, new_password } = request.body;
      if (isCommonPassword(new_password)) throw fieldError('new_password', 'common_password', COMMON_PASSWORD_MESSAGE);
      await checkCurrentPassword(app, request, reply, user, current_password, 'current_password', 'The current password is not correct.');
      const passwordHash = await hashPassword(new_password);
      await changePassword(app.db, user.id, passwordHash, app.clock.now(), request.sessionId ?? undefined);
      return { ok: true as const };
    },
  );

  app.post(
    '/password-reset/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link (always 202)',
        security: [],
        body: passwordResetRequestSchema,
        response: { 202: z.object({ ok: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const perIp = AUTH_RATE_LIMITS.resetPerIp;
      const perAccount = AUTH_RATE_LIMITS.resetPerAccount;
      await app.rateLimiter.enforce(reply, `reset:ip:${clientNetwork(request.ip)}`, perIp.limit, perIp.windowMs);
      await app.rateLimiter.enforce(reply, `reset:account:${email}`, perAccount.limit, perAccount.windowMs);
      // The same one write for every address, known or not: the job makes and mails the link (issue 51).
      await enqueueJob(app.db, { kind: PASSWORD_RESET_JOB, payload: { email } }, app.clock.now());
      return reply.status(202).send({
        ok: true as const,
        message: 'If an account exists for that email, a link to reset the password is on its way.',
      });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token',
        security: [],
        body: passwordResetConfirmSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { limit, windowMs } = AUTH_RATE_LIMITS.resetConfirmPerIp;
      await app.rateLimiter.enforce(reply, `reset-confirm:ip:${clientNetwork(request.ip)}`, limit, windowMs);
      const now = app.clock.now();
      // The cheap checks first: a made-up, used or expired token costs one indexed read, never a password hash.
      const tokenHash = hashToken(token);
      const valid = await isLivePasswordReset(app.db, tokenHash, now);
      if (!valid) throw new AppError(400, 'invalid_token');
      if (isCommonPassword(password)) throw fieldError('password', 'common_password', COMMON_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      if (!(await usePasswordReset(app.db, tokenHash, passwordHash, now))) throw new AppError(400, 'invalid_token');
      return { ok: true as const };
    },
  );
};
