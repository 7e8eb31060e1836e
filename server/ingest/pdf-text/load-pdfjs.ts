/**
 * pdf.js, loaded on first use. It takes about a second to import; loaded at the top of the module graph, every
 * server process and every server test file paid for it, though only ingestion and page images read a PDF.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | null = null;

/** The pdf.js module, imported once per process. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}
