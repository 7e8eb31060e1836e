/**
 * The PDF reader's worker thread: reads one document per message and answers with its text or the reason it was
 * refused. It holds no state between documents; the parent terminates it when a document runs over a limit.
 */
import { parentPort } from 'node:worker_threads';
import { UnreadablePdfError } from './pdf-checks.ts';
import { readPdfTextInThread } from './read-in-thread.ts';
import type { PdfReadReply, PdfReadRequest } from './pdf-worker-messages.ts';

parentPort!.on('message', (request: PdfReadRequest) => {
  void readPdfTextInThread(new Uint8Array(request.bytes), request.limits).then(
    (text): void => parentPort!.postMessage({ id: request.id, text } satisfies PdfReadReply),
    (error: unknown): void => {
      const refused = error instanceof UnreadablePdfError ? error : new UnreadablePdfError('corrupt', `the PDF cannot be read: ${(error as Error).message}`);
      parentPort!.postMessage({ id: request.id, refused: { code: refused.code, message: refused.message } } satisfies PdfReadReply);
    },
  );
});
