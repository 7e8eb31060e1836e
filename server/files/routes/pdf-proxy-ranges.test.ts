/**
 * The PDF proxy in front of a real HTTP server on loopback: range requests are answered with 206 from one
 * download, concurrent requests share it, and the file is named after the meeting that links to it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfProxyRoutes } from './pdf-proxy.ts';

// A small but real PDF header and body: the proxy checks the type and the first bytes.
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 'x'), Buffer.from('\n%%EOF\n')]);
let ctx: TestApp;
let proxy: FastifyInstance;
let origin: http.Server;
let downloads = 0;
let source: string;

beforeAll(async () => {
  origin = http.createServer((_req, res) => {
    downloads++;
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': PDF.length }).end(PDF);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  source = `http://127.0.0.1:${(origin.address() as AddressInfo).port}/media/agenda.pdf`;
  ctx = await createTestApp();
  await createMeeting(ctx.db, { title: 'City Council Regular Meeting', meeting_date: '2024-06-18T23:00:00.000Z', document_type: 'agenda', minutes_url: source });
  // The app's own proxy refuses loopback; this one is the same routes with the address check widened to it.
  proxy = Fastify();
  proxy.setValidatorCompiler(validatorCompiler);
  proxy.setSerializerCompiler(serializerCompiler);
  proxy.decorate('config', { ...ctx.app.config, PDF_PROXY_HOSTS: ['127.0.0.1'] });
  proxy.decorate('db', ctx.db);
  proxy.decorate('clock', ctx.clock);
  proxy.decorate('city', ctx.app.city);
  await proxy.register(pdfProxyRoutes, { prefix: '/files/proxy', isAllowedAddress: (address: string) => address === '127.0.0.1' });
  await proxy.ready();
});
afterAll(async () => {
  await proxy.close();
  await ctx.close();
  await new Promise<void>((resolve) => origin.close(() => resolve()));
});

const get = (headers: Record<string, string> = {}) => proxy.inject({ method: 'GET', url: `/files/proxy?url=${encodeURIComponent(source)}`, headers });

describe('GET /api/v1/files/proxy with ranges', () => {
  it('answers concurrent range requests with 206 and the right bytes from a single download', async () => {
    const ranges: [number, number][] = [
      [0, 1023],
      [65_536, 131_071],
      [PDF.length - 100, PDF.length - 1],
    ];
    const answers = await Promise.all(ranges.map(([start, end]) => get({ range: `bytes=${start}-${end}` })));
    answers.forEach((res, i) => {
      const [start, end] = ranges[i]!;
      expect(res.statusCode).toBe(206);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${PDF.length}`);
      expect(res.rawPayload.equals(PDF.subarray(start, end + 1))).toBe(true);
    });
    expect(downloads).toBe(1);

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toBe('inline; filename="2024-06-18-city-council-regular-meeting-agenda.pdf"');
    expect((await get({ 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
    expect(downloads).toBe(1);
  });

  it('downloads again once the copy is older than its Cache-Control allows', async () => {
    const before = downloads;
    ctx.clock.advance(3_600_000);
    expect((await get({ range: 'bytes=0-9' })).statusCode).toBe(206);
    expect(downloads).toBe(before + 1);
  });
});
