/**
 * Page images of a stored minutes PDF for the meeting image viewer. Rendered on demand (never at ingest, which
 * must stay fast), once per page at a fixed width, and cached as PNG under DATA_DIR/minutes/pages/<sha256>/.
 * The cache is keyed by the PDF's checksum, so a cached image can never go stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { renderPdfPagePng } from '../pdf-text/pdf-reader.ts';
import { minutesDir, storedPdfPath } from './minutes-store.ts';

/** Width in pixels of every page image: sharp on a phone, readable on a desktop, about 300 KB a page. */
export const PAGE_IMAGE_WIDTH = 1000;

function cachedPagePath(dataDir: string, checksum: string, n: number): string {
  return path.join(minutesDir(dataDir), 'pages', checksum, `${n}.png`);
}

/** Why no image could be given: no such PDF, or no such page in it. */
export type PageImageResult = { file: string } | { missing: 'document' | 'page' };

const inFlight = new Map<string, Promise<PageImageResult>>();
// Rendering takes a core for a moment; one at a time per process leaves the other core to the API.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The cached PNG of page `n` of the stored PDF with this checksum, rendering it first when needed. Concurrent
 * requests for one page share one render.
 */
export function pageImage(dataDir: string, checksum: string, n: number): Promise<PageImageResult> {
  const pdf = storedPdfPath(dataDir, checksum);
  if (!pdf || !Number.isInteger(n) || n < 1) return Promise.resolve({ missing: pdf ? 'page' : 'document' });
  const target = cachedPagePath(dataDir, checksum, n);
  if (fs.existsSync(target)) return Promise.resolve({ file: target });
  if (!fs.existsSync(pdf)) return Promise.resolve({ missing: 'document' });
  const key = `${dataDir}\u0000${target}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = queue.then(() => renderToCache(pdf, n, target)).finally(() => inFlight.delete(key));
    queue = pending.catch(() => undefined);
    inFlight.set(key, pending);
  }
  return pending;
}

async function renderToCache(pdf: string, n: number, target: string): Promise<PageImageResult> {
  if (fs.existsSync(target)) return { file: target };
  // Rendered in the PDF thread within its limits (issue 51): an image that inflates to gigabytes stops there.
  const png = await renderPdfPagePng(new Uint8Array(fs.readFileSync(pdf)), n, PAGE_IMAGE_WIDTH);
  if (!png) return { missing: 'page' };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written whole, then renamed: a crash mid-write never leaves a half image that later requests would serve.
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, png);
  fs.renameSync(temp, target);
  return { file: target };
}
