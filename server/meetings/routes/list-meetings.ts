/**
 * `GET /api/v1/meetings/`: the filtered, searchable, paged meetings list. Pages without a search are cached
 * (list-cache.ts); searches are not, as their long tail would only churn the cache. The body is serialised
 * once with JSON.stringify from the typed presenter output, instead of re-validating ~100 items per request,
 * and this route negotiates and compresses it itself (route option `compress: false`), so that a cached page
 * goes out as ready bytes in the encoding the client asked for.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { meetingListResponseSchema } from '#contract/meetings.ts';
import { listMeetingsLanguageQuerySchema } from '#contract/meeting-list-query.ts';
import { isNotModified, sendNotModified, weakEtagOf } from '../../lib/conditional-get.ts';
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

/** Raw URLs remembered as naming a kept page; a bound, as anyone can make up URLs (only valid ones get in). */
const KNOWN_URLS_MAX = 512;

export const listMeetingsRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = createListCache({ ttlMs: CACHE_TTL_MS, maxBytes: CACHE_MAX_BYTES });
  // Requests that miss the cache together share one build, so an expired popular page is read from the database
  // once, not once per waiting request (issue 52).
  const buildOnce = createSingleFlight<Buffer>();
  // A URL whose query passed the input check and the contract's schema, by the page it names (its parsed query).
  // Both are functions of the URL alone (a GET has no body), so the same URL passes again with the same page:
  // its kept answer is sent from onRequest, before they would run (decision 235).
  const knownUrls = new Map<string, string>();

  /** The page's key: its parsed query and the state window (a meeting stops being "upcoming" when it starts). */
  const keyOf = (page: string, now: Date) => `${page}@${Math.floor(now.getTime() / STATE_WINDOW_MS)}`;

  /**
   * Answers from the cache when `key` is kept: 304 to its tag, else its bytes in the encoding asked for (a page
   * under the compression threshold goes as it is). False, with nothing sent, when it must be built.
   */
  const sendKept = (request: FastifyRequest, reply: FastifyReply, key: string): boolean => {
    const version = meetingsVersion();
    const etag = cache.etag(key, version);
    if (!etag) return false;
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    let encoding = wanted;
    let body = cache.get(key, version, wanted);
    if (!body && wanted !== 'identity') {
      const plain = cache.get(key, version, 'identity');
      if (plain && plain.length < COMPRESSION_THRESHOLD_BYTES) [body, encoding] = [plain, 'identity'];
    }
    // Vary first, as the full path sets it (the same headers in the same order); left set when it must build.
    reply.header('vary', 'accept-encoding');
    const current = isNotModified(request, reply, { etag });
    if (!current && !body) return false;
    if (current) sendNotModified(reply);
    else send(reply, encoding, body!);
    return true;
  };

  // Requests that find a kept page without its copy in their encoding share one compression (the br copy of the
  // 110 KB list costs ~10 ms of CPU): each compressing its own held the requests behind them (decision 235).
  const encodeOnce = createSingleFlight<Buffer>();
  /** The kept page's copy in `encoding`, compressed once and kept while the page's plain body is still `etag`'s. */
  const keptEncoding = async (key: string, version: number, encoding: Encoding, json: Buffer, etag: string): Promise<Buffer> => {
    const kept = cache.get(key, version, encoding);
    if (kept) return kept;
    return encodeOnce(`${key}|${version}|${encoding}|${etag}`, async () => {
      const body = await encodeBody(json, encoding);
      if (cache.etag(key, version) === etag) cache.set(key, version, encoding, body);
      return body;
    });
  };

  app.get(
    '/',
    {
      config: { compress: false, decompress: false },
      onRequest: (request, reply, done) => {
        const page = request.method === 'GET' ? knownUrls.get(request.url) : undefined;
        if (page === undefined || !sendKept(request, reply as unknown as FastifyReply, keyOf(page, app.clock.now()))) done();
      },
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
      const page = JSON.stringify(request.query);
      const key = keyOf(page, now);
      const version = meetingsVersion();
      if (cacheable) {
        remember(knownUrls, request, page);
        if (sendKept(request, reply, key)) return reply;
      }
      reply.header('vary', 'accept-encoding');
      let json = cacheable ? cache.get(key, version, 'identity') : undefined;
      if (!json) {
        const build = async () => Buffer.from(JSON.stringify(await listMeetings(app.db, request.query, { city: app.city, now })));
        json = cacheable ? await buildOnce(`${key}|${version}`, build) : await build();
        if (cacheable) cache.set(key, version, 'identity', json);
      }
      // The tag is the plain body's hash, the same for every encoding; a kept page keeps its tag (list-cache.ts),
      // so the JSON ETag hook finds one set and hashes nothing.
      const etag = (cacheable && cache.etag(key, version)) || weakEtagOf(json);
      if (isNotModified(request, reply, { etag })) return sendNotModified(reply);
      const encoding = json.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
      const body = cacheable && encoding !== 'identity' ? await keptEncoding(key, version, encoding, json, etag) : await encodeBody(json, encoding);
      return send(reply, encoding, body);
    },
  );
};

function send(reply: FastifyReply, encoding: Encoding, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

/**
 * Remembers that `request`'s URL names `page`, when every parameter it carries is one the schema kept: then the
 * hooks that read the query as sent (personal-no-store.ts) see the same names on either path. URLs with junk
 * parameters are left to the full path, so they cannot crowd out the ones people use.
 */
function remember(knownUrls: Map<string, string>, request: FastifyRequest, page: string): void {
  if (request.method !== 'GET' || knownUrls.get(request.url) === page) return;
  const kept = request.query as Record<string, unknown>;
  const search = request.url.indexOf('?');
  const sent = search === -1 ? [] : [...new URLSearchParams(request.url.slice(search + 1)).keys()];
  if (!sent.every((name) => Object.hasOwn(kept, name))) return;
  if (knownUrls.size >= KNOWN_URLS_MAX) knownUrls.clear();
  knownUrls.set(request.url, page);
}
