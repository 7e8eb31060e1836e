/**
 * The two endpoints that outside systems call with form bodies instead of JSON: RFC 8058 one-click
 * unsubscribe (mail clients POST `List-Unsubscribe=One-Click`) and the SMS provider's inbound webhook. The
 * form parsers are registered in this plugin only, so the rest of the API stays JSON-only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../contract/common.ts';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { languageSchema } from '../../../contract/language-schema.ts';
import { baseUrl, languageParam } from '../messages/alert-links.ts';
import { verifyManageToken } from '../subscriptions/manage-token.ts';
import { firstDelivery, handleInboundSms, verifyTwilioSignature } from '../sms-webhook/sms-webhook.ts';
import { unsubscribe } from '../subscriptions/subscription-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyResponse, formBody, mediaBody } from '../../plugins/openapi-media.ts';

const FORM_LIMIT = 16 * 1024;
const tokenQuery = z.object({
  token: z.string().trim().min(10).max(300),
  /** The language of the email the link came from: the manage page opens in it. */
  lang: languageSchema.optional(),
});

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Some mail clients send the one-click POST as multipart; its only field is the fixed marker, so it is ignored.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: FORM_LIMIT }, (_req, _body, done) => {
    done(null, {});
  });

  app.post(
    '/unsubscribe',
    {
      bodyLimit: FORM_LIMIT,
      schema: {
        tags: ['subscriptions'],
        summary: 'One-click unsubscribe (RFC 8058) with the token of an alert email',
        querystring: tokenQuery,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const id = verifyManageToken(await ctx.linkSecret(), request.query.token, app.clock.now());
      if (id === null) throw new AppError(403, 'invalid_token');
      await unsubscribe(app.db, id, app.clock.now());
      return { ok: true as const };
    },
  );

  // Opening the List-Unsubscribe URL in a browser must not unsubscribe (link scanners open every URL):
  // it leads to the manage page, where unsubscribing is one button.
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Redirect to the manage page',
        querystring: tokenQuery,
        response: { 303: emptyResponse('To the manage page of the subscription (Location)'), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = languageParam(request.query.lang ?? 'en', '&');
      const target = `${baseUrl(ctx.publicUrl)}/subscriptions/manage?token=${encodeURIComponent(request.query.token)}${lang}`;
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/sms/webhook',
    {
      bodyLimit: FORM_LIMIT,
      schema: {
        tags: ['subscriptions'],
        summary: 'Inbound SMS from the provider (STOP, START, HELP); signed with X-Twilio-Signature',
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
      const twiml = await handleInboundSms(app.db, request.body.From ?? '', request.body.Body ?? '', app.clock.now(), app.config.PUBLIC_URL);
      return reply.type('text/xml; charset=utf-8').send(twiml);
    },
  );
};
