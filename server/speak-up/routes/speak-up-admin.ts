/**
 * `GET /api/v1/admin/speak-up`, `PUT /api/v1/admin/speak-up/pause` and
 * `POST` / `DELETE /api/v1/admin/speak-up/held/{receiptId}/withhold` (admin role, mounted behind
 * `requireAdmin`): the clerk's view of messages sent on residents' behalf, and the switch that holds sending to
 * the council while a spam wave is handled (issue 51), and the clerk's withholding of one held message that is spam
 * (decision 170, "Withholding") and its undoing (decision 205), each logged and told to the resident. Each city's
 * app has its own database, so its own pause.
 * Beside the send route, in speak-up's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpAdminSchema, speakUpPauseInputSchema, speakUpPauseResultSchema, speakUpRestoreResultSchema, speakUpWithholdResultSchema } from '#contract/speak-up-admin.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { t } from '../../i18n.ts';
import { speakUpAdminView } from '../speak-up-admin-view.ts';
import { pauseSpeakUp, resumeSpeakUp } from '../speak-up-pause.ts';
import { restoreWithheld, type WithholdCity, withholdHeld } from '../speak-up-withhold.ts';

const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };
const stepErrors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...guarded };
const receiptParams = z.object({ receiptId: idParamSchema });

export const adminSpeakUpRoutes: FastifyPluginAsyncZod = async (app) => {
  // The notices name the clerk a resident can write to: the city's Council Secretary (no rules, no speak-up).
  const city = (): WithholdCity => {
    const rules = app.city.config.howToBeHeard;
    if (!rules) throw notFound('hearing_rules');
    return { timeZone: app.city.config.timeZone, clerk: rules.secretary };
  };
  app.get(
    '/',
    { schema: { tags: ['admin'], summary: 'Speak-up messages sent on residents’ behalf, and the pause', security: [{ bearer: [] }], response: { 200: speakUpAdminSchema, ...guarded } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return speakUpAdminView(app.db, app.clock.now());
    },
  );
  app.put(
    '/pause',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause (hold) or resume speak-up sending to the council; resuming sends each held message once',
        security: [{ bearer: [] }],
        body: speakUpPauseInputSchema,
        response: { 200: speakUpPauseResultSchema, 400: errorResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock.now();
      reply.header('Cache-Control', 'private, no-store');
      return request.body.paused ? pauseSpeakUp(app.db, user.id, now) : resumeSpeakUp(app.db, now);
    },
  );
  app.post(
    '/held/:receiptId/withhold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withhold one held message as spam: it is never sent to the council, nor counted',
        security: [{ bearer: [] }],
        params: receiptParams,
        response: { 200: speakUpWithholdResultSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { receiptId } = request.params;
      reply.header('Cache-Control', 'private, no-store');
      const outcome = await withholdHeld(app.db, city(), { receiptId, userId: user.id, now: app.clock.now() });
      if ('withheld_at' in outcome) return { id: receiptId, withheld_at: outcome.withheld_at };
      if (outcome.error === 'unknown') throw notFound('receipt');
      throw new AppError(409, 'conflict', { message: t('speakUp.notHeld') });
    },
  );
  app.delete(
    '/held/:receiptId/withhold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Undo a withhold: the message is held again, or sent at once when sending is not paused; the resident is told',
        security: [{ bearer: [] }],
        params: receiptParams,
        response: { 200: speakUpRestoreResultSchema, ...stepErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { receiptId } = request.params;
      reply.header('Cache-Control', 'private, no-store');
      const outcome = await restoreWithheld(app.db, city(), { receiptId, userId: user.id, now: app.clock.now() });
      if ('delivery' in outcome) return { id: receiptId, delivery: outcome.delivery };
      if (outcome.error === 'unknown') throw notFound('receipt');
      throw new AppError(409, 'conflict', { message: t('speakUp.notWithheld') });
    },
  );
};
