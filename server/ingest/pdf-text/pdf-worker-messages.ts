/** The messages between the server and its PDF thread: read a document's text, or draw one of its pages. */
import type { PdfLimits, UnreadablePdfError } from './pdf-checks.ts';
import type { PdfText } from './read-in-thread.ts';

export type PdfTask = { kind: 'text'; limits: Pick<PdfLimits, 'maxPages' | 'maxTextChars'> } | { kind: 'page-png'; page: number; width: number };

/** What is checked of every document before pdf.js reads it. */
export type PdfPrecheck = Pick<PdfLimits, 'maxStreamBytes'>;

export interface PdfReadRequest {
  id: number;
  /** The document's bytes, transferred (the thread owns them). */
  bytes: ArrayBuffer;
  task: PdfTask;
  precheck: PdfPrecheck;
}

export type PdfReadReply =
  | { id: number; text: PdfText }
  | { id: number; png: Uint8Array | null }
  | { id: number; refused: { code: UnreadablePdfError['code']; message: string } };
