/**
 * `GET /api/v1/files/proxy?url=`: a minutes PDF from one of the configured remote hosts (PDF_PROXY_HOSTS),
 * served from our origin so that pdf.js can read it under our CSP (connect-src 'self') without CORS. The
 * checks (hosts, public addresses after DNS, same-host redirects, size cap, PDF type) live in remote-pdf.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { mediaBody } from '../../plugins/openapi-media.ts';
import { fetchRemotePdf, RemotePdfError, type RemotePdfOptions } from './remote-pdf.ts';

/** Options for tests: the address policy, to reach a stub server on loopback. */
export interface PdfProxyOptions {
  isAllowedAddress?: RemotePdfOptions['isAllowedAddress'];
}

export const pdfProxyRoutes: FastifyPluginAsyncZod<PdfProxyOptions> = async (app, options) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A minutes PDF from an allowed remote host, served same-origin',
        querystring: z.object({ url: z.string().min(1).max(2048) }),
        response: { 200: mediaBody('application/pdf', 'The PDF'), 400: errorResponseSchema, 403: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      let body: Buffer;
      try {
        body = await fetchRemotePdf(request.query.url, {
          allowedHosts: app.config.PDF_PROXY_HOSTS,
          maxBytes: app.config.PDF_PROXY_MAX_BYTES,
          ...(options.isAllowedAddress ? { isAllowedAddress: options.isAllowedAddress } : {}),
        });
      } catch (error) {
        if (!(error instanceof RemotePdfError)) throw error;
        const code = error.status === 403 ? 'forbidden' : 'service_unavailable';
        throw new AppError(error.status, code, { message: error.message, details: { reason: error.reason } });
      }
      reply
        .type('application/pdf')
        .header('Cache-Control', 'public, max-age=3600')
        .header('Content-Disposition', 'inline')
        .header('Content-Length', body.length);
      return reply.send(body as never);
    },
  );
};
