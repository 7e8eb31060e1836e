/**
 * `POST /api/v1/admin/ingest` (admins only): queues the download and ingestion of minutes PDFs as a durable job
 * and answers 202 at once. An `Idempotency-Key` header makes a repeated request return the same job.
 * `GET /api/v1/admin/ingest/:id` reports the job's state.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob, findJob, jobIdByKey } from '../../jobs/job-queue.ts';
import { INGEST_JOB } from './ingest-job.ts';

const ingestBodySchema = z.object({
  /** http(s) links to minutes PDFs. */
  urls: z.array(z.url({ protocol: /^https?$/ })).min(1).max(200),
});

const jobSchema = z.object({
  job_id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'dead']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const adminIngestRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

  const findIngestJob = (id: number) => findJob(app.db, id, INGEST_JOB);

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue minutes PDFs for ingestion',
        security: [{ bearer: [] }],
        body: ingestBodySchema,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        response: { 202: jobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotencyKey = key ? `${INGEST_JOB.name}:${key}` : undefined;
      const id = await enqueueJob(app.db, { kind: INGEST_JOB, payload: { urls: request.body.urls }, idempotencyKey }, app.clock.now());
      const existing = id ?? (await jobIdByKey(app.db, idempotencyKey!));
      const job = (await findIngestJob(existing))!;
      reply.code(202);
      return { job_id: job.id, status: job.status as z.infer<typeof jobSchema>['status'], attempts: job.attempts, last_error: job.last_error };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'State of an ingestion job',
        security: [{ bearer: [] }],
        params: z.object({ id: idParamSchema }),
        response: { 200: jobSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const job = await findIngestJob(request.params.id);
      if (!job) throw new AppError(404, 'not_found', { values: { resource: 'Job' } });
      return { job_id: job.id, status: job.status as z.infer<typeof jobSchema>['status'], attempts: job.attempts, last_error: job.last_error };
    },
  );
};
