/**
 * `GET`/`PUT /api/v1/meetings/{id}/annotations`: the signed-in user's own annotations on a meeting's minutes.
 * Rows are keyed by (user, meeting), so nobody can read or change another user's annotations: a second user
 * simply has none. A PUT replaces the whole set; its size is bounded with a 413 that names the limit.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANNOTATIONS_MAX_BYTES,
  type AnnotationEditorData,
  annotationsResponseSchema,
  saveAnnotationsInputSchema,
} from '#contract/annotations.ts';
import { idParamsSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { findAnnotations, meetingExists, saveAnnotations } from '../meeting-annotations.ts';

const limitText = `${Math.round(ANNOTATIONS_MAX_BYTES / (1024 * 1024))} MB`;

function tooLarge(): AppError {
  return new AppError(413, 'payload_too_large', {
    values: { limit: limitText },
    details: { limit_bytes: ANNOTATIONS_MAX_BYTES },
  });
}

async function assertMeetingExists(db: FastifyInstance['db'], id: number): Promise<void> {
  if (!(await meetingExists(db, id))) throw notFound('meeting');
}

export const annotationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Personal data: never kept by a shared cache. (Hooks here apply only to this plugin's two routes.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });
  const responses = {
    200: annotationsResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
  };

  app.get(
    '/:id/annotations',
    { schema: { tags: ['meetings'], summary: "The signed-in user's annotations on the minutes", security: [{ bearer: [] }], params: idParamsSchema, response: responses } },
    async (request) => {
      const user = requireUser(request);
      const meetingId = request.params.id;
      await assertMeetingExists(app.db, meetingId);
      const row = await findAnnotations(app.db, user.id, meetingId);
      const editors = row ? (JSON.parse(row.editors) as AnnotationEditorData[]) : [];
      return { meeting_id: meetingId, editors, updated_at: row?.updated_at ?? null };
    },
  );

  app.put(
    '/:id/annotations',
    {
      // Fastify's own limit is a backstop (a body without Content-Length); the check below answers first.
      bodyLimit: ANNOTATIONS_MAX_BYTES,
      preParsing: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > ANNOTATIONS_MAX_BYTES) throw tooLarge();
      },
      schema: {
        tags: ['meetings'],
        summary: "Replace the signed-in user's annotations on the minutes",
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: saveAnnotationsInputSchema,
        response: { ...responses, 413: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const meetingId = request.params.id;
      await assertMeetingExists(app.db, meetingId);
      const json = JSON.stringify(request.body.editors);
      const size = Buffer.byteLength(json);
      if (size > ANNOTATIONS_MAX_BYTES) throw tooLarge();
      const now = app.clock.now().toISOString();
      await saveAnnotations(app.db, { userId: user.id, meetingId, editorsJson: json, sizeBytes: size, now });
      return { meeting_id: meetingId, editors: request.body.editors, updated_at: now };
    },
  );
};
