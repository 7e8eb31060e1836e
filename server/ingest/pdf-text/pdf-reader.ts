/**
 * Reads PDFs off the event loop (issue 51): pdf.js runs in one worker thread, one document at a time, within
 * limits on pages, text, memory and wall time. A PDF of 20,000 pages blocked every request for minutes on the
 * event loop, and a compressed bomb took gigabytes and ignored SIGTERM; in the thread, the server keeps answering
 * and a document over a limit is refused with its reason (an UnreadablePdfError, reported like any bad file) while
 * the thread is terminated. The thread is reused between documents and ended after a while idle.
 */
import { Worker } from 'node:worker_threads';
import { checkPdfBytes, DEFAULT_PDF_LIMITS, type PdfLimits, UnreadablePdfError } from './pdf-checks.ts';
import type { PdfText } from './read-in-thread.ts';
import type { PdfReadReply, PdfReadRequest, PdfTask } from './pdf-worker-messages.ts';

const MB = 1024 * 1024;
/** How often the process's memory is looked at while a document is read (inflated streams live outside the heap). */
const MEMORY_CHECK_MS = 50;
/** A thread idle this long is ended: it holds pdf.js (tens of MB) for nothing. */
const IDLE_MS = 30_000;

/** The reading was cut short because the server is stopping: not the document's fault, so not reported as one. */
export class PdfReadingStopped extends Error {
  constructor() {
    super('PDF reading stopped: the server is shutting down');
    this.name = 'PdfReadingStopped';
  }
}

let reader: { worker: Worker; heapMb: number } | null = null;
let idleTimer: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();
let failCurrent: ((error: Error) => void) | null = null;
let generation = 0;
let nextId = 1;

/**
 * The text of a PDF, read in the worker thread; throws UnreadablePdfError for a bad file or one over `limits`.
 * Documents are read one after another, so one process never gives more than one core to PDFs.
 */
export function readPdfText(bytes: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<PdfText> {
  try {
    checkPdfBytes(bytes);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  const task: PdfTask = { kind: 'text', limits: { maxPages: limits.maxPages, maxTextChars: limits.maxTextChars } };
  return inTurn(bytes, limits, task).then((reply) => ('text' in reply ? reply.text : Promise.reject(new Error('the PDF thread answered out of turn'))));
}

/**
 * Page `n` of a PDF drawn `width` pixels wide as a PNG (null when the PDF has fewer pages), in the PDF thread
 * within the same time and memory limits: rendering decodes images, which reading the text never does.
 */
export function renderPdfPagePng(bytes: Uint8Array, n: number, width: number, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<Buffer | null> {
  return inTurn(bytes, limits, { kind: 'page-png', page: n, width }).then((reply) => {
    if (!('png' in reply)) throw new Error('the PDF thread answered out of turn');
    return reply.png ? Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) : null;
  });
}

/** Queues one task: documents are read one after another. */
function inTurn(bytes: Uint8Array, limits: PdfLimits, task: PdfTask): Promise<PdfReadReply> {
  // Copied now: the caller keeps its bytes (to store them), and the thread is given its own.
  const copy = new Uint8Array(bytes);
  const enqueued = generation;
  const run = queue.then(() => (enqueued === generation ? readOne(copy, limits, task) : Promise.reject(new PdfReadingStopped())));
  queue = run.catch(() => undefined);
  return run;
}

/** Stops the document being read and those waiting (at shutdown): they fail with PdfReadingStopped. */
export function stopPdfReading(): void {
  generation++;
  failCurrent?.(new PdfReadingStopped());
  if (reader) discard(reader.worker);
}

function readOne(bytes: Uint8Array, limits: PdfLimits, task: PdfTask): Promise<PdfReadReply> {
  if (idleTimer) clearTimeout(idleTimer);
  const worker = workerFor(limits.maxMemoryMb);
  // Held while it reads: a command-line ingest has nothing else keeping the process alive.
  worker.ref();
  const id = nextId++;
  const startRss = process.memoryUsage.rss();
  return new Promise<PdfReadReply>((resolve, reject) => {
    const finish = (outcome: PdfReadReply | Error, keepWorker: boolean): void => {
      clearTimeout(timer);
      clearInterval(memoryCheck);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      failCurrent = null;
      if (keepWorker) {
        worker.unref();
        idleTimer = setTimeout(() => reader && discard(reader.worker), IDLE_MS).unref();
      } else discard(worker);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const onMessage = (reply: PdfReadReply): void => {
      if (reply.id !== id) return;
      finish('refused' in reply ? new UnreadablePdfError(reply.refused.code, reply.refused.message) : reply, true);
    };
    const onError = (error: Error & { code?: string }): void => {
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory(limits) : new UnreadablePdfError('corrupt', `the PDF cannot be read: ${error.message}`), false);
    };
    const onExit = (): void => finish(new UnreadablePdfError('corrupt', 'the PDF reader stopped while reading this PDF'), false);
    const timer = setTimeout(() => {
      finish(new UnreadablePdfError('too_slow', `reading the PDF took longer than ${Math.round(limits.timeoutMs / 1000)} s; it was stopped`), false);
    }, limits.timeoutMs);
    const memoryCheck = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > limits.maxMemoryMb * MB) finish(tooMuchMemory(limits), false);
    }, MEMORY_CHECK_MS);
    failCurrent = (error) => finish(error, false);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    const request: PdfReadRequest = { id, bytes: bytes.buffer as ArrayBuffer, task, precheck: { maxStreamBytes: limits.maxStreamBytes } };
    worker.postMessage(request, [request.bytes]);
  });
}

function tooMuchMemory(limits: PdfLimits): UnreadablePdfError {
  return new UnreadablePdfError('too_much_memory', `reading the PDF needed more than ${limits.maxMemoryMb} MB of memory (a compressed bomb?); it was stopped`);
}

/** The idle thread if its heap limit is this one, else a new thread with it. */
function workerFor(heapMb: number): Worker {
  if (reader?.heapMb === heapMb) return reader.worker;
  if (reader) discard(reader.worker);
  const worker = new Worker(new URL('./pdf-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  // An error between documents (none expected) ends the thread; the next document starts another.
  worker.on('error', () => discard(worker));
  reader = { worker, heapMb };
  return worker;
}

function discard(worker: Worker): void {
  if (reader?.worker === worker) reader = null;
  void worker.terminate();
}
