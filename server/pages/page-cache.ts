/**
 * Whole page answers kept by the record's version (issues 38 and 52). A server-rendered page costs its head's
 * queries, React on the server and compressing some hundreds of KB of HTML; a link in a story or an alert brings
 * many visitors to one page at once, and each would pay it. Kept here is the finished answer: the status, the
 * HTML, an ETag (a visitor who has the page gets a 304) and each compressed copy made once. Only public pages are
 * kept (the caller's choice: server-rendered, 200, GET), and what they show is the same for everyone (rendered as
 * a visitor who is not signed in), so the key is the language and the URL without its tracking parameters.
 *
 * A page is reused while what it may show is unchanged (decision 110):
 * - the record's version in the database (record-version.ts), read on every page request: a change written by
 *   any process (an ingest, the sync's worker, a correction) shows on the next request;
 * - this process's accepted writes that may change a public page (an organization or a campaign edited, a
 *   member joining), but not those that never do (UNRELATED_WRITES: an assistant question, an MCP call, a
 *   sign-in, an alert signup, a resident's notes);
 * - the clock, at the record's next time boundary (a meeting starting) and at most every MAX_AGE_MS: such a page
 *   is sent as kept and rendered again behind it, so nobody waits, and its ETag stays when its HTML does.
 * Concurrent requests for a page that is not kept wait for one render. The cache is bounded by the bytes it
 * actually holds: the HTML and each compressed copy.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { meetingsVersion } from '../meetings/meetings-version.ts';
import { nextRecordTimeBoundary, readRecordVersion } from '../meetings/record-version.ts';
import { isNotModified, sendNotModified, weakEtagOf } from '../lib/conditional-get.ts';
import { COMPRESSION_THRESHOLD_BYTES, type Encoding, encodeBody, preferredEncoding } from '../lib/content-encoding.ts';
import { withoutTracking } from './tracking-params.ts';

/** Words that move with the clock alone (a countdown to a deadline) are at most this old. */
const MAX_AGE_MS = 60 * 60 * 1000;
/** 128 MB: some 250 meeting pages of 460 KB with their compressed copies, or 700 of 150 KB. */
const MAX_BYTES = 128 * 1024 * 1024;

/** Writes that never change what a public page shows: they do not empty the cache. */
const UNRELATED_WRITES = [
  /^\/api\/v1\/(chatbot|mcp|auth|subscriptions|notifications|dashboard|places|representatives)(\/|$)/,
  /^\/api\/v1\/meetings\/[^/]+\/annotations$/,
  /^\/api\/v1\/meetings\/[^/]+\/items\/[^/]+\/speak-up\/draft$/,
];

/** A page answer as the web app makes it. */
export interface PageAnswer {
  status: number;
  html: string;
  /** False when it is not worth keeping: not server-rendered, or the render fell back to the shell. */
  keep: boolean;
}

/** A page answer ready to send again. */
export interface ReadyPage extends PageAnswer {
  etag: string;
  body: Buffer;
  /** The body compressed with `encoding`, made once on first demand. */
  encoded(encoding: Exclude<Encoding, 'identity'>): Promise<Buffer>;
}

export interface PageCache {
  /** The answer for `language` and `url`, made by `make` when there is no fresh one. */
  page(language: string, url: string, make: () => Promise<PageAnswer>): Promise<ReadyPage>;
  /** The bytes and pages kept (for tests and the bench). */
  usage(): { bytes: number; pages: number };
}

export interface PageCacheOptions {
  now?: () => number;
  maxBytes?: number;
}

interface Entry {
  version: string;
  /** When the clock may have changed the page (ms). */
  until: number;
  page: Promise<ReadyPage>;
  bytes: number;
  renewing: boolean;
}

/** Whether an accepted request to `url` may have changed a public page. */
function mayChangePages(method: string, url: string, status: number): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || status >= 400) return false;
  const pathname = url.split('?')[0]!;
  return !UNRELATED_WRITES.some((pattern) => pattern.test(pathname));
}

/** The reading of `read` in flight, shared by the requests that arrive meanwhile. */
function shared<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/** A cache for `app`'s pages. */
export function createPageCache(app: FastifyInstance, { now = Date.now, maxBytes = MAX_BYTES }: PageCacheOptions = {}): PageCache {
  let writes = 0;
  // onSend, not onResponse: counted before the writer hears back, so its next request already sees the change.
  // A callback hook: every answer passes here, and an async hook costs each one a promise (decision 235).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (mayChangePages(request.method, request.url, reply.statusCode)) writes++;
    done(null, payload);
  });
  const recordVersion = shared(() => readRecordVersion(app.db));
  let boundary: { version: string; until: Promise<number> } | null = null;
  const timeBoundary = (version: string): Promise<number> => {
    if (boundary?.version !== version) boundary = { version, until: nextRecordTimeBoundary(app.db, now()) };
    const current = boundary;
    return current.until.then(
      async (until) => {
        if (now() < until) return until;
        // Passed: the next one (a new reading, shared by the requests that arrive meanwhile).
        const next = boundary === current || boundary === null ? (boundary = { version, until: nextRecordTimeBoundary(app.db, now()) }) : boundary;
        return next.until;
      },
      (error: unknown) => {
        if (boundary === current) boundary = null;
        throw error;
      },
    );
  };

  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  /** Counts `added` bytes to `entry` (if it is still kept) and drops the least recent pages past the bound. */
  const grow = (key: string, entry: Entry, added: number) => {
    if (entries.get(key) !== entry) return;
    entry.bytes += added;
    bytes += added;
    // A Map iterates in insertion order, and a page is re-inserted when used: the first key is the least recent.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  /** Renders the page for `entry`: its bytes, its ETag (weak: compressed copies carry it too), its copies. */
  const render = async (key: string, entry: () => Entry, make: () => Promise<PageAnswer>): Promise<ReadyPage> => {
    const answer = await make();
    const body = Buffer.from(answer.html);
    const etag = weakEtagOf(body);
    const copies = new Map<Encoding, Promise<Buffer>>();
    return {
      ...answer,
      body,
      etag,
      encoded(encoding) {
        let copy = copies.get(encoding);
        if (!copy) {
          copy = encodeBody(body, encoding);
          copies.set(encoding, copy);
          copy.then(
            (made) => grow(key, entry(), made.length),
            () => copies.delete(encoding),
          );
        }
        return copy;
      },
    };
  };
  /** Keeps `entry` for `key` once its page is ready and worth keeping. */
  const keep = (key: string, entry: Entry) => {
    entries.set(key, entry);
    entry.page.then(
      (page) => {
        if (!page.keep) {
          if (entries.get(key) === entry) drop(key);
        } else grow(key, entry, page.body.length + key.length * 2);
      },
      () => {
        if (entries.get(key) === entry) drop(key);
      },
    );
  };

  return {
    async page(language, url, make) {
      const key = `${language}\u0000${withoutTracking(url)}`;
      const version = `${await recordVersion()}:${meetingsVersion()}:${writes}`;
      const until = Math.min(await timeBoundary(version), now() + MAX_AGE_MS);
      const kept = entries.get(key);
      if (kept?.version === version) {
        entries.delete(key);
        entries.set(key, kept);
        if (now() >= kept.until && !kept.renewing) {
          // The clock may have changed it: send it as kept, and render it again behind it.
          kept.renewing = true;
          const renewed = { version, until, bytes: 0, renewing: false } as Entry;
          renewed.page = render(key, () => renewed, make);
          renewed.page.then(
            (page) => {
              kept.renewing = false;
              if (entries.get(key) !== kept) return;
              // A render that fell back to the shell replaces nothing: the kept page stays until the next time.
              if (!page.keep) kept.until = until;
              else {
                drop(key);
                keep(key, renewed);
              }
            },
            () => {
              kept.renewing = false;
            },
          );
        }
        return kept.page;
      }
      drop(key);
      const entry = { version, until, bytes: 0, renewing: false } as Entry;
      entry.page = render(key, () => entry, make);
      keep(key, entry);
      return entry.page;
    },
    usage: () => ({ bytes, pages: entries.size }),
  };
}

/** Sends a page with its ETag (or 304 when the visitor has it), compressed as the request accepts. */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: ReadyPage): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.code(page.status);
  if (page.status === 200) {
    if (isNotModified(request, reply, { etag: page.etag })) return sendNotModified(reply);
  }
  const encoding = page.body.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
}
