/**
 * The signed-in user's in-app notifications, mounted at /api/v1/notifications: the list with unread state,
 * the unread count the header polls, mark one read, mark all read.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  listNotificationsQuerySchema,
  markAllReadResponseSchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '#contract/notifications.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { countUnread, listNotifications, markAllRead, markRead } from '../notification-store.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    // Per-user data: never cached by a shared proxy.
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first',
        security: [{ bearer: [] }],
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listNotifications(app.db, user.id, request.query);
    },
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        security: [{ bearer: [] }],
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ unread: await countUnread(app.db, requireUser(request).id) }),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: notificationSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await markRead(app.db, user.id, request.params.id, app.clock.now());
      if (!row) throw new AppError(404, 'not_found', { message: 'Notification not found.' });
      return row;
    },
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        security: [{ bearer: [] }],
        response: { 200: markAllReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { updated: await markAllRead(app.db, user.id, app.clock.now()), unread: 0 as const };
    },
  );
};
