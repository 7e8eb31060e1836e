/**
 * `POST /api/v1/subscriptions/signup`: the spec's signup form, with double opt-in. A new address gets a link to
 * confirm and nothing else until it is opened (`POST /subscriptions/confirm`); an address already subscribed
 * gets its manage link again (at most once an hour), so the spec's "Check your email for a link to update your
 * preferences" stays true. Both answer the same 202, so the form tells no one which emails are subscribed.
 * A signed-in user whose verified email is the one signed up needs no link: 201 with the subscription.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  confirmSubscriptionInputSchema,
  confirmSubscriptionResponseSchema,
  signupInputSchema,
  signupResponseSchema,
} from '#contract/subscriptions.ts';
import { confirmSubscriptionEmail, manageLinkEmail } from '../messages/alert-emails.ts';
import { alertLinks, baseUrl, languageParam } from '../messages/alert-links.ts';
import { createConfirmToken, createManageToken, verifyConfirmToken } from '../subscriptions/manage-token.ts';
import {
  findLiveByEmail,
  findSubscription,
  joinPendingPreferences,
  insertSubscription,
  presentSubscription,
  type SubscriptionRow,
  updateSubscription,
} from '../subscriptions/subscription-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { toSubscriptionValues } from '../subscriptions/subscription-preferences.ts';
import { confirmAndStart } from '../subscriptions/subscription-start.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { t } from '../../i18n.ts';

/** Sign-ups per IP per hour: generous for a household or a library computer, small for a script. */
const SIGNUP_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
const CONFIRM_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;
  const hourOf = () => Math.floor(app.clock.now().getTime() / 3_600_000);

  async function mailManageLink(row: SubscriptionRow, reason: 'welcome' | 'reminder', key: string) {
    const now = app.clock.now();
    const links = alertLinks(ctx.publicUrl, await ctx.linkSecret(), row.id, null, now, row.language);
    await app.delivery.queueEmail(manageLinkEmail(app.city.config, row, links, reason), key);
  }

  async function mailConfirmLink(row: SubscriptionRow, change = 0) {
    const token = createConfirmToken(await ctx.linkSecret(), row.id, app.clock.now());
    const link = `${baseUrl(ctx.publicUrl)}/subscriptions/confirm?token=${encodeURIComponent(token)}${languageParam(row.language, '&')}`;
    // One confirmation email per subscription and choice per hour, however often the same form is sent; a form that
    // adds to the choices gets its own, so "We sent a link" is true of it (issue 33). The per-network sign-up limit
    // bounds how many that can be.
    await app.delivery.queueEmail(confirmSubscriptionEmail(app.city.config, row.email, link, row.language), `subscription-confirm:${row.id}:${hourOf()}:${change}`);
  }

  app.post(
    '/signup',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Sign up for meeting alerts (the address confirms by an emailed link)',
        security: [{}, { bearer: [] }],
        body: signupInputSchema,
        response: {
          201: signupResponseSchema,
          202: signupResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `signup:ip:${clientNetwork(request.ip)}`, SIGNUP_LIMIT.limit, SIGNUP_LIMIT.windowMs);
      const input = request.body;
      // The language of the form is the language of every alert (decision 028).
      const values = { ...(await toSubscriptionValues(app.db, input)), language: input.language };
      const user = request.user;
      const ownVerifiedEmail = !!user && user.email_verified_at !== null && user.email.toLowerCase() === input.email;
      const pending = () =>
        reply.status(202).send({ confirmation_required: true, message: t('subscriptions.checkEmail', {}, input.language) });

      const existing = await findLiveByEmail(app.db, input.email);
      if (existing) {
        // The proven owner may hear the spec's answer; anyone else gets the same 202 as a new address.
        if (ownVerifiedEmail && existing.confirmed_at !== null) throw new AppError(409, 'already_subscribed');
        if (existing.confirmed_at !== null) {
          await mailManageLink(existing, 'reminder', `manage-link:${existing.id}:${hourOf()}`);
          return pending();
        }
        // Not confirmed yet: the link confirms both forms' choices together (the first's topics are not dropped).
        const joined = await joinPendingPreferences(app.db, existing, values);
        const before = await presentSubscription(app.db, existing);
        const updated = await updateSubscription(app.db, app.city.config, existing.id, joined, app.clock.now());
        const after = await presentSubscription(app.db, updated);
        const changed = JSON.stringify({ ...before, updated_at: null }) !== JSON.stringify({ ...after, updated_at: null });
        if (ownVerifiedEmail && (await confirmAndStart(ctx, updated))) {
          const row = (await findSubscription(app.db, existing.id))!;
          return reply.status(201).send({ subscription: await presentSubscription(app.db, row), confirmation_required: false, message: t('subscriptions.signedUp', {}, input.language) });
        }
        await mailConfirmLink(updated, changed ? Date.parse(updated.updated_at) : 0);
        return pending();
      }

      let row: SubscriptionRow;
      try {
        row = await insertSubscription(
          app.db,
          { ...values, email: input.email, user_id: ownVerifiedEmail ? user.id : null, confirmed: false },
          app.clock.now(),
        );
      } catch (error) {
        // Two sign-ups of one address at once: the unique live-email index lets only one through.
        if (!isUniqueViolation(error)) throw error;
        return pending();
      }
      if (!ownVerifiedEmail) {
        await mailConfirmLink(row);
        return pending();
      }
      await confirmAndStart(ctx, row);
      row = (await findSubscription(app.db, row.id))!;
      return reply
        .status(201)
        .send({ subscription: await presentSubscription(app.db, row), confirmation_required: false, message: t('subscriptions.signedUp', {}, input.language) });
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm a sign-up with the emailed link (double opt-in)',
        security: [],
        body: confirmSubscriptionInputSchema,
        response: { 200: confirmSubscriptionResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `subscription-confirm:ip:${clientNetwork(request.ip)}`, CONFIRM_LIMIT.limit, CONFIRM_LIMIT.windowMs);
      const id = verifyConfirmToken(await ctx.linkSecret(), request.body.token, app.clock.now());
      const row = id === null ? undefined : await findSubscription(app.db, id);
      if (!row) throw new AppError(400, 'invalid_token');
      if (row.unsubscribed_at !== null) {
        throw new AppError(409, 'conflict', { message: 'This subscription has ended. Sign up again to get alerts.' });
      }
      // Opening the link twice is fine: only the first starts the alerts.
      await confirmAndStart(ctx, row);
      const manage_token = createManageToken(await ctx.linkSecret(), row.id, app.clock.now());
      return { ok: true as const, message: t('subscriptions.confirmed', {}, row.language), manage_token };
    },
  );
};
