/**
 * The server-rendering bundle is stood in for by a small entry-server.js that counts its renders and shows what
 * the API answered it (in-process), so the test sees when a page is rendered again and with what.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../test/auth-helpers.ts';
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

  it('renders a page once for the visitors of the next seconds, and again after a change', async () => {
    const first = await page('/contact-representatives');
    expect(await page('/contact-representatives')).toBe(first);
    expect(await page('/contact-representatives?x=1')).not.toBe(first);

    // A refused request changes nothing; an accepted one (here an account created) may change what pages show.
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(await page('/contact-representatives')).toBe(first);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registration() });
    expect(created.statusCode).toBe(201);
    const after = await page('/contact-representatives');
    expect(after).toMatch(/^render \d+ of \/contact-representatives, meetings 200$/);
    expect(after).not.toBe(first);
  });
});
