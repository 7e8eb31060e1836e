/**
 * The PDF thread: reads one document per message (its text, or one page drawn as a PNG) and answers with the
 * result or the reason it was refused. It holds no state between documents; the parent terminates it when a
 * document runs over a limit.
 */
import { parentPort } from 'node:worker_threads';
import { renderPagePng } from '../stored-pdfs/render-page.ts';
import { checkInflatedStreams } from './inflate-check.ts';
import { UnreadablePdfError } from './pdf-checks.ts';
import { readPdfTextInThread } from './read-in-thread.ts';
import type { PdfReadReply, PdfReadRequest } from './pdf-worker-messages.ts';

async function perform(request: PdfReadRequest): Promise<PdfReadReply> {
  const bytes = new Uint8Array(request.bytes);
  await checkInflatedStreams(bytes, request.precheck.maxStreamBytes);
  if (request.task.kind === 'text') return { id: request.id, text: await readPdfTextInThread(bytes, request.task.limits) };
  return { id: request.id, png: await renderPagePng(bytes, request.task.page, request.task.width) };
}

parentPort!.on('message', (request: PdfReadRequest) => {
  void perform(request).then(
    // Copied, not transferred: the canvas's PNG lives in memory the thread cannot hand over.
    (reply): void => parentPort!.postMessage(reply),
    (error: unknown): void => {
      const refused = error instanceof UnreadablePdfError ? error : new UnreadablePdfError('corrupt', `the PDF cannot be read: ${(error as Error).message}`);
      parentPort!.postMessage({ id: request.id, refused: { code: refused.code, message: refused.message } } satisfies PdfReadReply);
    },
  );
});
