/**
 * The page cache on the real app (issue 52): kept until the record changes, whoever writes it; unrelated writes,
 * tracking parameters and the passing of time do not render a page again; concurrent misses render once. The
 * server-rendering bundle is stood in for by a small entry-server.js whose HTML says what the API answered (so it
 * changes only with the record) and which counts its renders per URL where the test can read them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { bumpRecordVersion } from '../meetings/record-version.ts';
import { registration } from '../test/auth-helpers.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createPageCache } from './page-cache.ts';
import { withoutTracking } from './tracking-params.ts';

const ENTRY = `
export async function renderPage(url, origin, apiFetch) {
  const counts = (globalThis.pageCacheTestRenders ??= {});
  counts[url] = (counts[url] ?? 0) + 1;
  // A render the test holds open until it lets it go.
  if (url.includes('hold=')) await globalThis.pageCacheTestHold;
  const list = await (await apiFetch('/api/v1/meetings?limit=1')).json();
  return { html: '<p>' + url + ': ' + list.total + ' meetings</p>', modules: [], state: { total: list.total } };
}
`;
/** The PostgreSQL schema of this test's database (undefined on SQLite), for a second connection to it. */
async function currentSchema(): Promise<string | undefined> {
  if (!ctx.app.config.DATABASE_URL) return undefined;
  return (await sql<{ s: string }>`select current_schema() as s`.execute(ctx.db)).rows[0]?.s;
}
const renders = (url: string): number => (globalThis as { pageCacheTestRenders?: Record<string, number> }).pageCacheTestRenders?.[url] ?? 0;

let ctx: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-page-cache-'));
  fs.mkdirSync(path.join(root, 'web'));
  fs.mkdirSync(path.join(root, 'web-ssr'));
  fs.writeFileSync(path.join(root, 'web', 'index.html'), '<!doctype html><html><head><title>Civic Commons</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(root, 'web-ssr', 'entry-server.js'), ENTRY);
  ctx = await createTestApp({ WEB_DIST_DIR: path.join(root, 'web') });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const shown = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return /<p>(.*?)<\/p>/.exec(res.body)?.[1];
};

describe('the page cache', () => {
  let page: string;
  let counter = 0;
  beforeEach(async () => {
    // A page of its own for each test, rendered once.
    page = `/meetings?status=completed&test=${++counter}`;
    await shown(page);
    expect(renders(page)).toBe(1);
  });

  it('keeps pages through writes that change no page: an assistant question, an MCP tools/list, an account', async () => {
    const question = await ctx.app.inject({ method: 'POST', url: '/api/v1/chatbot/chat', payload: { message: 'Who represents District 3?' }, remoteAddress: '10.52.0.1' });
    expect(question.statusCode).toBe(200);
    const tools = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/mcp',
      headers: { accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(tools.statusCode).toBe(200);
    const account = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration() });
    expect(account.statusCode).toBe(201);
    await shown(page);
    expect(renders(page)).toBe(1);
  });

  it('renders a page again on the first request after a change of the record, by this process or another', async () => {
    const before = await shown(page);
    await createMeeting(ctx.db, { title: 'Council meeting written by this process' });
    const after = await shown(page);
    expect(renders(page)).toBe(2);
    expect(after).not.toBe(before);

    // Another process (the job worker, a script) writes through its own connection: only the database knows.
    const other = createDatabase({ databaseUrl: ctx.app.config.DATABASE_URL, dataDir: ctx.dataDir, pgSchema: await currentSchema(), poolSize: 1 });
    try {
      await bumpRecordVersion(other);
    } finally {
      await other.destroy();
    }
    await shown(page);
    expect(renders(page)).toBe(3);
  });

  it('renders again after an accepted write that may change a public page, not after a refused one', async () => {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/reports', payload: {} });
    expect(refused.statusCode).toBe(400);
    await shown(page);
    expect(renders(page)).toBe(1);
    // Any write not known to change no page counts: the safe side (here a resident's report of an error).
    const meetingId = await createMeeting(ctx.db, { title: 'Reported meeting' });
    await shown(page);
    expect(renders(page)).toBe(2);
    const accepted = await ctx.app.inject({ method: 'POST', url: '/api/v1/reports', payload: { meeting_id: meetingId, target: 'summary', message: 'The summary names the wrong street.' }, remoteAddress: '10.52.0.2' });
    expect(accepted.statusCode).toBe(201);
    await shown(page);
    expect(renders(page)).toBe(3);
  });

  it('ignores tracking parameters: a shared link is the same page, rendered without them', async () => {
    const tracked = `${page}&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc&gclid=xyz&mc_cid=1&mc_eid=2`;
    expect(await shown(tracked)).toBe(`${page}: ${(await ctx.app.inject('/api/v1/meetings?limit=1')).json().total} meetings`);
    expect(renders(page)).toBe(1);
    expect(renders(tracked)).toBe(0);
    const first = await get(page);
    const again = await get(`${page}&UTM_CAMPAIGN=x`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    // Compared weakly, as GET asks (RFC 9110 §8.8.3.2): a proxy that drops the W/ still gets its 304.
    const strong = (first.headers.etag as string).replace(/^W\//, '');
    expect((await get(page, { 'if-none-match': `"other", ${strong}` })).statusCode).toBe(304);
  });

  it('renders once for concurrent requests of a page it does not hold', async () => {
    const fresh = `${page}&fresh=1`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(fresh, { 'accept-encoding': 'br' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(renders(fresh)).toBe(1);
  });

  it('answers a kept page while another page is being rendered, and the waiting requests of that one share its render', async () => {
    let release!: () => void;
    (globalThis as { pageCacheTestHold?: Promise<void> }).pageCacheTestHold = new Promise<void>((resolve) => (release = resolve));
    const held = `${page}&hold=1`;
    let settled = 0;
    const waiting = Array.from({ length: 5 }, () => get(held).finally(() => settled++));
    await expect.poll(() => renders(held)).toBe(1);
    const kept = await get(page);
    expect(kept.statusCode).toBe(200);
    expect(renders(page)).toBe(1);
    expect(settled).toBe(0);
    release();
    expect((await Promise.all(waiting)).map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(renders(held)).toBe(1);
  });

  it('does not render an unchanged page again as time passes, except where the record says time changes it', async () => {
    const etag = (await get(page)).headers.etag;
    ctx.clock.advance(10 * 60_000);
    expect((await get(page)).headers.etag).toBe(etag);
    expect(renders(page)).toBe(1);

    // A meeting that starts in an hour (the page is rendered again for it), then the hour passes.
    await createMeeting(ctx.db, { title: 'Starts soon', status: 'scheduled', meeting_date: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString() });
    await shown(page);
    expect(renders(page)).toBe(2);
    ctx.clock.advance(3_600_000 + 1000);
    // Sent as kept, and rendered again behind it: nobody waits for the render.
    await shown(page);
    await expect.poll(() => renders(page)).toBe(3);
    // The new render shows the same HTML: the ETag does not move.
    const renewed = await get(page);
    expect(renders(page)).toBe(3);
    expect(renewed.headers.etag).toBe((await get(page)).headers.etag);
  });
});

describe("the cache's size", () => {
  it('is the bytes it holds, the HTML and each compressed copy as it is made, least recent dropped first', async () => {
    const app = Fastify();
    app.decorate('db', ctx.db);
    const cache = createPageCache(app, { maxBytes: 25_000 });
    await app.ready();
    // Text that compresses to about a tenth: 10,000 bytes of HTML, about a thousand compressed.
    const html = (n: number) => `<p>${`page ${n} `.repeat(2_000)}`.slice(0, 10_000);
    const made: number[] = [];
    const page = (n: number) => cache.page('en', `/p/${n}`, async () => (made.push(n), { status: 200, html: html(n), keep: true }));
    const first = await page(1);
    await page(2);
    const key = (n: number) => `en\u0000/p/${n}`.length * 2;
    expect(cache.usage()).toEqual({ bytes: 20_000 + key(1) + key(2), pages: 2 });
    const br = await first.encoded('br');
    await expect.poll(() => cache.usage().bytes).toBe(20_000 + br.length + key(1) + key(2));
    await page(1); // the most recent now
    await page(3); // past the bound: page 2, the least recent, goes
    expect(cache.usage().pages).toBe(2);
    await page(1);
    await page(2);
    expect(made).toEqual([1, 2, 3, 2]);
    await app.close();
  });
});

describe('tracking parameters', () => {
  it('are taken out of a URL, and nothing else is', () => {
    expect(withoutTracking('/meetings?utm_source=a&q=zoning&fbclid=b&from=2024-01-01&utm_content=c')).toBe('/meetings?q=zoning&from=2024-01-01');
    expect(withoutTracking('/meetings/12?gclid=1&mc_cid=2&mc_eid=3&msclkid=4&_ga=5')).toBe('/meetings/12');
    expect(withoutTracking('/meetings?q=utm_source&lang=es')).toBe('/meetings?q=utm_source&lang=es');
    expect(withoutTracking('/meetings?%75tm_source=x&q=a%zz')).toBe('/meetings?q=a%zz');
    expect(withoutTracking('/meetings')).toBe('/meetings');
    expect(withoutTracking('/meetings?')).toBe('/meetings');
  });
});
