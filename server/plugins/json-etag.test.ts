/**
 * Conditional GET on the public JSON API: a list, a detail and an OCD view answer 304 to their own ETag while the
 * record stays the same, and a new tag once the record changes; a resident's own answers carry none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDataFixture, seedOpenDataFixture } from '../test/fixtures/open-data-fixture.ts';
import { createMeeting, createResident } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let fixture: OpenDataFixture;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://civic.example' });
  fixture = await seedOpenDataFixture(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url, headers });

describe('ETags on the public JSON API', () => {
  it('a list, a detail and an OCD view answer 304 to their current tag, with no body, and the same tag again', async () => {
    for (const url of ['/api/v1/meetings', `/api/v1/meetings/${fixture.first}`, '/api/v1/ocd/events', '/api/v1/ocd/bills']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect((await get(url)).headers.etag, `${url} unchanged`).toBe(etag);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': etag }, 'HEAD')).statusCode, `HEAD ${url}`).toBe(304);
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode, url).toBe(200);
    }
  });

  it('a compressed answer carries the same tag as the plain one, and a browser sending both headers gets 304', async () => {
    const plain = await get('/api/v1/ocd/events');
    const compressed = await get('/api/v1/ocd/events', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBeDefined();
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const current = await get('/api/v1/ocd/events', { 'accept-encoding': 'br, gzip', 'if-none-match': plain.headers.etag as string });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
  });

  it('the kept meetings list answers with the tag kept beside it: the same for br, gzip and plain, 304 to each', async () => {
    const url = '/api/v1/meetings?limit=100&skip=0';
    const plain = await get(url);
    const tags = [plain.headers.etag];
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(url, { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      tags.push(compressed.headers.etag);
      const current = await get(url, { 'accept-encoding': encoding, 'if-none-match': plain.headers.etag as string });
      expect(current.statusCode, encoding).toBe(304);
      expect(current.rawPayload.length).toBe(0);
      expect(current.headers.vary).toContain('accept-encoding');
    }
    expect(new Set(tags)).toEqual(new Set([plain.headers.etag]));
    // A search is not kept: its tag is made from its body, the same way.
    const search = await get('/api/v1/meetings?q=council');
    expect((await get('/api/v1/meetings?q=council', { 'if-none-match': search.headers.etag as string })).statusCode).toBe(304);
  });

  it('the tag stays the same while only time passes (no clock in the answers of the record)', async () => {
    const urls = ['/api/v1/meetings', `/api/v1/meetings/${fixture.first}`, '/api/v1/councilors', '/api/v1/ocd/events', '/api/v1/ocd/vote_events', '/api/v1/ocd/people', '/api/v1/ocd/bills'];
    const before = await Promise.all(urls.map(async (url) => (await get(url)).headers.etag));
    ctx.clock.advance(10 * 60 * 1000);
    for (const [i, url] of urls.entries()) expect((await get(url, { 'if-none-match': before[i] as string })).statusCode, url).toBe(304);
  });

  it('the tag changes when the record changes, and a tag from before gets the new answer', async () => {
    const before = (await get('/api/v1/meetings')).headers.etag as string;
    const ocdBefore = (await get('/api/v1/ocd/events')).headers.etag as string;
    await createMeeting(ctx.db, { title: 'A meeting added later', meeting_date: '2024-12-04T23:00:00.000Z' });
    const after = await get('/api/v1/meetings', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('A meeting added later');
    expect((await get('/api/v1/ocd/events', { 'if-none-match': ocdBefore })).statusCode).toBe(200);
  });

  it("a resident's own answers and errors carry no tag", async () => {
    const resident = await createResident(ctx.db);
    const mine = await get('/api/v1/auth/me', { authorization: `Bearer ${resident.token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    const missing = await get('/api/v1/meetings/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('the OpenAPI document declares the 304 beside the 200 of a public JSON read, not of a private one', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths['/api/v1/meetings']!.get!.responses)).toContain('304');
    expect(Object.keys(document.paths['/api/v1/ocd/bills/{id}']!.get!.responses)).toContain('304');
    expect(Object.keys(document.paths['/api/v1/auth/me']!.get!.responses)).not.toContain('304');
  });
});
