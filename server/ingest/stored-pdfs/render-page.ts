/**
 * Draws one page of a PDF as a PNG with pdf.js and @napi-rs/canvas. Run in the PDF thread only
 * (`pdf-worker-body.ts`); the server asks for it through `renderPdfPagePng` (pdf-reader.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPdfJs } from '../pdf-text/load-pdfjs.ts';

// Fonts a PDF names but does not embed (Times, Helvetica) come from pdf.js's own folder, not the system.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/** Renders page `n` of a PDF to PNG `width` pixels wide; null when the PDF has fewer pages. */
export async function renderPagePng(bytes: Uint8Array, n: number, width: number): Promise<Buffer | null> {
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
