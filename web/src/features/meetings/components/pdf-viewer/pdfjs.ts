/**
 * The one entry to pdf.js for the viewer: core API and viewer components (PDFViewer, find controller, link
 * service, event bus) with their stylesheet. Only the lazily loaded viewer imports this file, so pdf.js never
 * lands in the meetings page's first chunk.
 */
import './pdfjs-global.ts';
import 'pdfjs-dist/web/pdf_viewer.css';

export { pdfjsLib } from './pdfjs-global.ts';
export { EventBus, FindState, PDFFindController, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
