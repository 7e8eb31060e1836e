/**
 * The server-rendering bundle is stood in for by a small entry-server.js that counts its renders and shows what
 * the API answered it (in-process), so the test sees when a page is rendered again and with what.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/auth-helpers.ts';
import { createMeeting } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const ENTRY = `
let renders = 0;
export async function renderPage(url, origin, apiFetch) {
  renders++;
  const health = await apiFetch('/api/v1/meetings?limit=1');
  return { html: '<p>render ' + renders + ' of ' + url + ', meetings ' + health.status + '</p>', modules: [], state: { renders } };
}
`;

let ctx: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-ssr-'));
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

const page = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return /<p>(.*?)<\/p>/.exec(res.body)?.[1];
};

describe('server-rendered pages', () => {
  it('puts the rendered page and its state into the shell, answering its API calls in-process', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/meetings?status=completed', headers: { accept: 'text/html' } });
    expect(res.body).toMatch(/<div id="root"><p>render \d+ of \/meetings\?status=completed, meetings 200<\/p><\/div>/);
    expect(res.body).toContain('<script type="application/json" id="server-state">');
  });

  it('renders a page once for its visitors, and again after a change of the record', async () => {
    const first = await page('/contact-representatives');
    expect(await page('/contact-representatives')).toBe(first);
    expect(await page('/contact-representatives?x=1')).not.toBe(first);

    // An account created changes no public page; a meeting written does (page-cache.test.ts has the rest).
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration() });
    expect(created.statusCode).toBe(201);
    expect(await page('/contact-representatives')).toBe(first);
    await createMeeting(ctx.db, { title: 'A meeting written' });
    const after = await page('/contact-representatives');
    expect(after).toMatch(/^render \d+ of \/contact-representatives, meetings 200$/);
    expect(after).not.toBe(first);
  });
});

describe('rendered pages kept as finished answers (issue 38)', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers a visitor who has the page with a 304 by its ETag, until the records change', async () => {
    const first = await get('/organizations');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/organizations', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await createMeeting(ctx.db, { title: 'Another meeting written' });
    const changed = await get('/organizations', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).not.toBe(first.body);
  });

  it('keeps a page per language, and its compressed copy says the same', async () => {
    const english = await get('/campaigns', { 'accept-language': 'en' });
    const spanish = await get('/campaigns', { 'accept-language': 'es' });
    const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
    expect(title(english.body)).toBe('Advocacy Campaigns · Civic Commons');
    expect(title(spanish.body)).not.toBe(title(english.body));
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    expect((await get('/campaigns', { 'accept-language': 'es' })).body).toBe(spanish.body);
    const br = await get('/campaigns', { 'accept-language': 'en', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(english.headers.etag);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(english.body);
  });

  it('does not keep a page that is not found', async () => {
    const missing = await get('/meetings/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.body).not.toContain('<p>render');
  });
});
