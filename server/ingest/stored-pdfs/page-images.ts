/**
 * Page images of a stored minutes PDF for the meeting image viewer. Rendered on demand (never at ingest, which
 * must stay fast), once per page at a fixed width, and cached as PNG under DATA_DIR/minutes/pages/<sha256>/.
 * The cache is keyed by the PDF's checksum, so a cached image can never go stale.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfJs } from '../pdf-text/load-pdfjs.ts';
import { minutesDir, storedPdfPath } from './minutes-store.ts';

/** Width in pixels of every page image: sharp on a phone, readable on a desktop, about 300 KB a page. */
export const PAGE_IMAGE_WIDTH = 1000;

// Fonts a PDF names but does not embed (Times, Helvetica) come from pdf.js's own folder, not the system.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

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
  const png = await renderPagePng(new Uint8Array(fs.readFileSync(pdf)), n);
  if (!png) return { missing: 'page' };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written whole, then renamed: a crash mid-write never leaves a half image that later requests would serve.
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, png);
  fs.renameSync(temp, target);
  return { file: target };
}

/** Renders page `n` of a PDF to PNG at PAGE_IMAGE_WIDTH; null when the PDF has fewer pages. */
export async function renderPagePng(bytes: Uint8Array, n: number, width = PAGE_IMAGE_WIDTH): Promise<Buffer | null> {
  const { getDocument } = await loadPdfJs();
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  try {
    if (n > doc.numPages) return null;
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    // Loaded here, not at start-up: without the native binary only this endpoint fails (503), not the server.
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    // A white sheet under the page: PDFs leave the background transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return canvas.toBuffer('image/png');
  } finally {
    await doc.destroy();
  }
}
