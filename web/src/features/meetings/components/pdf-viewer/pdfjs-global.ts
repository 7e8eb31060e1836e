/**
 * pdf.js core, set up for our origin: the worker is a file of our own build (CSP worker-src 'self'), and the
 * library is published on `globalThis.pdfjsLib`, which pdfjs-dist's viewer components read when they load.
 * Imported before `pdf_viewer.mjs` (see pdfjs.ts) so that the global exists by then.
 */
import * as pdfjsLib from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjsLib.GlobalWorkerOptions.workerSrc = workerUrl;
(globalThis as { pdfjsLib?: typeof pdfjsLib }).pdfjsLib = pdfjsLib;

/** The pdf.js core API. */
export { pdfjsLib };
