import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ingestPdf } from '../pipeline/ingest-file.ts';
import { minutesDir } from './minutes-store.ts';

const FILE = '24-1158-1_2024-12-04_4PM_Minutes.pdf';
const bytes = new Uint8Array(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../city/tulsa/data/minutes', FILE)));
let ctx: TestApp;
let meetingId: number;
let checksum: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const result = await ingestPdf({ city: cityContext(DEFAULT_CITY_ID), db: ctx.db, dataDir: ctx.dataDir, now: () => ctx.clock.now(), topics: [] }, FILE, bytes);
  meetingId = result.meetingId!;
  checksum = (await ctx.db.selectFrom('meetings').select('source_checksum').where('id', '=', meetingId).executeTakeFirstOrThrow()).source_checksum!;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('page images for the meeting image viewer', () => {
  it('records one image address per PDF page on the meeting, without rendering anything at ingest', async () => {
    const res = await get(`/api/v1/meetings/${meetingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().image_paths).toEqual([1, 2, 3, 4].map((n) => `/api/v1/files/minutes/${checksum}/pages/${n}.png`));
    expect(fs.existsSync(path.join(minutesDir(ctx.dataDir), 'pages'))).toBe(false);
  });

  it('renders a page on first request at 1000 px wide, caches it under DATA_DIR and serves it for a year', async () => {
    const first = await get(`/api/v1/files/minutes/${checksum}/pages/2.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const { width, height } = pngSize(first.rawPayload);
    expect(width).toBe(1000);
    expect(height).toBeGreaterThan(1200); // a US Letter page, portrait
    // Text was drawn: a blank white page compresses to a few kilobytes.
    expect(first.rawPayload.length).toBeGreaterThan(30_000);

    const cached = path.join(minutesDir(ctx.dataDir), 'pages', checksum, '2.png');
    const mtime = fs.statSync(cached).mtimeMs;
    const again = await get(`/api/v1/files/minutes/${checksum}/pages/2.png`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fs.statSync(cached).mtimeMs).toBe(mtime);
  });

  it('renders a page once when several requests for it arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(`/api/v1/files/minutes/${checksum}/pages/4.png`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.every((a) => a.rawPayload.equals(answers[0]!.rawPayload))).toBe(true);
    const dir = path.join(minutesDir(ctx.dataDir), 'pages', checksum);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 404 for a page past the end or a PDF that is not stored', async () => {
    const past = await get(`/api/v1/files/minutes/${checksum}/pages/5.png`);
    expect(past.statusCode).toBe(404);
    expect(past.json().error).toMatchObject({ code: 'not_found' });
    const unknown = await get(`/api/v1/files/minutes/${'0'.repeat(64)}/pages/1.png`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
  });

  it('answers 400 for a page that is not a number from 1 or a name that is not a checksum', async () => {
    for (const url of [
      `/api/v1/files/minutes/${checksum}/pages/0.png`,
      `/api/v1/files/minutes/${checksum}/pages/-1.png`,
      `/api/v1/files/minutes/${checksum}/pages/1.5.png`,
      `/api/v1/files/minutes/${checksum}/pages/two.png`,
      `/api/v1/files/minutes/${checksum}/pages/1.jpg`,
      `/api/v1/files/minutes/${checksum}/pages/99999.png`,
      `/api/v1/files/minutes/..%2F..%2Fetc/pages/1.png`,
      `/api/v1/files/minutes/${checksum.toUpperCase()}/pages/1.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('validation_failed');
    }
  });
});
