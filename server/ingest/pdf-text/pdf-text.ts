/**
 * Reading the text layer of a PDF: what the rest of the server imports. The reading itself happens in a worker
 * thread within limits (`pdf-reader.ts`, issue 51); the files that cannot be read are classified, so the pipeline
 * can report a reason and move on instead of failing the whole run.
 */
export { checkPdfBytes, DEFAULT_PDF_LIMITS, type PdfLimits, UnreadablePdfError } from './pdf-checks.ts';
export { PdfReadingStopped, readPdfText, stopPdfReading } from './pdf-reader.ts';
export { pageRuns, type PdfText } from './read-in-thread.ts';
