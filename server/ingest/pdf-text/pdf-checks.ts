/**
 * What makes a PDF unreadable, and the limits that keep a hostile one from taking the server with it (issue 51):
 * the reasons are stable codes (tests, the sync's failures, the clerk's upload answer) with a sentence for people.
 */

/** Why a file was rejected; `code` is stable (tests, summary table), `message` is for people. */
export class UnreadablePdfError extends Error {
  constructor(
    readonly code:
      | 'empty_file'
      | 'not_pdf'
      | 'html_page'
      | 'truncated'
      | 'encrypted'
      | 'corrupt'
      | 'no_text'
      | 'too_many_pages'
      | 'too_much_text'
      | 'too_much_inflated'
      | 'too_much_memory'
      | 'too_slow',
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

/**
 * Bounds on reading one PDF. The defaults are far above any council document (the longest packet the city has
 * published is a few hundred pages; a 2,000-page packet reads in seconds), and far below what stops a server.
 */
export interface PdfLimits {
  /** Pages in the document (checked before any page is read). */
  maxPages: number;
  /** Characters of text over all pages: a page of dense minutes holds about 5,000. */
  maxTextChars: number;
  /** Bytes one compressed stream may inflate to: a page's contents are kilobytes, a 600 dpi colour scan 100 MB. */
  maxStreamBytes: number;
  /** Memory the reader may take: its JavaScript heap, and the process's growth while it reads (inflated streams). */
  maxMemoryMb: number;
  /** Wall time for one document, from the moment its reading starts. */
  timeoutMs: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxPages: 5_000,
  maxTextChars: 50_000_000,
  maxStreamBytes: 512 * 1024 * 1024,
  maxMemoryMb: 1_024,
  timeoutMs: 300_000,
};

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
