/**
 * Whole page answers kept by the records' version (issue 38: server rendering at the cost of a cache hit). A
 * server-rendered page costs its head's queries, React on the server and compressing some 140 KB of HTML; a
 * link in a story or an alert brings many visitors to one page at once, and each would pay it. Kept here is
 * the finished answer: the status, the HTML, an ETag (a visitor who has the page gets a 304) and each
 * compressed copy made once. Only public pages are kept (the caller's choice: server-rendered, 200, GET), and
 * what they show is the same for everyone (rendered as a visitor who is not signed in), so the key is the
 * language and the URL. A page is reused while the records' version is unchanged and for at most TTL_MS:
 * the version moves with this process's writes (a meeting saved, also by a job, or any accepted change through
 * the API), the time limit lets another process's writes show.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { meetingsVersion } from '../meetings/meetings-version.ts';
import { COMPRESSION_THRESHOLD_BYTES, type Encoding, encodeBody, preferredEncoding } from '../lib/content-encoding.ts';
import { createBoundedMemo } from '../lib/bounded-memo.ts';

const TTL_MS = 15_000;
/** About 64 MB of UTF-16 at most: some 200 of the largest pages (a meeting page is about 140,000 characters). */
const MAX_CHARS = 32_000_000;

/** A page answer as the web app makes it. */
export interface PageAnswer {
  status: number;
  html: string;
  /** False when it is not worth keeping: not server-rendered, or the render fell back to the shell. */
  keep: boolean;
}

/** A page answer ready to send again. */
interface ReadyPage extends PageAnswer {
  etag: string;
  body: Buffer;
  /** Compressed copies, made on first demand. */
  encoded: Map<Encoding, Promise<Buffer>>;
}

export interface PageCache {
  /** The answer for `language` and `url`, made by `make` when there is no fresh one. */
  page(language: string, url: string, make: () => Promise<PageAnswer>): Promise<ReadyPage>;
}

/** Makes `answer` ready to send: its bytes and its ETag (weak: compressed copies carry it too). */
function ready(answer: PageAnswer): ReadyPage {
  const body = Buffer.from(answer.html);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { ...answer, body, etag, encoded: new Map() };
}

/** A cache for `app`'s pages; it counts the app's accepted changes to know when pages are stale. */
export function createPageCache(app: FastifyInstance, now: () => number = Date.now): PageCache {
  // Any request that changed something (an admin's edit, a correction, a signup) may change what a page shows.
  let changes = 0;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) changes++;
  });
  const pages = createBoundedMemo({ ttlMs: TTL_MS, maxChars: MAX_CHARS, version: () => `${meetingsVersion()}:${changes}` });
  return {
    page(language, url, make) {
      const key = `${language}\u0000${url}`;
      return pages.remember(key, async () => ready(await make()), {
        // Twice the page: room for its compressed copies (a fifth of it or less) and the key.
        sizeOf: (page) => key.length + page.html.length * 2,
        keep: (page) => page.keep,
        now: now(),
      });
    },
  };
}

/** Sends a page with its ETag (or 304 when the visitor has it), compressed as the request accepts. */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: ReadyPage): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.code(page.status);
  if (page.status === 200) {
    reply.header('ETag', page.etag);
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  }
  const encoding = page.body.length < COMPRESSION_THRESHOLD_BYTES ? 'identity' : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(page.body);
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = encodeBody(page.body, encoding);
    page.encoded.set(encoding, encoded);
  }
  return reply.header('content-encoding', encoding).send(await encoded);
}
