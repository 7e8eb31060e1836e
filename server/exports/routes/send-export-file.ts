/**
 * Sends one file of the published export as a download: the strong ETag is its SHA-256 (from the manifest),
 * Last-Modified the export's time, 304 for a current copy and 206 for one byte range (resuming a large
 * download), with the same helpers as the minutes PDFs. The file name offered carries the export's date.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFile } from '#contract/data-exports.ts';
import type { CityConfig } from '#contract/city.ts';
import type { StoredManifest } from '../build-exports.ts';
import { exportsDir } from '../build-exports.ts';
import { AppError } from '../../lib/app-error.ts';
import { ifRangeHolds, requestedRange } from '../../lib/byte-ranges.ts';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';

const MEDIA_TYPES: Record<ExportFile['format'], string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
  sqlite: 'application/vnd.sqlite3',
};

/** `<city id>-meetings-2026-11-18.csv`: the city, the file and the export's date. */
export function downloadName(city: CityConfig, file: ExportFile['name'], exportDate: string): string {
  const dot = file.indexOf('.');
  return `${city.id}-${file.slice(0, dot).replace(/_/g, '-')}-${exportDate}${file.slice(dot)}`;
}

export function sendExportFile(request: FastifyRequest, reply: FastifyReply, manifest: StoredManifest, name: ExportFile['name']) {
  const file = manifest.files.find((f) => f.name === name);
  const location = path.join(exportsDir(request.server.config.DATA_DIR), manifest.folder, name);
  if (!file || !fs.existsSync(location)) throw new AppError(404, 'not_found', { values: { resource: 'Export file' } });
  const etag = `"${file.sha256}"`;
  const range = ifRangeHolds(request, etag) ? requestedRange(request.headers.range, file.bytes) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.bytes}`);
    throw new AppError(416, 'bad_request', { message: `The requested range is outside the file (${file.bytes} bytes).` });
  }
  // A new export may come any night: caches keep a copy an hour, then ask again (and usually get a 304).
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', 'public, max-age=3600');
  if (isNotModified(request, reply, { etag, lastModified: new Date(manifest.exported_at) })) return sendNotModified(reply);
  reply.type(MEDIA_TYPES[file.format]).header('Content-Disposition', `attachment; filename="${downloadName(request.server.city.config, name, manifest.export_date)}"`);
  if (range.kind === 'partial') {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.bytes}`).header('Content-Length', range.end - range.start + 1);
    return reply.send(fs.createReadStream(location, { start: range.start, end: range.end }));
  }
  reply.header('Content-Length', file.bytes);
  return reply.send(fs.createReadStream(location));
}
