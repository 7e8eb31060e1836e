/**
 * RFC 8058 one-click unsubscribe, which mail clients POST as a form body (`List-Unsubscribe=One-Click`) instead
 * of JSON (the other form endpoint is the SMS provider's webhook, sms-webhook/sms-webhook-route.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { languageSchema } from '#contract/language-schema.ts';
import { baseUrl, languageParam } from '../messages/alert-links.ts';
import { verifyManageToken } from '../subscriptions/manage-token.ts';
import { unsubscribe } from '../subscriptions/subscription-store.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyResponse } from '../../lib/openapi-media.ts';
import { acceptFormBodies, FORM_LIMIT } from './form-bodies.ts';

const tokenQuery = z.object({
  token: z.string().trim().min(10).max(300),
  /** The language of the email the link came from: the manage page opens in it. */
  lang: languageSchema.optional(),
});

export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.alerts;
  acceptFormBodies(app);

  app.post(
    '/unsubscribe',
    {
      bodyLimit: FORM_LIMIT,
      schema: {
        tags: ['subscriptions'],
        summary: 'One-click unsubscribe (RFC 8058) with the token of an alert email',
        security: [{ manageLink: [] }],
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
        security: [{ manageLink: [] }],
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
};
