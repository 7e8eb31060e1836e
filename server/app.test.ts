import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicDataPath } from './plugins/public-cors.ts';
import { SECURITY_HEADERS } from './plugins/security.ts';
import { createMeeting } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the app foundation', () => {
  it('answers /healthz with the database engine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'route_not_found', message: 'There is no API endpoint at GET /api/v1/nope.' },
    });
  });

  it('answers a body that is not JSON with 400 invalid_json', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/meetings/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/meetings/',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('rejects an invalid query parameter with 400 naming the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=1000' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toEqual([expect.objectContaining({ field: 'limit', location: 'querystring' })]);
  });

  it('lists meetings newest first with a total', async () => {
    await createMeeting(ctx.db, { title: 'Older', meeting_date: '2023-01-04T23:00:00.000Z' });
    await createMeeting(ctx.db, { title: 'Newer', meeting_date: '2024-01-03T23:00:00.000Z' });
    await createMeeting(ctx.db, { title: 'Hidden', summary: 'Minutes imported from PDF: x.pdf' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings/?limit=100&skip=0' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((m: { title: string }) => m.title)).toEqual(['Newer', 'Older']);
  });

  it('serves the OpenAPI document and sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/meetings');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a cached list page', 'GET', '/api/v1/meetings/?limit=100'],
    ['a 404', 'GET', '/api/v1/nope'],
    ['a 400', 'GET', '/api/v1/meetings/?limit=1000'],
    ['a 401', 'GET', '/api/v1/auth/me'],
  ] as const)('sends every security header on %s', async (_name, method, url) => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject({ method, url });
      // A read of the public record may be embedded and read elsewhere (decision 066); everything else stays same-origin.
      const expected = (name: string, value: string) => (name === 'cross-origin-resource-policy' && isPublicDataPath(url) ? 'cross-origin' : value);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name], name).toBe(expected(name, value));
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    expect(SECURITY_HEADERS['content-security-policy']).not.toContain('unsafe');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets only the API docs page allow inline styles (Swagger UI needs them)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  });
});
