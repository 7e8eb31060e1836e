/**
 * Sets up pdf.js's PDFViewer (with its find controller, text layer and annotation editor layer) in a container
 * and loads one document into it. Returns what the toolbar shows and the actions it calls. The first painted
 * page is marked with `performance.mark('pdf-first-page')` and a data attribute, for the benchmark and tests.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { EventBus, PDFFindController, PDFLinkService, PDFViewer, pdfjsLib } from './pdfjs.ts';

/** Loading, loaded (with page navigation) or error (spec §4, PDF viewer). */
export type ViewerStatus = 'loading' | 'loaded' | 'error';

/** The annotation state pdf.js reports. */
export interface EditorStates {
  hasSomethingToUndo: boolean;
  hasSomethingToRedo: boolean;
  hasSelectedEditor: boolean;
}

/** The find bar's result: `total` matches, the `current` one, or none found. */
export interface FindResult {
  current: number;
  total: number;
  notFound: boolean;
}

export interface PdfViewerHandle {
  status: ViewerStatus;
  page: number;
  pageCount: number;
  scale: number;
  mode: number;
  states: EditorStates;
  find: FindResult | null;
  viewer: RefObject<PDFViewer | null>;
  eventBus: RefObject<EventBus | null>;
  goToPage(page: number): void;
  zoom(value: 'in' | 'out' | string): void;
  search(query: string, again?: 'next' | 'previous'): void;
  setMode(mode: number, then?: () => void): void;
}

const NO_STATES: EditorStates = { hasSomethingToUndo: false, hasSomethingToRedo: false, hasSelectedEditor: false };

export function usePdfViewer(
  container: RefObject<HTMLDivElement | null>,
  url: string,
  attempt: number,
  onReady?: (viewer: PDFViewer, eventBus: EventBus) => void,
  signatureManager?: object,
): PdfViewerHandle {
  const [status, setStatus] = useState<ViewerStatus>('loading');
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const [scale, setScale] = useState(1);
  const [mode, setModeState] = useState(0);
  const [states, setStates] = useState(NO_STATES);
  const [find, setFind] = useState<FindResult | null>(null);
  const viewer = useRef<PDFViewer | null>(null);
  const eventBus = useRef<EventBus | null>(null);
  const ready = useRef(onReady);
  ready.current = onReady;

  useEffect(() => {
    const element = container.current;
    if (!element || !url) return;
    setStatus('loading');
    const bus = new EventBus();
    const linkService = new PDFLinkService({ eventBus: bus });
    const findController = new PDFFindController({ eventBus: bus, linkService });
    const pdfViewer = new PDFViewer({
      container: element,
      eventBus: bus,
      linkService,
      findController,
      annotationEditorMode: pdfjsLib.AnnotationEditorType.NONE,
      enableHighlightFloatingButton: true,
      // pdf.js's own default palette; without it a new highlight fails to name its colour.
      annotationEditorHighlightColors: 'yellow=#FFFF98,green=#53FFBC,blue=#80EBFF,pink=#FFCBE6,red=#FF4F5F',
      signatureManager,
    } as ConstructorParameters<typeof PDFViewer>[0]);
    linkService.setViewer(pdfViewer);
    viewer.current = pdfViewer;
    eventBus.current = bus;
    let painted = false;
    bus.on('pagesinit', () => {
      pdfViewer.currentScaleValue = 'page-width';
    });
    bus.on('pagerendered', ({ pageNumber }: { pageNumber: number }) => {
      if (painted) return;
      painted = true;
      performance.mark('pdf-first-page', { detail: { pageNumber } });
      element.dataset.firstPagePainted = 'true';
    });
    bus.on('pagechanging', ({ pageNumber }: { pageNumber: number }) => setPage(pageNumber));
    bus.on('scalechanging', ({ scale: next }: { scale: number }) => setScale(next));
    bus.on('annotationeditormodechanged', ({ mode: next }: { mode: number }) => setModeState(next));
    bus.on('annotationeditorstateschanged', ({ details }: { details: Partial<EditorStates> }) =>
      setStates((previous) => ({ ...previous, ...details })),
    );
    bus.on('updatefindmatchescount', ({ matchesCount }: { matchesCount: { current: number; total: number } }) =>
      setFind({ current: matchesCount.current, total: matchesCount.total, notFound: matchesCount.total === 0 }),
    );
    bus.on('updatefindcontrolstate', ({ state, matchesCount }: { state: number; matchesCount: { current: number; total: number } }) =>
      setFind({ current: matchesCount?.current ?? 0, total: matchesCount?.total ?? 0, notFound: state === 1 }),
    );

    // No eval: the CSP has no 'unsafe-eval', so pdf.js must not try to compile fonts to functions.
    const task = pdfjsLib.getDocument({ url, isEvalSupported: false, enableXfa: false });
    let cancelled = false;
    task.promise.then(
      (doc) => {
        if (cancelled) return;
        ready.current?.(pdfViewer, bus);
        pdfViewer.setDocument(doc);
        linkService.setDocument(doc);
        setPageCount(doc.numPages);
        setPage(1);
        setStatus('loaded');
      },
      () => {
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
      viewer.current = null;
      eventBus.current = null;
      setStates(NO_STATES);
      setFind(null);
      setModeState(0);
      void task.destroy();
      pdfViewer.setDocument(null as never);
    };
  }, [container, url, attempt, signatureManager]);

  const goToPage = useCallback((target: number) => {
    const v = viewer.current;
    if (v && Number.isInteger(target) && target >= 1 && target <= v.pagesCount) v.currentPageNumber = target;
  }, []);

  const zoom = useCallback((value: string) => {
    const v = viewer.current;
    if (!v) return;
    if (value === 'in') v.increaseScale();
    else if (value === 'out') v.decreaseScale();
    else v.currentScaleValue = value;
  }, []);

  const search = useCallback((query: string, again?: 'next' | 'previous') => {
    eventBus.current?.dispatch('find', {
      source: null,
      type: again ? 'again' : '',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: again === 'previous',
      matchDiacritics: false,
    });
  }, []);

  const setMode = useCallback((next: number, then?: () => void) => {
    const v = viewer.current;
    const bus = eventBus.current;
    if (!v || !bus) return;
    if (then) {
      if ((v.annotationEditorMode as unknown as number) === next) then();
      else {
        const once = ({ mode: changed }: { mode: number }) => {
          if (changed !== next) return;
          bus.off('annotationeditormodechanged', once);
          then();
        };
        bus.on('annotationeditormodechanged', once);
      }
    }
    v.annotationEditorMode = { mode: next };
  }, []);

  return { status, page, pageCount, scale, mode, states, find, viewer, eventBus, goToPage, zoom, search, setMode };
}
