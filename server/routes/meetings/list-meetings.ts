/**
 * `GET /api/v1/meetings/`: the filtered, searchable, paged meetings list. Pages without a search are cached
 * (list-cache.ts); searches are not, as their long tail would only churn the cache. The body is serialised
 * once with JSON.stringify from the typed presenter output, instead of re-validating ~100 items per request.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors.ts';
import { listMeetingsQuerySchema, meetingListResponseSchema } from '../../../contract/meetings.ts';
import { city } from '../../../city/tulsa.ts';
import { listMeetings } from '../../repositories/meetings.ts';
import { meetingsVersion } from '../../repositories/meetings-version.ts';
import { createListCache, preferredEncoding } from './list-cache.ts';

/** Another process's ingestion shows up within this time; this process's own writes show at once. */
const CACHE_TTL_MS = 2_000;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

export const listMeetingsRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = createListCache({ ttlMs: CACHE_TTL_MS, maxBytes: CACHE_MAX_BYTES });

  app.get(
    '/',
    {
      schema: {
        tags: ['meetings'],
        summary: 'List meetings, newest first, or ranked by relevance when searching',
        querystring: listMeetingsQuerySchema,
        response: { 200: meetingListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // The body is sent as ready JSON text (or compressed bytes), which the typed reply does not describe.
      const reply = typedReply as unknown as FastifyReply;
      const cacheable = !request.query.q;
      const key = JSON.stringify(request.query);
      const version = meetingsVersion();
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (cacheable) {
        const encoding = preferredEncoding(request.headers['accept-encoding']);
        const hit = cache.get(key, version, encoding);
        if (hit !== undefined) {
          if (encoding !== 'identity') reply.header('content-encoding', encoding);
          return reply.send(hit);
        }
      }
      const json = JSON.stringify(await listMeetings(app.db, request.query, { timeZone: city.timeZone }));
      if (cacheable) cache.set(key, version, json);
      return reply.send(json);
    },
  );
};
