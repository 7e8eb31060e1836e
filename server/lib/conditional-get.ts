/**
 * Conditional GET (RFC 9110 §13): a response carries validators (ETag, Last-Modified), and a client that sends
 * them back gets 304 Not Modified instead of the same body again. Calendar apps poll feeds every few minutes and
 * PDF viewers re-open the same file; both send these headers when they were given them.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Validators {
  /** A quoted entity tag, `"..."` (strong) or `W/"..."` (weak). */
  etag: string;
  lastModified?: Date;
}

/**
 * A weak tag from the body's hash: weak because compression may change the bytes on the wire while the
 * representation stays the same, and a strong tag promises byte equality.
 */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether the request's If-None-Match lists `etag`, comparing weakly as GET requires. */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sets the validators on the reply and says whether the client's copy is current. If-None-Match wins over
 * If-Modified-Since when both are sent (RFC 9110 §13.1.3); dates compare to the second, as HTTP dates do.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, validators: Validators): boolean {
  reply.header('ETag', validators.etag);
  if (validators.lastModified) reply.header('Last-Modified', validators.lastModified.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') return matchesIfNoneMatch(ifNoneMatch, validators.etag);
  const ifModifiedSince = request.headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string' || !validators.lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(validators.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * Answers 304 with no body. `send(null)` on a route that declares its 304 as `z.null()` is serialised as the text
 * "null": Node's HTTP server drops a 304's body, but Fastify's `inject` (the server-rendered pages, the tests) keeps
 * it. The reply is taken untyped, as a typed one asks for the declared `null`.
 */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}
