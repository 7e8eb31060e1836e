/**
 * `GET /api/v1/meetings/`: the filtered, searchable, paged meetings list. Pages without a search are cached
 * (list-cache.ts); searches are not, as their long tail would only churn the cache. The body is serialised
 * once with JSON.stringify from the typed presenter output, instead of re-validating ~100 items per request,
 * and this route negotiates and compresses it itself (route option `compress: false`), so that a cached page
 * goes out as ready bytes in the encoding the client asked for.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { meetingListResponseSchema } from '#contract/meetings.ts';
import { listMeetingsLanguageQuerySchema } from '#contract/meeting-list-query.ts';
import { isNotModified, weakEtagOf } from '../../lib/conditional-get.ts';
import { COMPRESSION_THRESHOLD_BYTES, type Encoding, encodeBody, preferredEncoding } from '../../lib/content-encoding.ts';
import { listMeetings } from '../meeting-list.ts';
import { meetingsVersion } from '../meetings-version.ts';
import { createListCache } from './list-cache.ts';
import { createSingleFlight } from '../../lib/single-flight.ts';

/** How long a cached page of meetings may tell a meeting's state (upcoming, awaiting minutes) late. */
const STATE_WINDOW_MS = 5 * 60 * 1000;

/** Another process's ingestion shows up within this time; this process's own writes show at once. */
const CACHE_TTL_MS = 2_000;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

export const listMeetingsRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = createListCache({ ttlMs: CACHE_TTL_MS, maxBytes: CACHE_MAX_BYTES });
  // Requests that miss the cache together share one build, so an expired popular page is read from the database
  // once, not once per waiting request (issue 52).
  const buildOnce = createSingleFlight<Buffer>();

  app.get(
    '/',
    {
      config: { compress: false, decompress: false },
      schema: {
        tags: ['meetings'],
        summary: 'List meetings, newest first, or ranked by relevance when searching',
        querystring: listMeetingsLanguageQuerySchema,
        response: { 200: meetingListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // The body is sent as ready bytes, which the typed reply does not describe.
      const reply = typedReply as unknown as FastifyReply;
      const cacheable = !request.query.q;
      // The parsed query names the page: unknown parameters are dropped and defaults filled in, so junk added
      // to the URL (`?x=1`, `?x=2` ...) finds the same entry instead of building a new page each time.
      // The time is part of the page too: a meeting stops being "upcoming" when it starts (issue 33). Pages
      // are kept for at most one STATE_WINDOW_MS, so a state is at most that late.
      const now = app.clock.now();
      const key = `${JSON.stringify(request.query)}@${Math.floor(now.getTime() / STATE_WINDOW_MS)}`;
      const version = meetingsVersion();
      const wanted = preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      // The tag is the plain body's hash, the same for every encoding; a kept page keeps its tag (list-cache.ts),
      // so the JSON ETag hook finds one set and hashes nothing.
      const current = (etag: string) => isNotModified(request, reply, { etag });
      const notModified = () => reply.code(304).send();
      const send = (encoding: Encoding, body: Buffer) => {
        reply.type('application/json; charset=utf-8');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(body);
      };

      if (cacheable) {
        const etag = cache.etag(key, version);
        if (etag && current(etag)) return notModified();
        const hit = etag ? cache.get(key, version, wanted) : undefined;
        if (hit) return send(wanted, hit);
      }
      let json = cacheable ? cache.get(key, version, 'identity') : undefined;
      if (!json) {
        const build = async () => Buffer.from(JSON.stringify(await listMeetings(app.db, request.query, { city: app.city, now })));
        json = cacheable ? await buildOnce(`${key}|${version}`, build) : await build();
        if (cacheable) cache.set(key, version, 'identity', json);
      }
      if (current((cacheable && cache.etag(key, version)) || weakEtagOf(json))) return notModified();
      const encoding = json.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : wanted;
      const body = await encodeBody(json, encoding);
      if (cacheable && encoding !== 'identity') cache.set(key, version, encoding, body);
      return send(encoding, body);
    },
  );
};
