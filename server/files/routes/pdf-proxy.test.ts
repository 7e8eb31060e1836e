import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The hosts below are configured on purpose, so that what refuses them is the address check, not the list.
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ PDF_PROXY_HOSTS: 'www.cityoftulsa.org, 127.0.0.1,169.254.169.254,localhost,[::1]' });
});
afterAll(() => ctx.close());

const proxy = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/files/proxy?url=${encodeURIComponent(url)}` });

describe('GET /api/v1/files/proxy', () => {
  it('refuses loopback and the link-local metadata address, even when configured', async () => {
    for (const url of ['http://127.0.0.1/', 'http://169.254.169.254/', 'http://169.254.169.254/latest/meta-data/', 'http://localhost:9/x.pdf']) {
      const res = await proxy(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', details: { reason: 'private_address' } });
    }
  });

  it('refuses hosts outside PDF_PROXY_HOSTS and non-web addresses', async () => {
    const res = await proxy('https://example.org/minutes.pdf');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual({ reason: 'host_not_allowed' });
    expect((await proxy('file:///etc/passwd')).json().error.details).toEqual({ reason: 'bad_url' });
    expect((await proxy('javascript:alert(1)')).statusCode).toBe(403);
  });

  it('answers 400 without a url', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/files/proxy' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('PDF_PROXY_HOSTS', () => {
  it("defaults to the city's own sites", async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.config.PDF_PROXY_HOSTS).toContain('www.cityoftulsa.org');
      const res = await plain.app.inject({ method: 'GET', url: '/api/v1/files/proxy?url=http%3A%2F%2F127.0.0.1%2F' });
      expect(res.json().error.details).toEqual({ reason: 'host_not_allowed' });
    } finally {
      await plain.close();
    }
  });
});
