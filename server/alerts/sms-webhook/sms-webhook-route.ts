/**
 * `POST /api/v1/subscriptions/sms/webhook`: the SMS provider's inbound messages (STOP, START, HELP), a form body
 * signed with X-Twilio-Signature; what each word does is sms-webhook.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { formBody, mediaBody } from '../../lib/openapi-media.ts';
import { acceptFormBodies, FORM_LIMIT } from '../routes/form-bodies.ts';
import { baseUrl } from '../messages/alert-links.ts';
import { firstDelivery, handleInboundSms, verifyTwilioSignature } from './sms-webhook.ts';

export const smsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;
  acceptFormBodies(app);

  app.post(
    '/sms/webhook',
    {
      bodyLimit: FORM_LIMIT,
      schema: {
        tags: ['subscriptions'],
        summary: 'Inbound SMS from the provider (STOP, START, HELP); signed with X-Twilio-Signature',
        security: [{ twilioSignature: [] }],
        body: formBody("Twilio's inbound message parameters (From, Body, MessageSid, ...)"),
        response: { 200: mediaBody('text/xml', 'A TwiML <Response>, with the reply <Message> if any'), 400: errorResponseSchema, 403: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = app.config.SMS_WEBHOOK_AUTH_TOKEN || app.config.SMS_AUTH_TOKEN;
      if (!key) throw new AppError(503, 'service_unavailable');
      const url = app.config.SMS_WEBHOOK_URL ?? `${baseUrl(ctx.publicUrl)}/api/v1/subscriptions/sms/webhook`;
      const signature = request.headers['x-twilio-signature'];
      if (!verifyTwilioSignature(key, url, request.body, typeof signature === 'string' ? signature : undefined)) {
        throw new AppError(403, 'forbidden');
      }
      // Twilio signs the URL and parameters but no time: a recorded request stays valid forever, so each message
      // id is applied once (a START replayed after the subscriber's STOP would turn alerts back on).
      const sid = request.body.MessageSid ?? request.body.SmsSid;
      if (!sid || !/^[A-Za-z0-9]{2,64}$/.test(sid)) throw new AppError(400, 'bad_request');
      if (!(await firstDelivery(app.db, sid, app.clock.now()))) {
        return reply.type('text/xml; charset=utf-8').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      }
      const twiml = await handleInboundSms(app.db, app.city, request.body.From ?? '', request.body.Body ?? '', app.clock.now(), app.config.PUBLIC_URL);
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );
};
