/**
 * Email ownership: `POST /auth/verify-email` uses the link mailed at registration or for an email change;
 * `POST /auth/verify-email/resend` (signed in) mails a fresh verification link.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_OWNERSHIP_MESSAGES, verifyEmailInputSchema } from '#contract/auth.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { confirmEmailToken, sendEmailVerification } from '../email-ownership.ts';
import { requireUser } from '../../lib/require-user.ts';
import { clientNetwork } from '../../lib/client-network.ts';

const responseSchema = z.object({ ok: z.literal(true), message: z.string() });
/** Links per account per hour: enough for a lost email, too few to mail-bomb an address. */
const RESEND_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };
const CONFIRM_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

export const verifyEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the emailed link',
        security: [],
        body: verifyEmailInputSchema,
        response: { 200: responseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `verify-email:ip:${clientNetwork(request.ip)}`, CONFIRM_LIMIT.limit, CONFIRM_LIMIT.windowMs);
      await confirmEmailToken(app.db, request.body.token, app.clock.now());
      return { ok: true as const, message: EMAIL_OWNERSHIP_MESSAGES.verified };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new link to confirm the account email',
        security: [{ bearer: [] }],
        response: { 202: responseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (user.email_verified_at === null) {
        await app.rateLimiter.enforce(reply, `verify-email:account:${user.id}`, RESEND_LIMIT.limit, RESEND_LIMIT.windowMs);
        await sendEmailVerification({ db: app.db, delivery: app.delivery, publicUrl: app.config.PUBLIC_URL, now: app.clock.now() }, user);
      }
      return reply.status(202).send({ ok: true as const, message: EMAIL_OWNERSHIP_MESSAGES.verificationSent });
    },
  );
};
