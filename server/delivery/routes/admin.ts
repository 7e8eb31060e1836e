/**
 * `GET /api/v1/admin/outbox` (admins only): the messages the local outbox holds when no SMTP server or SMS
 * provider is configured, newest first, so every mail and SMS flow can be checked on a fresh machine.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { outboxPageSchema, outboxQuerySchema } from '#contract/notifications.ts';
import { listOutbox } from '../outbox-store.ts';

export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages in the local outbox',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: {
          200: outboxPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { limit, skip, channel, recipient } = request.query;
      const { rows, total } = await listOutbox(app.db, { limit, skip, channel, recipient });
      reply.header('Cache-Control', 'private, no-store');
      return {
        items: rows.map((row) => ({
          ...row,
          channel: row.channel as 'email' | 'sms',
          headers: JSON.parse(row.headers) as Record<string, string>,
        })),
        total,
      };
    },
  );
};
