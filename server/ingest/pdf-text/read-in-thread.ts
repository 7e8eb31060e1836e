/**
 * Reads the text layer of a PDF with pdf.js (no native dependency, no outside service) on the calling thread, and
 * classifies the files that cannot be read. Only the PDF worker (`pdf-worker-body.ts`) calls it with bytes from
 * outside: `readPdfText` (pdf-text.ts) is what the rest of the server uses.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfJs } from './load-pdfjs.ts';
import { type PdfLimits, UnreadablePdfError } from './pdf-checks.ts';
import { runsToLines, type TextLine, type TextRun } from './text-lines.ts';

/** The text of one PDF: lines per page, plus what the file says about its producer. */
export interface PdfText {
  pages: TextLine[][];
  producer: string | null;
}

/** The text runs of one page with their positions (PDF points from the bottom-left). */
export async function pageRuns(page: PDFPageProxy): Promise<TextRun[]> {
  const runs: TextRun[] = [];
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item)) continue;
    runs.push({
      text: item.str,
      x: item.transform[4] as number,
      y: item.transform[5] as number,
      width: item.width,
      height: item.height || Math.abs(item.transform[3] as number),
    });
  }
  return runs;
}

/** Extracts lines page by page within the page and text limits; throws UnreadablePdfError for every bad file. */
export async function readPdfTextInThread(bytes: Uint8Array, limits: Pick<PdfLimits, 'maxPages' | 'maxTextChars'>): Promise<PdfText> {
  const { getDocument } = await loadPdfJs();
  let doc: PDFDocumentProxy;
  try {
    // pdf.js takes ownership of (and detaches) the buffer it is given, so it gets a copy.
    doc = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') {
      throw new UnreadablePdfError('encrypted', 'the PDF is encrypted and needs a password');
    }
    throw new UnreadablePdfError('corrupt', `the PDF cannot be read: ${(error as Error).message}`);
  }
  try {
    if (doc.numPages > limits.maxPages) {
      throw new UnreadablePdfError('too_many_pages', `the PDF has ${doc.numPages} pages; at most ${limits.maxPages} are read`);
    }
    const pages: TextLine[][] = [];
    let chars = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const runs = await pageRuns(page);
      page.cleanup();
      for (const run of runs) chars += run.text.length;
      if (chars > limits.maxTextChars) {
        throw new UnreadablePdfError('too_much_text', `the PDF holds more than ${limits.maxTextChars} characters of text (page ${n})`);
      }
      pages.push(runsToLines(runs));
    }
    if (pages.every((p) => p.length === 0)) {
      throw new UnreadablePdfError('no_text', 'the PDF has no text layer (a scan?); nothing to read');
    }
    const meta = await doc.getMetadata().catch(() => null);
    const producer = (meta?.info as { Producer?: string } | undefined)?.Producer ?? null;
    return { pages, producer };
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw error;
    throw new UnreadablePdfError('corrupt', `the PDF cannot be read: ${(error as Error).message}`);
  } finally {
    await doc.destroy();
  }
}
