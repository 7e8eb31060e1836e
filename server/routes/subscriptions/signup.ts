/**
 * `POST /api/v1/subscriptions/signup`: the spec's signup form. Creates the subscription, mails its manage
 * link, and queues any reminder whose window is already open. An address already subscribed gets 409
 * ("already subscribed") and, at most once an hour, a fresh manage link by email, so the spec's message
 * ("Check your email for a link ...") is true.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { signupInputSchema, signupResponseSchema } from '../../../contract/subscriptions.ts';
import { alertContext } from '../../alerts/alert-context.ts';
import { manageLinkEmail } from '../../alerts/alert-emails.ts';
import { alertLinks } from '../../alerts/alert-links.ts';
import { catchUpSubscription } from '../../alerts/alert-fanout.ts';
import { ensureScanScheduled } from '../../alerts/alert-scan.ts';
import { findLiveByEmail, insertSubscription, presentSubscription, type SubscriptionRow } from '../../alerts/subscription-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../repositories/users.ts';
import { toSubscriptionValues } from './preferences.ts';

/** Sign-ups per IP per hour: generous for a household or a library computer, small for a script. */
const SIGNUP_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = alertContext(app);

  async function mailManageLink(row: SubscriptionRow, reason: 'welcome' | 'reminder', key: string) {
    const now = app.clock.now();
    const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), row.id, null, now);
    await app.delivery.queueEmail(manageLinkEmail(row, links, reason), key);
  }

  async function alreadySubscribed(row: SubscriptionRow): Promise<never> {
    const hour = Math.floor(app.clock.now().getTime() / 3_600_000);
    await mailManageLink(row, 'reminder', `manage-link:${row.id}:${hour}`);
    throw new AppError(409, 'already_subscribed');
  }

  app.post(
    '/signup',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Sign up for meeting alerts',
        body: signupInputSchema,
        response: { 201: signupResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `signup:ip:${request.ip}`, SIGNUP_LIMIT.limit, SIGNUP_LIMIT.windowMs);
      const input = request.body;
      const values = await toSubscriptionValues(app.db, input);
      const existing = await findLiveByEmail(app.db, input.email);
      if (existing) return alreadySubscribed(existing);

      const user = request.user;
      const userId = user && user.email.toLowerCase() === input.email ? user.id : null;
      let row: SubscriptionRow;
      try {
        row = await insertSubscription(app.db, { ...values, email: input.email, user_id: userId }, app.clock.now());
      } catch (error) {
        // Two sign-ups of one address at once: the unique live-email index lets only one through.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findLiveByEmail(app.db, input.email);
        if (!winner) throw error;
        return alreadySubscribed(winner);
      }
      await mailManageLink(row, 'welcome', `signup:${row.id}`);
      await ensureScanScheduled(app.db, app.clock.now());
      await catchUpSubscription(ctx, row.id);
      const message = 'You are signed up. We emailed you a link to change your preferences at any time.';
      return reply.status(201).send({ subscription: await presentSubscription(app.db, row), message });
    },
  );
};
