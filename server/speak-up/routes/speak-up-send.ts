/**
 * `POST /api/v1/meetings/{id}/items/{itemId}/speak-up/send`: sends the resident's reviewed message from our server
 * (issue 32). Only for a signed-in resident whose email is verified (403 otherwise); it carries the account
 * holder's name, never a typed one or an office (400, issue 49); limited per resident, per resident and item, per
 * client network and for the site (429, ../../speak-up/speak-up-caps.ts); the recipients are chosen again here
 * from the city's list, never taken from the body.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpReceiptSchema, speakUpSendInputSchema } from '#contract/speak-up.ts';
import { ensureScanScheduled } from '../../alerts/meeting-alerts/alert-scan.ts';
import { t } from '../../i18n.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { enforceResidentLimits, reserveRelayCaps } from '../speak-up-caps.ts';
import { recipientAddresses, speakUpContext } from '../speak-up-context.ts';
import { accountSenderName } from '../sender-name.ts';
import { sendSpeakUp } from '../speak-up-send.ts';
import { speakUpParamsSchema } from './speak-up-params.ts';

const APP_NAME = 'Civic Commons';

export const speakUpSendRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/items/:itemId/speak-up/send',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Send a message to the council about an item of a meeting to come (verified residents)',
        security: [{ bearer: [] }],
        params: speakUpParamsSchema,
        body: speakUpSendInputSchema,
        response: {
          201: speakUpReceiptSchema,
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
      const user = requireUser(request);
      const { body } = request;
      if (!user.email_verified_at) throw new AppError(403, 'forbidden', { message: t('speakUp.unverified', {}, body.language) });
      const senderName = accountSenderName(user, body.sender_name, body.language);
      await enforceResidentLimits(app, reply, { userId: user.id, itemId: request.params.itemId }, body.language);
      const context = await speakUpContext(app, request.params, body);
      await reserveRelayCaps(app, reply, request.ip, recipientAddresses(context).length, body.language);
      const now = app.clock.now();
      const receipt = await sendSpeakUp(app.db, user, context, { ...body, sender_name: senderName }, now, APP_NAME);
      // The minute-by-minute scan tells the resident what became of the item; it may not be running yet.
      await ensureScanScheduled(app.db, now);
      reply.code(201);
      return receipt;
    },
  );
};
