/**
 * Conditional GET on the public JSON API (issue 50): every public read that answers JSON (lists, details, the OCD
 * views) carries an ETag, and a client that sends it back in If-None-Match while the answer is the same gets 304
 * with no body. The tag is the hash of the body this request would get (decision 052's `weakEtagOf`), so it
 * changes exactly when what the client would read changes: a change to the record, another language, or time
 * moving a meeting from "upcoming" to "begun"; and never otherwise (no counter, no clock, nothing kept between
 * requests, so it holds across processes and restarts). What it saves is the bytes on the wire, not the query.
 * Routes that set their own validators (feeds, calendars, exports, PDFs) keep them.
 */
import type { FastifyInstance } from 'fastify';
import { isNotModified, weakEtagOf } from '../lib/conditional-get.ts';
import { isPublicDataPath, needsCredential } from './public-cors.ts';

/** The 304 the OpenAPI document declares on the public JSON reads. */
export const NOT_MODIFIED_DESCRIPTION = 'Not modified: the If-None-Match sent names the current ETag (the answer has not changed); no body';

const isJson = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('application/json');

/** Whether a route's answer gets an ETag from its body: a public read (one that needs no credential, `schema`'s security). */
export const takesJsonEtag = (method: string, url: string, schema?: unknown) => (method === 'GET' || method === 'HEAD') && isPublicDataPath(url) && !needsCredential(schema);

export function registerJsonEtags(app: FastifyInstance): void {
  // A callback hook, not an async one: every answer passes here, and most have nothing to do (a promise each cost
  // a kept list a tenth of its time, decision 235). A tag already set (the kept list's) is the cheapest test.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || reply.hasHeader('etag') || !takesJsonEtag(request.method, request.url, request.routeOptions.schema)) return done(null, payload);
    // The serialized body (a string, or a Buffer once an earlier hook has encoded it); a stream is left alone.
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (body === null || !isJson(reply.getHeader('content-type')) || !isNotModified(request, reply, { etag: weakEtagOf(body) })) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    done(null, '');
  });
}
