/**
 * `GET /api/v1/files/minutes/:file` serves a stored minutes PDF from DATA_DIR, same origin as the app, so the
 * PDF viewer can fetch it without CORS; `GET /api/v1/files/minutes/:sha256/pages/:n.png` serves page n of it as
 * an image for the image viewer, rendered on first request. Names are checksums: immutable, cacheable for a year.
 */
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { storedPdfPath } from '../../ingest/stored-pdfs/minutes-store.ts';
import { pageImage } from '../../ingest/stored-pdfs/page-images.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyResponse, mediaBody } from '../../lib/openapi-media.ts';
import { storedPdfFileName } from '../../meetings/pdf-file-names.ts';
import { sendPdf } from './send-pdf.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const minutesFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/minutes/:file',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A stored minutes PDF',
        params: z.object({ file: z.string().max(80) }),
        response: {
          200: mediaBody('application/pdf', 'The PDF'),
          206: mediaBody('application/pdf', 'The bytes asked for by Range'),
          304: emptyResponse('The copy named by If-None-Match or If-Modified-Since is current'),
          404: errorResponseSchema,
          416: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const checksum = /^([a-f0-9]{64})\.pdf$/.exec(request.params.file)?.[1];
      const file = checksum ? storedPdfPath(app.config.DATA_DIR, checksum) : null;
      if (!file || !fs.existsSync(file)) throw new AppError(404, 'not_found', { values: { resource: 'Document' } });
      const stat = fs.statSync(file);
      // A stream, not JSON: the response schemas document it and shape only the errors.
      return sendPdf(request, reply, {
        size: stat.size,
        // The name is the content's SHA-256: a strong tag by construction.
        etag: `"${checksum}"`,
        lastModified: stat.mtime,
        read: (range) => fs.createReadStream(file, range),
        fileName: await storedPdfFileName(app.db, app.city.config.timeZone, checksum!),
        cacheControl: IMMUTABLE,
      });
    },
  );

  app.get(
    '/minutes/:checksum/pages/:page',
    {
      schema: {
        tags: ['meetings'],
        summary: 'Page n (1-based) of a stored minutes PDF as a PNG image',
        params: z.object({
          checksum: z.string().regex(/^[a-f0-9]{64}$/, 'a SHA-256 checksum in lower-case hex'),
          page: z.string().regex(/^[1-9][0-9]{0,3}\.png$/, 'a page number from 1, then .png'),
        }),
        response: { 200: mediaBody('image/png', 'The page, 1000 px wide'), 400: errorResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const n = Number.parseInt(request.params.page, 10);
      let result;
      try {
        result = await pageImage(app.config.DATA_DIR, request.params.checksum, n);
      } catch (error) {
        // The PDF was read at ingest, so a failure here is the renderer's (missing binary, out of memory).
        request.log.error({ err: error, checksum: request.params.checksum, page: n }, 'page image render failed');
        throw new AppError(503, 'service_unavailable');
      }
      if ('missing' in result) {
        throw new AppError(404, 'not_found', { values: { resource: result.missing === 'page' ? 'Page' : 'Document' } });
      }
      reply.type('image/png').header('Cache-Control', IMMUTABLE).header('Content-Length', fs.statSync(result.file).size);
      return reply.send(fs.createReadStream(result.file) as never);
    },
  );
};
