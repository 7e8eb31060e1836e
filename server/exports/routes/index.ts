/**
 * Bulk data (issue 18, decision 015). `GET /api/v1/data/exports`: the latest export's manifest (files, sizes,
 * row counts, checksums, when it was built), whether a newer one is on its way and the nightly schedule;
 * `GET /api/v1/data/exports/{file}`: one file of it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFileParamsSchema, exportsStatusSchema } from '#contract/data-exports.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { readManifest } from '../build-exports.ts';
import { builtLabels } from '../built-label.ts';
import { exportRebuildPending } from '../export-rebuild.ts';
import { AppError } from '../../lib/app-error.ts';
import { emptyResponse, mediaBodies } from '../../lib/openapi-media.ts';
import { sendExportFile } from './send-export-file.ts';

const DOWNLOAD_TYPES: [string, ...string[]] = ['text/csv', 'application/json', 'application/vnd.sqlite3'];
/** A JSON file is an array of rows, one object per row with the columns of its table (see the /data page). */
const JSON_FILE_SCHEMA = { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'integer', 'boolean', 'array', 'null'] } } };

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports',
    {
      schema: {
        tags: ['data'],
        operationId: 'listDataExports',
        summary: 'The latest bulk export of the public record: its files (CSV, JSON, SQLite) and when the next is built',
        response: { 200: exportsStatusSchema },
      },
    },
    async (_request, reply) => {
      const manifest = readManifest(app.config.DATA_DIR);
      reply.header('Cache-Control', 'no-cache');
      return {
        latest: manifest
          ? { exported_at: manifest.exported_at, export_date: manifest.export_date, built: builtLabels(app.city.config, manifest.exported_at), licence: manifest.licence, files: manifest.files }
          : null,
        rebuild_pending: await exportRebuildPending(app.db),
        nightly_hour: app.config.EXPORTS ? app.config.EXPORT_HOUR : null,
        time_zone: app.city.config.timeZone,
      };
    },
  );

  app.get(
    '/exports/:file',
    {
      // Ready bytes with byte ranges: compressing them would break Range and Content-Length.
      config: { compress: false },
      schema: {
        tags: ['data'],
        operationId: 'downloadDataExport',
        summary: 'One file of the latest export, as a download named with the export date (ETag, 304, byte ranges)',
        params: exportFileParamsSchema,
        response: {
          200: mediaBodies(DOWNLOAD_TYPES, 'The file, in the media type of its extension', JSON_FILE_SCHEMA),
          206: mediaBodies(DOWNLOAD_TYPES, 'The bytes asked for by Range', { description: 'A byte range of the file, not a JSON document by itself' }),
          304: emptyResponse('The copy named by If-None-Match or If-Modified-Since is current'),
          400: errorResponseSchema,
          404: errorResponseSchema,
          416: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const manifest = readManifest(app.config.DATA_DIR);
      if (!manifest) throw new AppError(404, 'not_found', { values: { resource: 'Export' } });
      return sendExportFile(request, reply, manifest, request.params.file);
    },
  );
};
