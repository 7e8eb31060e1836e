/**
 * `POST /api/v1/admin/exports` (admins only): build the bulk data export now, through the job table like the
 * nightly build, so it survives a restart and never runs twice at once in one process's worker.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportBuildQueuedSchema } from '#contract/data-exports.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { requestExport } from '../export-jobs.ts';

export const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        operationId: 'requestDataExport',
        summary: 'Queue a build of the bulk data export now',
        security: [{ bearer: [] }],
        response: { 202: exportBuildQueuedSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const jobId = await requestExport(app.db, app.clock.now());
      return reply.code(202).send({ job_id: jobId, queued: true as const });
    },
  );
};
