/**
 * `GET /api/v1/admin/speak-up` and `PUT /api/v1/admin/speak-up/pause` (admin role, mounted behind
 * `requireAdmin`): the clerk's view of messages sent on residents' behalf, and the switch that holds sending to
 * the council while a spam wave is handled (issue 51). Each city's app has its own database, so its own pause.
 * Beside the send route, in speak-up's own routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpAdminSchema, speakUpPauseInputSchema, speakUpPauseResultSchema } from '#contract/speak-up-admin.ts';
import { requireUser } from '../../lib/require-user.ts';
import { speakUpAdminView } from '../speak-up-admin-view.ts';
import { pauseSpeakUp, resumeSpeakUp } from '../speak-up-pause.ts';

const guarded = { 401: errorResponseSchema, 403: errorResponseSchema };

export const adminSpeakUpRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
