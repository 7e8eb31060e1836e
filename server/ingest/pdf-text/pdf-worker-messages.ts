/** The messages between the server and its PDF reader thread. */
import type { PdfLimits, UnreadablePdfError } from './pdf-checks.ts';
import type { PdfText } from './read-in-thread.ts';

export interface PdfReadRequest {
  id: number;
  /** The document's bytes, transferred (the thread owns them). */
  bytes: ArrayBuffer;
  limits: Pick<PdfLimits, 'maxPages' | 'maxTextChars'>;
}

export type PdfReadReply = { id: number; text: PdfText } | { id: number; refused: { code: UnreadablePdfError['code']; message: string } };
