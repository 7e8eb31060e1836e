/**
 * CORS of the public record (decision 066, issue 50): the corrections log, the data status and the organizations
 * are public reads too; a reader's script may see what a byte range answered and ask for one through a preflight;
 * a bill's dossier and the counts of residents who wrote are public reads; a resident's own routes stay closed to
 * other origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, registerAndLogin } from '../test/auth-helpers.ts';
import { createMeeting } from '../test/factories.ts';
import { isPublicDataPath, needsCredential } from './public-cors.ts';

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

  it("opens a bill's dossier and the counts of residents who wrote, with an ETag that answers 304 (issue 50)", async () => {
    const meetingId = await createMeeting(ctx.db, {}, ctx.clock.now());
    const counts = `/api/v1/meetings/${meetingId}/speak-up/counts`;
    const matter = '/api/v1/matters/no-such-file';
    for (const url of [counts, matter]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: origin });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
    const first = await ctx.app.inject({ method: 'GET', url: counts, headers: origin });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await ctx.app.inject({ method: 'GET', url: counts, headers: { ...origin, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The resident's own withdrawal beside it stays closed to other origins.
    const withdraw = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/v1/meetings/${meetingId}/items/1/speak-up/count`,
      headers: { ...origin, 'access-control-request-method': 'DELETE' },
    });
    expect(withdraw.headers['access-control-allow-origin']).toBeUndefined();
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

  it("keeps a signed-in route closed under a public prefix: the user's own connections (issue 50), read and preflighted", async () => {
    const user = await registerAndLogin(ctx.app);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/organizations/me/connections', headers: { ...origin, ...bearer(user.token) } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).not.toBe('cross-origin');
    expect(read.headers.etag).toBeUndefined();
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/v1/organizations/me/connections', headers: { ...origin, ...bearer(user.token) } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/organizations/me/connections',
      headers: { ...origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // The public list beside it stays open, to a read and to its preflight.
    const list = await ctx.app.inject({ method: 'OPTIONS', url: '/api/v1/organizations/1', headers: { ...origin, 'access-control-request-method': 'GET' } });
    expect(list.headers['access-control-allow-origin']).toBe('*');
  });

  it('opens no route whose OpenAPI security asks for a credential, and every public read that asks for none', async () => {
    type Ops = Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    const paths = ((await ctx.app.inject({ url: '/api/openapi.json' })).json() as { paths: Ops }).paths;
    const reads = Object.entries(paths).flatMap(([route, methods]) => (methods.get ? [{ url: route.replace(/\{[^}]+\}/g, '1'), op: methods.get }] : []));
    const opened = async (url: string) => (await ctx.app.inject({ method: 'GET', url, headers: origin })).headers['access-control-allow-origin'] === '*';
    const credentialed = reads.filter(({ op }) => needsCredential(op));
    expect(credentialed.length).toBeGreaterThan(5);
    for (const { url } of credentialed) expect(await opened(url), url).toBe(false);
    const open = reads.filter(({ url, op }) => isPublicDataPath(url) && op.security?.length === 0);
    expect(open.length).toBeGreaterThan(30);
    for (const { url } of open.slice(0, 200)) expect(await opened(url), url).toBe(true);
  });
});
