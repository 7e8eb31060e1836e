/**
 * The enhanced minutes viewer on pdf.js (loaded lazily by the minutes panel): page navigation, zoom, a text
 * layer with find, and annotations (highlight, free text, ink, signature, image stamp) with undo, redo,
 * delete, download, and saving per user. States (spec §4): loading, loaded, error (with retry).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth-context.ts';
import { AnnotationTools, EDITOR_MODE } from './annotation-tools.tsx';
import { FindBar } from './find-bar.tsx';
import { nestPdfHeadings } from './nest-pdf-headings.ts';
import { PageControls } from './page-controls.tsx';
import { PdfErrorView } from './pdf-error-view.tsx';
import styles from './pdf-viewer.module.css';
import type { EventBus, PDFViewer } from './pdfjs.ts';
import { SignatureDialog } from './signature-dialog.tsx';
import { createSignatureManager, type SignatureRequest } from './signature-manager.ts';
import { useAnnotationSaving } from './use-annotation-saving.ts';
import { usePdfViewer } from './use-pdf-viewer.ts';

interface UiManager {
  undo(): void;
  redo(): void;
  delete(): void;
  /** Ends what is being edited or drawn, so it is part of the document. */
  unselectAll(): void;
  updateParams(type: number, value: unknown): void;
}
const CREATE = 2; // pdf.js AnnotationEditorParamsType.CREATE
/** The level of the heading the viewer sits under (the minutes panel's h3): the PDF's own headings nest below it. */
const SECTION_HEADING_LEVEL = 3;

export interface PdfViewerProps {
  meetingId: number;
  url: string;
  fileName: string;
  width: number;
  onOpenInNewTab(): void;
  onUseSimpleViewer(): void;
}

export function PdfViewer({ meetingId, url, fileName, width, onOpenInNewTab, onUseSimpleViewer }: PdfViewerProps) {
  const { t } = useTranslation('meetings');
  const { status: authStatus } = useAuth();
  const signedIn = authStatus === 'authenticated';
  const saving = useAnnotationSaving(meetingId, signedIn);
  const container = useRef<HTMLDivElement>(null);
  const toolsId = useId();
  const uiManager = useRef<UiManager | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [signature, setSignature] = useState<SignatureRequest | null>(null);
  // On a phone the find and annotation tools fold behind one button, so the page is not under 15 of them.
  const [toolsOpen, setToolsOpen] = useState(false);
  const signatureManager = useMemo(() => createSignatureManager(setSignature, () => t('pdf.signatureDialog.editTitle')), [t]);

  function handleReady(viewer: PDFViewer, bus: EventBus) {
    saving.attach(viewer, bus);
    bus.on('annotationeditoruimanager', ({ uiManager: manager }: { uiManager: UiManager }) => {
      uiManager.current = manager;
    });
    bus.on('annotationeditorstateschanged', saving.scheduleSave);
  }

  useEffect(() => (container.current ? nestPdfHeadings(container.current, SECTION_HEADING_LEVEL) : undefined), []);

  // Until a signed-in user's saved annotations are known, the document waits (they are placed as pages render).
  const pdf = usePdfViewer(container, saving.ready ? url : '', attempt, handleReady, signatureManager);
  const status = saving.ready ? pdf.status : 'loading';

  function handleMode(mode: number, createAtCenter: boolean) {
    pdf.setMode(mode, createAtCenter ? () => uiManager.current?.updateParams(CREATE, {}) : undefined);
  }

  async function handleDownload() {
    const doc = pdf.viewer.current?.pdfDocument;
    if (!doc) return;
    // A drawing still in progress is not in the document yet (the press on Download leaves the focus in it).
    uiManager.current?.unselectAll();
    await saving.sync.current?.restoreAll();
    const bytes = await doc.saveDocument();
    const href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }

  return (
    <section className={styles.viewer} style={{ width: `min(${width}px, 100%)` }} aria-label={t('pdf.viewerLabel')} data-status={status}>
      {status === 'loaded' && (
        <div className={styles.toolbar}>
          <PageControls page={pdf.page} pageCount={pdf.pageCount} scale={pdf.scale} onGoToPage={pdf.goToPage} onZoom={pdf.zoom} />
          <Button
            variant="secondary"
            size="small"
            className={styles.toolsToggle}
            aria-expanded={toolsOpen}
            aria-controls={toolsId}
            onClick={() => setToolsOpen((v) => !v)}
          >
            {toolsOpen ? t('pdf.hideTools') : t('pdf.showTools')}
          </Button>
          <div id={toolsId} className={styles.tools} data-open={toolsOpen || undefined}>
            <FindBar result={pdf.find} onSearch={pdf.search} />
            <AnnotationTools
              mode={pdf.mode}
              states={pdf.states}
              saveState={saving.saveState}
              signedIn={signedIn}
              onMode={handleMode}
              onStamp={(file) => pdf.setMode(EDITOR_MODE.stamp, () => uiManager.current?.updateParams(CREATE, { bitmapFile: file }))}
              onCommand={(command) => uiManager.current?.[command]()}
              onDownload={() => void handleDownload()}
            />
            <Button variant="ghost" size="small" onClick={onUseSimpleViewer}>
              {t('pdf.useSimple')}
            </Button>
          </div>
        </div>
      )}
      {status === 'loading' && <Spinner label={t('pdf.loading')} />}
      {status === 'error' && <PdfErrorView onRetry={() => setAttempt((n) => n + 1)} onOpenInNewTab={onOpenInNewTab} />}
      <div className={styles.stage} hidden={status === 'error'}>
        <div
          ref={container}
          className={styles.container}
          // A named region: focusable for keyboard scrolling, and an aria-label needs a role to be allowed.
          role="region"
          tabIndex={0}
          aria-label={t('pdf.document')}
          onPointerUp={saving.scheduleSave}
          onKeyUp={saving.scheduleSave}
          onBlur={saving.scheduleSave}
        >
          <div className="pdfViewer" />
        </div>
      </div>
      <SignatureDialog request={signature} onDone={() => setSignature(null)} />
    </section>
  );
}
