/**
 * Content negotiation and compression for answers that are ready bytes (the meetings list, the pages) instead of
 * leaving it to @fastify/compress, whose per-request stream is the right tool for everything else.
 */
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size compression saves less than the header it adds: here, in the compression plugin and in the build's precompressed copies. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Browsers send one of a handful of Accept-Encoding values: remember the answer for the last few. */
const remembered = new Map<string, Encoding>();
const REMEMBERED_MAX = 64;

/** Picks br, then gzip, from an Accept-Encoding header (ignoring those refused with q=0). */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = remembered.get(header);
  if (known) return known;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  const encoding: Encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  if (remembered.size >= REMEMBERED_MAX) remembered.clear();
  remembered.set(header, encoding);
  return encoding;
}

/**
 * `body` in `encoding`, compressed off the event loop (zlib's thread pool). Brotli at quality 5: most of the
 * size gain of 11 at a small part of its time, which matters for uncached search results.
 */
export async function encodeBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(body);
  return body;
}

/**
 * Sends a ready text compressed as the request accepts, with `Vary: accept-encoding` added to any Vary already
 * set. For answers given outside routes (the page fallback), which @fastify/compress's per-route hook skips.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  const body = Buffer.from(text);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = body.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(await encodeBody(body, encoding));
}
