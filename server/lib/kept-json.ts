/**
 * A JSON answer kept between requests as ready bytes: its weak ETag hashed once, and each compressed form made on
 * the first request that asks for it, then reused. For memoized answers too large to serialise, hash and
 * compress on every request: a large council's newest 100 split votes are ~330 KB of JSON (a roll call of 51 on each),
 * and on PostgreSQL the zod re-validation, the hash and brotli cost a request more than its queries (issue 52).
 * The route sends it itself (route config `compress: false`), as the meetings list does.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isNotModified, sendNotModified, weakEtagOf } from './conditional-get.ts';
import { COMPRESSION_THRESHOLD_BYTES, type Encoding, encodeBody, preferredEncoding } from './content-encoding.ts';

export interface KeptJson {
  json: Buffer;
  etag: string;
  /** The compressed forms made so far (a promise, so concurrent first requests compress once). */
  encoded: Map<Encoding, Promise<Buffer>>;
}

/**
 * `value` as JSON bytes. The value must already have its contract's shape (typed presenter output): it is not
 * validated again against the route's response schema, which a string body skips.
 */
export function keepJson(value: unknown): KeptJson {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: weakEtagOf(json), encoded: new Map() };
}

/**
 * What a kept answer may hold, in characters, for a memo's size limit: the plain bytes, and room for its
 * compressed forms (br and gzip of JSON are each well under a quarter of it).
 */
export function keptJsonSize(kept: KeptJson): number {
  return Math.ceil(kept.json.length * 1.5);
}

/** Sends `kept` in the encoding the request accepts, or 304 when the client's copy is current. */
export async function sendKeptJson(request: FastifyRequest, reply: FastifyReply, kept: KeptJson): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding');
  if (isNotModified(request, reply, { etag: kept.etag })) return sendNotModified(reply);
  const encoding = kept.json.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(kept.json);
  let body = kept.encoded.get(encoding);
  if (!body) {
    body = encodeBody(kept.json, encoding);
    kept.encoded.set(encoding, body);
    // A failed compression is not kept: the next request tries again.
    body.catch(() => kept.encoded.delete(encoding));
  }
  reply.header('content-encoding', encoding);
  return reply.send(await body);
}
