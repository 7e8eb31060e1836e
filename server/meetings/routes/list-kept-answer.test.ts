/**
 * The kept meetings list answered near the metal (decision 235): a URL whose page is kept is answered from
 * onRequest with the kept bytes, before the input check and the contract's schema would run again, and that answer
 * is the one the full path gives: the same bytes, the same headers, the same 304. Anything else takes the full path.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
/** The list requests that reached validation (the preValidation hooks run just before it). */
const validated: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({}, {
    beforeReady: (app) =>
      app.addHook('preValidation', (request, _reply, done) => {
        if (request.url.startsWith('/api/v1/meetings/?')) validated.push(request.url);
        done();
      }),
  });
  for (let i = 0; i < 12; i++) {
    await createMeeting(ctx.db, { title: `Regular council session ${i}`, meeting_date: `2025-0${1 + (i % 9)}-1${i % 10}T23:00:00.000Z` });
  }
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
/** The headers as sent, without the one that moves with the clock. */
const headersOf = (res: { headers: Record<string, unknown> }) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

describe('a kept list page', () => {
  it('is sent again from its URL without validating it again: the same bytes and headers, in each encoding', async () => {
    const url = '/api/v1/meetings/?limit=100&skip=0';
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(validated.filter((u) => u === url)).toHaveLength(1);

    const again = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.headers['access-control-allow-origin']).toBe('*');
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    // Plain: the kept JSON, with the same tag; 304 to that tag, with Vary and no body.
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')));
    expect(plain.headers.etag).toBe(first.headers.etag);
    const current = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string });
    expect(current.statusCode).toBe(304);
    expect(current.rawPayload.length).toBe(0);
    expect(current.headers.vary).toBe('accept-encoding');
    expect(current.headers.etag).toBe(first.headers.etag);
    expect(validated.filter((u) => u === url)).toHaveLength(1);
  });

  it('is the answer the full path gives: a URL with a parameter the schema drops gets the same, validated each time', async () => {
    const url = '/api/v1/meetings/?limit=5&skip=1';
    await get(url);
    const known = await get(url);
    const junk = `${url}&utm_source=feed`;
    for (let i = 0; i < 2; i++) {
      const full = await get(junk);
      expect(full.rawPayload.equals(known.rawPayload)).toBe(true);
      expect(headersOf(full)).toEqual(headersOf(known));
    }
    expect(validated.filter((u) => u === junk)).toHaveLength(2);
    expect(validated.filter((u) => u === url)).toHaveLength(1);
  });

  it('a bad URL is refused each time, and a parameter the schema drops (a token) is never remembered', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/v1/meetings/?limit=abc')).statusCode).toBe(400);
    const url = '/api/v1/meetings/?limit=5&token=abc';
    const answers = [await get(url), await get(url)];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(headersOf(answers[1]!)).toEqual(headersOf(answers[0]!));
    expect(validated.filter((u) => u === url)).toHaveLength(2);
  });

  it('is built again once a meeting is saved, and only then validated again', async () => {
    const url = '/api/v1/meetings/?limit=3&skip=0';
    const before = await get(url);
    await get(url);
    expect(validated.filter((u) => u === url)).toHaveLength(1);
    await createMeeting(ctx.db, { title: 'Saved after it was kept', meeting_date: '2026-11-10T23:00:00.000Z' });
    const after = await get(url);
    expect(after.json().items[0].title).toBe('Saved after it was kept');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(validated.filter((u) => u === url)).toHaveLength(2);
  });
});
