/**
 * CORS of the public record (decision 066, issue 50): the corrections log, the data status and the organizations
 * are public reads too; a reader's script may see what a byte range answered and ask for one through a preflight;
 * a resident's own routes stay closed to other origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const origin = { origin: 'https://newsroom.example' };

describe('public CORS', () => {
  it('opens the corrections log, the data status and the organizations to other origins, and exposes Content-Range', async () => {
    for (const url of ['/api/v1/corrections', '/api/v1/data-status', '/api/v1/organizations']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: origin });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(String(response.headers['access-control-expose-headers']), url).toMatch(/Content-Range/);
    }
  });

  it('answers a preflight for a byte range of a kept PDF', async () => {
    const response = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/files/minutes/0000000000000000000000000000000000000000000000000000000000000000.pdf',
      headers: { ...origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'range' },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/\bRange\b/);
  });

  it("keeps a resident's routes and writes closed", async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: origin });
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
    const write = await ctx.app.inject({ method: 'OPTIONS', url: '/api/v1/organizations', headers: { ...origin, 'access-control-request-method': 'POST' } });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
  });
});
