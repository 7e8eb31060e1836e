/**
 * `GET /api/v1/files/proxy?url=`: a minutes PDF from one of the configured remote hosts (PDF_PROXY_HOSTS),
 * served from our origin so that pdf.js can read it under our CSP (connect-src 'self') without CORS. The
 * checks (hosts, public addresses after DNS, same-host redirects, size cap, PDF type) live in remote-pdf.ts.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyResponse, mediaBody } from '../../lib/openapi-media.ts';
import { remotePdfFileName } from '../../meetings/pdf-file-names.ts';
import { createRemotePdfCache } from '../remote-pdf-cache.ts';
import { sendPdf } from './send-pdf.ts';
import { fetchRemotePdf, RemotePdfError, type RemotePdfOptions } from '../remote-pdf.ts';

/** Options for tests: the address policy, to reach a stub server on loopback. */
export interface PdfProxyOptions {
  isAllowedAddress?: RemotePdfOptions['isAllowedAddress'];
}

/** Browsers may keep a proxied PDF this long (Cache-Control), and so does the proxy's memory. */
const MAX_AGE_SECONDS = 3600;

export const pdfProxyRoutes: FastifyPluginAsyncZod<PdfProxyOptions> = async (app, options) => {
  // Room for a few packets at the size cap: what several residents reading this week's agendas need.
  const recent = createRemotePdfCache({ maxBytes: 4 * app.config.PDF_PROXY_MAX_BYTES, maxAgeMs: MAX_AGE_SECONDS * 1000 });
  app.get(
    '/',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A minutes PDF from an allowed remote host, served same-origin',
        security: [],
        querystring: z.object({ url: z.string().min(1).max(2048) }),
        response: {
          200: mediaBody('application/pdf', 'The PDF'),
          206: mediaBody('application/pdf', 'The bytes asked for by Range'),
          304: emptyResponse('The copy named by If-None-Match is current'),
          400: errorResponseSchema,
          403: errorResponseSchema,
          416: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      let body: Buffer;
      try {
        body = await recent.get(request.query.url, app.clock.now(), () =>
          fetchRemotePdf(request.query.url, {
            allowedHosts: app.config.PDF_PROXY_HOSTS,
            maxBytes: app.config.PDF_PROXY_MAX_BYTES,
            ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
          }),
        );
      } catch (error) {
        if (!(error instanceof RemotePdfError)) throw error;
        const code = error.status === 403 ? 'forbidden' : 'service_unavailable';
        throw new AppError(error.status, code, { message: error.message, details: { reason: error.reason } });
      }
      return sendPdf(request, reply, {
        size: body.length,
        etag: `"${crypto.createHash('sha256').update(body).digest('hex')}"`,
        // A range is a slice of the one download kept in memory (the first request still waits for all of it).
        read: (range) => (range ? body.subarray(range.start, range.end + 1) : body),
        fileName: await remotePdfFileName(app.db, app.city.config.timeZone, request.query.url),
        cacheControl: `public, max-age=${MAX_AGE_SECONDS}`,
      });
    },
  );
};
