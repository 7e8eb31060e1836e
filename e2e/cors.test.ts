/**
 * Cross-origin reads as a browser makes them (issue 34): a page served from another loopback origin (a static
 * civic site, a notebook) reads the public data with fetch, including a conditional GET that needs a preflight,
 * and cannot read an account route, nor send its cookies along.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
let page: Page;
let site: http.Server;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  // The other origin: a different port on the loopback, serving one empty page.
  site = http.createServer((_request, response) => response.end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

/** Runs fetch in the other origin's page; a CORS refusal shows as `blocked`. */
function readFromElsewhere(url: string, init: RequestInit = {}) {
  return page.evaluate(
    async ({ url, init }) => {
      try {
        const res = await fetch(url, init);
        return { status: res.status, etag: res.headers.get('etag'), text: (await res.text()).slice(0, 200) };
      } catch (error) {
        return { blocked: String(error) };
      }
    },
    { url, init },
  );
}

describe('cross-origin reads from another origin', () => {
  it('reads the meetings, a feed, the OCD events, an export manifest and the OpenAPI document', async () => {
    for (const path of ['/api/v1/meetings?limit=1', '/api/v1/feeds/meetings.rss', '/api/v1/ocd/events?limit=1', '/api/v1/data/exports', '/api/openapi.json']) {
      const result = await readFromElsewhere(`${baseUrl}${path}`);
      expect(result, path).toMatchObject({ status: 200 });
    }
  });

  it('sends a conditional GET through a preflight and gets 304', async () => {
    const first = await readFromElsewhere(`${baseUrl}/api/v1/feeds/meetings.rss`);
    expect(first.etag).toBeTruthy();
    const again = await readFromElsewhere(`${baseUrl}/api/v1/feeds/meetings.rss`, { headers: { 'If-None-Match': first.etag! }, cache: 'no-store' });
    expect(again).toMatchObject({ status: 304 });
  });

  it('never reads an account, the admin or a resident’s notes, and never with credentials', async () => {
    for (const path of ['/api/v1/auth/me', '/api/v1/admin/exports', '/api/v1/subscriptions', '/api/v1/meetings/1/annotations']) {
      expect(await readFromElsewhere(`${baseUrl}${path}`), path).toHaveProperty('blocked');
    }
    expect(await readFromElsewhere(`${baseUrl}/api/v1/meetings?limit=1`, { credentials: 'include' })).toHaveProperty('blocked');
    // A write to a public path is refused at the preflight.
    expect(await readFromElsewhere(`${baseUrl}/api/v1/meetings/1/speak-up/draft`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).toHaveProperty('blocked');
  });
});
