/**
 * The admins' review queue of error reports: `GET /api/v1/admin/reports`, and for one report `POST .../accept`
 * (with the correction that resolves it) or `POST .../dismiss`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '#contract/common.ts';
import {
  acceptReportInputSchema,
  adminReportsQuerySchema,
  adminReportsResponseSchema,
  errorReportSchema,
} from '#contract/corrections.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { acceptReport, dismissReport, listReports } from '../report-service.ts';
import { requireUser } from '../../lib/require-user.ts';

export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
  // Who asks is checked before what they sent: a resident gets 403 whatever the body.
  // Readers' messages and emails: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Error reports in the review queue',
        security: [{ bearer: [] }],
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportsResponseSchema, ...errors },
      },
    },
    async (request) => {
      return listReports(app.db, request.query);
    },
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accept a report with the correction that resolves it',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: acceptReportInputSchema,
        response: { 200: errorReportSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      return acceptReport(app.db, request.params.id, request.body, admin.id, app.clock.now());
    },
  );

  app.post(
    '/:id/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dismiss a report',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: errorReportSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      return dismissReport(app.db, request.params.id, admin.id, app.clock.now());
    },
  );
};
