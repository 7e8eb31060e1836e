/**
 * `POST /api/v1/reports`: "Report an error" on a meeting, its summary, an agenda item or a vote. Anyone may send
 * one, signed in or not; each IP may send `CORRECTION_LIMITS.reportsPerIp` an hour. The report waits for an
 * admin in the review queue (corrections/routes/admin.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CORRECTION_LIMITS, createErrorReportInputSchema, errorReportCreatedSchema } from '#contract/corrections.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { createReport } from '../report-service.ts';
import { clientNetwork } from '../../lib/client-network.ts';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['corrections'],
        summary: 'Report an error in a meeting record (anonymous allowed, rate-limited per IP)',
        security: [],
        body: createErrorReportInputSchema,
        response: {
          201: errorReportCreatedSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce(reply, `report:ip:${clientNetwork(request.ip)}`, CORRECTION_LIMITS.reportsPerIp, CORRECTION_LIMITS.reportWindowMs);
      const created = await createReport(app.db, request.body, app.clock.now());
      reply.code(201);
      return created;
    },
  );
};
