/**
 * Sends a PDF the way viewers and browsers want it: validators with 304 (RFC 9110 §13), byte ranges with 206
 * (pdf.js loads the pages it shows first), and a file name a person recognises when they save it.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ifRangeHolds, requestedRange } from '../../lib/byte-ranges.ts';
import { isNotModified, sendNotModified } from '../../lib/conditional-get.ts';

export interface PdfToSend {
  size: number;
  /** A strong tag (the content's hash): ranges of one version only. */
  etag: string;
  lastModified?: Date;
  /** The bytes from `start` to `end` inclusive, or all of them. */
  read(range?: { start: number; end: number }): Readable | Buffer;
  /** The name offered on saving, ASCII (see meetingPdfFileName). */
  fileName: string;
  cacheControl: string;
}

export function sendPdf(request: FastifyRequest, reply: FastifyReply, pdf: PdfToSend) {
  const range = ifRangeHolds(request, pdf.etag) ? requestedRange(request.headers.range, pdf.size) : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${pdf.size}`);
    throw new AppError(416, 'bad_request', { message: `The requested range is outside the file (${pdf.size} bytes).` });
  }
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', pdf.cacheControl);
  if (isNotModified(request, reply, { etag: pdf.etag, lastModified: pdf.lastModified })) return sendNotModified(reply);
  reply.type('application/pdf').header('Content-Disposition', `inline; filename="${pdf.fileName}"`);
  if (range.kind === 'partial') {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${pdf.size}`).header('Content-Length', range.end - range.start + 1);
    return reply.send(pdf.read(range));
  }
  reply.header('Content-Length', pdf.size);
  return reply.send(pdf.read());
}
