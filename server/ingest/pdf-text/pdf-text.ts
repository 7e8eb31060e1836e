/**
 * Reads the text layer of a PDF with pdf.js (no native dependency, no outside service) and classifies the files
 * that cannot be read, so the pipeline can report a reason and move on instead of failing the whole run.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfJs } from './load-pdfjs.ts';
import { runsToLines, type TextLine, type TextRun } from './text-lines.ts';

/** The text of one PDF: lines per page, plus what the file says about its producer. */
export interface PdfText {
  pages: TextLine[][];
  producer: string | null;
}

/** Why a file was rejected; `code` is stable (tests, summary table), `message` is for people. */
export class UnreadablePdfError extends Error {
  constructor(
    readonly code: 'empty_file' | 'not_pdf' | 'html_page' | 'truncated' | 'encrypted' | 'corrupt' | 'no_text',
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

/** Cheap checks on the bytes before pdf.js sees them; pdf.js would "repair" a truncated file silently. */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new UnreadablePdfError('empty_file', 'the file is empty (0 bytes)');
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) {
    if (/<(!doctype html|html|head|body)\b/i.test(head)) {
      throw new UnreadablePdfError('html_page', 'the file is an HTML page saved with a .pdf name, not a PDF');
    }
    throw new UnreadablePdfError('not_pdf', 'the file is not a PDF (no %PDF- header)');
  }
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  if (!tail.includes('%%EOF')) {
    throw new UnreadablePdfError('truncated', 'the PDF is truncated (no end-of-file marker); download it again');
  }
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

/** Extracts lines page by page; throws UnreadablePdfError for every kind of bad file. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  checkPdfBytes(bytes);
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
    const pages: TextLine[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      pages.push(runsToLines(await pageRuns(page)));
      page.cleanup();
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
