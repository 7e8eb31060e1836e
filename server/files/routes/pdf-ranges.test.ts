/**
 * Stored minutes PDFs over HTTP as viewers fetch them: byte ranges (206, checked byte for byte and by pdf.js
 * itself opening the file over a real socket with range requests), validators with 304, and a file name
 * taken from the meeting.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutesDir, storedPdfPath } from '../../ingest/stored-pdfs/minutes-store.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { remotePdfFileName } from '../../meetings/pdf-file-names.ts';

const SEED_PDF = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes/24-1158-1_2024-12-04_4PM_Minutes.pdf');
const pdf = fs.readFileSync(SEED_PDF);
const checksum = crypto.createHash('sha256').update(pdf).digest('hex');
const URL_PATH = `/api/v1/files/minutes/${checksum}.pdf`;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  fs.mkdirSync(minutesDir(ctx.dataDir), { recursive: true });
  fs.writeFileSync(storedPdfPath(ctx.dataDir, checksum)!, pdf);
  await createMeeting(ctx.db, {
    title: 'City Council Regular Meeting',
    meeting_date: '2024-06-18T23:00:00.000Z', // 6 P.M. in Tulsa, on the 18th
    document_type: 'minutes',
    source_checksum: checksum,
  });
});
afterAll(() => ctx.close());

const get = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: URL_PATH, headers });

describe('GET /api/v1/files/minutes/<sha256>.pdf', () => {
  it('sends the whole file with Accept-Ranges, a strong ETag and the meeting as the file name', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toBe(`"${checksum}"`);
    expect(res.headers['content-disposition']).toBe('inline; filename="2024-06-18-city-council-regular-meeting-minutes.pdf"');
    expect(Number(res.headers['content-length'])).toBe(pdf.length);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    ['bytes=0-1023', 0, 1023],
    ['bytes=1000-', 1000, pdf.length - 1],
    ['bytes=-500', pdf.length - 500, pdf.length - 1],
    [`bytes=${pdf.length - 10}-${pdf.length + 99}`, pdf.length - 10, pdf.length - 1],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await get({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${pdf.length}`);
    expect(Number(res.headers['content-length'])).toBe(end - start + 1);
    expect(res.rawPayload.equals(pdf.subarray(start, end + 1))).toBe(true);
  });

  it('answers 416 to a range past the end, and the whole file when If-Range names another version', async () => {
    const past = await get({ range: `bytes=${pdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
    expect(past.json().error.code).toBe('bad_request');
    const otherVersion = await get({ range: 'bytes=0-99', 'if-range': '"another-version"' });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload.length).toBe(pdf.length);
    expect((await get({ range: 'bytes=0-99', 'if-range': `"${checksum}"` })).statusCode).toBe(206);
  });

  it('answers 304 to a current copy', async () => {
    const res = await get({ 'if-none-match': `"${checksum}"` });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    expect(res.headers.etag).toBe(`"${checksum}"`);
  });

  it('lets pdf.js open the file over HTTP with range requests instead of one whole download', async () => {
    const ranges: string[] = [];
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // A second listener on the socket server only watches what pdf.js asks for; Fastify answers.
    ctx.app.server.on('request', (request: { url?: string; headers: Record<string, unknown> }) => {
      if (request.url === URL_PATH) ranges.push(String(request.headers.range ?? 'whole'));
    });
    const { port } = ctx.app.server.address() as AddressInfo;
    const loading = getDocument({ url: `http://127.0.0.1:${port}${URL_PATH}`, rangeChunkSize: 65_536, disableAutoFetch: true, disableStream: true });
    const document = await loading.promise;
    try {
      expect(document.numPages).toBe(4);
      await document.getPage(4);
    } finally {
      await loading.destroy();
    }
    expect(ranges.filter((r) => r.startsWith('bytes=')).length).toBeGreaterThan(0);
  });
});

describe('names of proxied PDFs', () => {
  it("take the meeting's name when a meeting links to the URL, else the URL's last segment", async () => {
    await createMeeting(ctx.db, {
      title: 'Urban & Economic Development Committee',
      meeting_date: '2024-12-04T22:00:00.000Z',
      document_type: 'agenda',
      minutes_url: 'https://www.cityoftulsa.org/media/123/ued-agenda.pdf',
    });
    expect(await remotePdfFileName(ctx.db, ctx.app.city.config.timeZone, 'https://www.cityoftulsa.org/media/123/ued-agenda.pdf')).toBe('2024-12-04-urban-economic-development-committee-agenda.pdf');
    expect(await remotePdfFileName(ctx.db, ctx.app.city.config.timeZone, 'https://www.cityoftulsa.org/media/9/Regular%20Minutes.PDF')).toBe('regular-minutes.pdf');
  });
});
