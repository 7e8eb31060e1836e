import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Civic Commons</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves client routes through the SPA fallback, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/meetings?status=completed', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('compresses a page, which is answered outside the routes', async () => {
    const padded = `<!doctype html><title>Civic Commons</title><div id="root">${'<p>minutes</p>'.repeat(200)}</div>`;
    fs.writeFileSync(path.join(dist, 'index.html'), padded);
    const app = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const res = await app.app.inject({ method: 'GET', url: '/meetings', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('<p>minutes</p>');
      const missing = await app.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.vary).toMatch(/Accept.*accept-encoding/);
    } finally {
      await app.close();
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the copies the build compressed at its best settings, each to the client that accepts it', async () => {
    const source = `export const minutes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `item ${i}`))};`;
    fs.writeFileSync(path.join(dist, 'assets', 'shell-def456.js'), source);
    await precompressDir(dist);
    // The server lists the built files when it starts (a deploy restarts it), so this one is served by a new app.
    const app = await createTestApp({ WEB_DIST_DIR: dist });
    const ask = (acceptEncoding?: string) =>
      app.app.inject({ method: 'GET', url: '/assets/shell-def456.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    try {
      const br = await ask('gzip, deflate, br, zstd');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBe(fs.statSync(path.join(dist, 'assets', 'shell-def456.js.br')).size);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(source);
      const gz = await ask('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(source);
      const plain = await ask();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(source);
    } finally {
      await app.close();
    }
  });

  it('keeps unknown API paths as JSON 404s even for browsers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('route_not_found');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
