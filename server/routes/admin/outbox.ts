/**
 * `GET /api/v1/admin/outbox` (admins only): the messages the local outbox holds when no SMTP server or SMS
 * provider is configured, newest first, so every mail and SMS flow can be checked on a fresh machine.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { outboxPageSchema, outboxQuerySchema } from '../../../contract/notifications.ts';

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
      let base = app.db.selectFrom('outbox');
      if (channel) base = base.where('channel', '=', channel);
      if (recipient) base = base.where('recipient', '=', recipient);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(limit).offset(skip).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      return {
        items: rows.map((row) => ({
          ...row,
          channel: row.channel as 'email' | 'sms',
          headers: JSON.parse(row.headers) as Record<string, string>,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  );
};
