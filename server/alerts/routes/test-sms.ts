/**
 * `POST /api/v1/subscriptions/test-sms`: one test message to the subscription's own number (never another),
 * so a subscriber can check the number before relying on it. Limited per subscription and per IP, because
 * each message costs money and lands on a phone.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { manageTokenQuerySchema, testSmsInputSchema } from '#contract/subscriptions.ts';
import { testSms } from '../messages/sms-text.ts';
import { t } from '../../i18n.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { endedSubscription, managedSubscription } from './subscription-access.ts';

const HOUR = 60 * 60 * 1000;
export const TEST_SMS_LIMITS = {
  perSubscription: { limit: 3, windowMs: HOUR },
  perIp: { limit: 10, windowMs: HOUR },
  /** One phone number however many subscriptions name it: a stranger's number cannot be texted 3 times per copy. */
  perNumber: { limit: 3, windowMs: HOUR },
};

export const testSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test-sms',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Send a test SMS to the subscription's own number",
        security: [{ bearer: [] }, { manageLink: [] }],
        querystring: manageTokenQuerySchema,
        body: testSmsInputSchema,
        response: {
          202: z.object({ ok: z.literal(true), message: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await managedSubscription(app, request, request.body.subscription_id, request.query.token);
      if (row.unsubscribed_at !== null) throw endedSubscription();
      if (!row.phone_number) {
        throw fieldError('phone_number', 'no_phone', t('subscriptions.noPhone', {}, row.language));
      }
      // Until the number's owner answers YES to the confirmation text, it gets nothing else (double opt-in).
      if (row.sms_confirmed_at === null) throw new AppError(409, 'conflict', { message: t('subscriptions.smsNotConfirmed', {}, row.language) });
      const { perIp, perSubscription, perNumber } = TEST_SMS_LIMITS;
      await app.rateLimiter.enforce(reply, `test-sms:ip:${clientNetwork(request.ip)}`, perIp.limit, perIp.windowMs);
      await app.rateLimiter.enforce(reply, `test-sms:number:${row.phone_number}`, perNumber.limit, perNumber.windowMs);
      await app.rateLimiter.enforce(reply, `test-sms:sub:${row.id}`, perSubscription.limit, perSubscription.windowMs);
      // Each request is its own message: the key only guards this enqueue against being repeated.
      await app.delivery.queueSms({ to: row.phone_number, body: testSms(app.city.config, row.language) }, `test-sms:${row.id}:${crypto.randomUUID()}`);
      const last4 = row.phone_number.slice(-4);
      // Said in the subscriber's language, like the SMS itself (decision 028).
      return reply.status(202).send({ ok: true as const, message: t('subscriptions.testSmsSent', { last4 }, row.language) });
    },
  );
};
