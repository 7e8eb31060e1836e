/**
 * `POST /api/v1/admin/ingest/upload?name=<file name>` (admins only): one minutes or agenda PDF, its bytes as the
 * body (`Content-Type: application/pdf`), read at once through the same pipeline as the sync, for when the city's
 * sync fails. The answer says whether it created, updated or already had the meeting, or why it failed. A body
 * that is no PDF at all, or is empty, is a 400 on the `file` field; one over the limit, a 413 naming the limit.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_MESSAGES } from '#contract/admin-messages.ts';
import { MAX_PDF_BYTES, uploadPdfQuerySchema, uploadPdfResultSchema } from '#contract/ingest.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { ingestPdf } from '../pipeline/ingest-file.ts';
import { checkPdfBytes, PdfReadingStopped, UnreadablePdfError } from '../pdf-text/pdf-text.ts';
import { appIngestContext } from '../pipeline/app-ingest-context.ts';

/** Refuses, next to the file field, what is not a PDF at all; pdf.js's own problems are the ingest's to report. */
function checkUpload(bytes: Uint8Array): void {
  try {
    checkPdfBytes(bytes);
  } catch (error) {
    if (!(error instanceof UnreadablePdfError)) throw error;
    if (error.code === 'empty_file') throw fieldError('file', 'empty_file', UPLOAD_MESSAGES.empty);
    if (error.code === 'not_pdf' || error.code === 'html_page') throw fieldError('file', 'not_pdf', UPLOAD_MESSAGES.notPdf);
  }
}

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Raw bytes, in this plugin only; a browser without a type for the file sends octet-stream.
  app.addContentTypeParser(['application/pdf', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_PDF_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/',
    {
      bodyLimit: MAX_PDF_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Upload one minutes or agenda PDF and ingest it now',
        security: [{ bearer: [] }],
        querystring: uploadPdfQuerySchema,
        response: { 200: uploadPdfResultSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 413: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
      checkUpload(bytes);
      const result = await ingestPdf(
        appIngestContext(app),
        request.query.name,
        bytes,
      ).catch((error: unknown) => {
        // The server is stopping (a deploy): nothing is wrong with the file, so it is a 503 to try again.
        if (error instanceof PdfReadingStopped) throw new AppError(503, 'service_unavailable', { message: UPLOAD_MESSAGES.restarting });
        throw error;
      });
      request.log.info({ file: result.file, status: result.status, reason: result.reason }, 'uploaded');
      return {
        file: result.file,
        status: result.status,
        meeting_id: result.meetingId,
        pages: result.pages,
        items: result.items,
        votes: result.votes,
        code: result.code ?? null,
        reason: result.reason ?? null,
      };
    },
  );
};
