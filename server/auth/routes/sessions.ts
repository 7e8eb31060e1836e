/**
 * The resident's signed-in devices (issue 35): `GET /auth/sessions`, `DELETE /auth/sessions/{id}` (one of them)
 * and `DELETE /auth/sessions` (all but the one asking). Another user's session answers 404 like an unknown one,
 * so an id tells nothing about anyone else. Answers are personal: the `/auth/` prefix makes them `no-store`
 * (plugins/personal-no-store.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endOtherSessionsResponseSchema, sessionIdParamsSchema, signedInSessionListSchema } from '#contract/auth-sessions.ts';
import { okResponseSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { loadLinkSecret } from '../../alerts/subscriptions/app-secret.ts';
import { sessionPublicId } from '../session-public-id.ts';
import { endOtherSessions, endOwnSession, listLiveSessions } from '../session-list.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicId = async (rowId: number) => sessionPublicId(await loadLinkSecret(app.db, app.config.APP_SECRET), rowId);
  app.get(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'My signed-in devices: when each signed in and was last used, and which one is this',
        security: [{ bearer: [] }],
        response: { 200: signedInSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await listLiveSessions(app.db, user.id, app.clock.now());
      const ids = await Promise.all(rows.map((row) => publicId(row.id)));
      const items = rows.map((row, i) => ({
        id: ids[i]!,
        created_at: row.created_at,
        last_used_at: row.last_used_at,
        browser: row.device_browser,
        os: row.device_os,
        current: row.id === request.sessionId,
      }));
      // The device in hand first: it is the one the resident recognises.
      return { items: [...items.filter((s) => s.current), ...items.filter((s) => !s.current)] };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of my sessions; its token fails from the next request',
        security: [{ bearer: [] }],
        params: sessionIdParamsSchema,
        response: { 200: okResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      // Found among the resident's own live sessions: another resident's id matches none, like an unknown one.
      let rowId: number | null = null;
      for (const row of await listLiveSessions(app.db, user.id, now)) if ((await publicId(row.id)) === request.params.id) rowId = row.id;
      const ended = rowId !== null && (await endOwnSession(app.db, user.id, rowId, now));
      if (!ended) throw new AppError(404, 'not_found', { message: 'Session not found.' });
      return { ok: true as const };
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out every session of mine but this one',
        security: [{ bearer: [] }],
        response: { 200: endOtherSessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { ended: await endOtherSessions(app.db, user.id, request.sessionId!, app.clock.now()) };
    },
  );
};
