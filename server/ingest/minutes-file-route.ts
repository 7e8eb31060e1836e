/**
 * `GET /api/v1/files/minutes/:file` serves a stored minutes PDF from DATA_DIR, same origin as the app, so the
 * PDF viewer can fetch it without CORS. Names are checksums: immutable, cacheable for a year.
 */
import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contract/errors.ts';
import { AppError } from '../lib/app-error.ts';
import { storedPdfPath } from './minutes-store.ts';

export const minutesFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/minutes/:file',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A stored minutes PDF',
        params: z.object({ file: z.string().max(80) }),
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const checksum = /^([a-f0-9]{64})\.pdf$/.exec(request.params.file)?.[1];
      const file = checksum ? storedPdfPath(app.config.DATA_DIR, checksum) : null;
      if (!file || !fs.existsSync(file)) throw new AppError(404, 'not_found', { values: { resource: 'Document' } });
      reply
        .type('application/pdf')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .header('Content-Length', fs.statSync(file).size);
      // A stream, not JSON: the 404 schema above only shapes errors.
      return reply.send(fs.createReadStream(file) as never);
    },
  );
};
