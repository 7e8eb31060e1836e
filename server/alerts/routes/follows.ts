/**
 * "Follow this item": `POST /subscriptions/follows` follows a matter by the clerk's file number. Signed in with a
 * verified email, the follow is live at once (on the user's subscription, made if need be); otherwise the email
 * given gets a link to confirm it, and the answer is the same 202 whatever the address, so the form tells no one
 * who is subscribed. `POST /subscriptions/follows/confirm` opens that link; `DELETE
 * /subscriptions/{id}/follows/{file_number}` unfollows (owner or manage link).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  confirmSubscriptionInputSchema,
  FOLLOW_MESSAGES,
  fileNumberSchema,
  followItemInputSchema,
  followItemResponseSchema,
  manageTokenQuerySchema,
} from '#contract/subscriptions.ts';
import { okResponseSchema } from '#contract/common.ts';
import { followConfirmEmail } from '../messages/alert-emails.ts';
import { baseUrl, languageParam } from '../messages/alert-links.ts';
import { ensureScanScheduled } from '../meeting-alerts/alert-scan.ts';
import { addFollow, confirmFollow, followNow, matterTitle, removeFollow, subscriptionForFollower } from '../subscriptions/item-follows.ts';
import { createFollowToken, verifyFollowToken } from '../subscriptions/manage-token.ts';
import { findSubscription } from '../subscriptions/subscription-store.ts';
import { t } from '../../i18n.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { managedSubscription } from './subscription-access.ts';
import { clientNetwork } from '../../lib/client-network.ts';

/** Follows per IP per hour, as for sign-ups: each one may send an email. */
const FOLLOW_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
const CONFIRM_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;

  app.post(
    '/follows',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Follow an agenda item (a matter, by its file number) to be alerted when it is on an agenda',
        security: [{}, { bearer: [] }],
        body: followItemInputSchema,
        response: { 201: followItemResponseSchema, 202: followItemResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `follow:ip:${clientNetwork(request.ip)}`, FOLLOW_LIMIT.limit, FOLLOW_LIMIT.windowMs);
      const { file_number: fileNumber, language } = request.body;
      // Said in the page's language (FOLLOW_MESSAGES is the English of server/locales/en.json's `follows`).
      const say = (key: keyof typeof FOLLOW_MESSAGES) => t(`follows.${key}`, {}, language);
      const title = await matterTitle(app.db, fileNumber);
      if (title === undefined) throw new AppError(404, 'not_found', { message: say('unknownItem') });
      const now = app.clock.now();
      const user = request.user;
      if (user && user.email_verified_at !== null && (!request.body.email || request.body.email === user.email.toLowerCase())) {
        const subscription = await subscriptionForFollower(app.db, { email: user.email, full_name: user.full_name, user_id: user.id, confirmed: true, language }, now);
        if (subscription.confirmed_at !== null) await followNow(app.db, app.city, { subscription_id: subscription.id, file_number: fileNumber, title }, now);
        else await addFollow(app.db, { subscription_id: subscription.id, file_number: fileNumber, title, confirmed: false }, now);
        await ensureScanScheduled(app.db, now);
        if (subscription.confirmed_at !== null) {
          return reply.status(201).send({ confirmation_required: false, message: say('following') });
        }
      }
      const email = request.body.email ?? (user ? user.email.toLowerCase() : undefined);
      if (!email) throw fieldError('email', 'custom', FOLLOW_MESSAGES.emailRequired, { summary: say('emailRequired') });
      const subscription = await subscriptionForFollower(app.db, { email, full_name: '', user_id: null, confirmed: false, language }, now);
      const follow = await addFollow(app.db, { subscription_id: subscription.id, file_number: fileNumber, title, confirmed: false }, now);
      if (follow.confirmed_at === null) {
        const token = createFollowToken(await ctx.linkSecret(), follow.id, now);
        // An address already subscribed hears in its subscription's language; a new one in the page's.
        const link = `${baseUrl(ctx.publicUrl)}/follow/confirm?token=${encodeURIComponent(token)}${languageParam(subscription.language, '&')}`;
        // One email per follow per hour, however often the button is pressed.
        await app.delivery.queueEmail(followConfirmEmail(app.city.config, email, fileNumber, title, link, subscription.language), `follow-confirm:${follow.id}:${Math.floor(now.getTime() / 3_600_000)}`);
      }
      return reply.status(202).send({ confirmation_required: true, message: say('checkEmail') });
    },
  );

  app.post(
    '/follows/confirm',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm an item follow with the emailed link',
        security: [],
        body: confirmSubscriptionInputSchema,
        response: { 200: followItemResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `follow-confirm:ip:${clientNetwork(request.ip)}`, CONFIRM_LIMIT.limit, CONFIRM_LIMIT.windowMs);
      const id = verifyFollowToken(await ctx.linkSecret(), request.body.token, app.clock.now());
      const follow = id === null ? undefined : await confirmFollow(app.db, app.city, id, app.clock.now());
      if (!follow) throw new AppError(400, 'invalid_token');
      await ensureScanScheduled(app.db, app.clock.now());
      const subscription = await findSubscription(app.db, follow.subscription_id);
      return { confirmation_required: false, message: t('follows.confirmed', {}, subscription?.language ?? 'en') };
    },
  );

  app.delete(
    '/:id/follows/:file_number',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Stop following an item (owner or manage link)',
        security: [{ bearer: [] }, { manageLink: [] }],
        params: z.object({ id: idParamSchema, file_number: fileNumberSchema }),
        querystring: manageTokenQuerySchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const row = await managedSubscription(app, request, request.params.id, request.query.token);
      if (!(await removeFollow(app.db, row.id, request.params.file_number))) throw new AppError(404, 'not_found', { message: 'You do not follow this item.' });
      return { ok: true as const };
    },
  );
};
