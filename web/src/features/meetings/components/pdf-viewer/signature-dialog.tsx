/**
 * Add a signature: draw it on a pad (pointer, touch or pen) or type it (keyboard), with a description that is
 * its alt text. The result goes to pdf.js's SignatureEditor, which places it on the page as an ink annotation.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import styles from './pdf-viewer.module.css';
import type { DrawnCurves, SignatureRequest } from './signature-manager.ts';

// Height of a new signature on the page, in PDF points (pdf.js's own default).
const HEIGHT_IN_PAGE = 40;

export function SignatureDialog({ request, onDone }: { request: SignatureRequest | null; onDone(): void }) {
  const { t } = useTranslation('meetings');
  const [typed, setTyped] = useState('');
  const [description, setDescription] = useState('');
  const [curves, setCurves] = useState<DrawnCurves | null>(null);
  const pad = useRef<SVGSVGElement>(null);
  const typedInput = useRef<HTMLInputElement>(null);
  const drawing = useRef<number[] | null>(null);
  const added = useRef(false);

  useEffect(() => {
    if (!request) return;
    added.current = false;
    setTyped('');
    setCurves(null);
    setDescription(request.kind === 'describe' ? (request.editor.description ?? '') : '');
    request.editor._uiManager.removeEditListeners();
  }, [request]);

  function close() {
    const editor = request?.editor;
    if (editor) {
      // A new signature editor that never got a signature is empty: remove it, as pdf.js's own dialog does.
      if (request.kind === 'new' && !added.current && editor._drawId === null) editor.remove();
      editor._uiManager.addEditListeners();
    }
    onDone();
  }

  function handleAdd() {
    if (!request) return;
    const { editor } = request;
    if (request.kind === 'describe') {
      editor.description = description;
    } else {
      const data = curves ? editor.getDrawnSignature(curves) : editor.getFromText(typed, window.getComputedStyle(typedInput.current!));
      const fallback = curves ? t('pdf.signatureDialog.defaultDescription') : typed;
      editor.addSignature(data, HEIGHT_IN_PAGE, description || fallback, null);
    }
    added.current = true;
    close();
  }

  function point(event: React.PointerEvent<SVGSVGElement>): [number, number] {
    const box = event.currentTarget.getBoundingClientRect();
    return [Math.round(event.clientX - box.left), Math.round(event.clientY - box.top)];
  }

  function handlePointerDown(event: React.PointerEvent<SVGSVGElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    const points = point(event);
    drawing.current = points;
    setCurves((previous) => ({
      width: box.width,
      height: box.height,
      thickness: 2,
      curves: [...(previous?.curves ?? []), { points }],
    }));
  }

  function handlePointerMove(event: React.PointerEvent<SVGSVGElement>) {
    if (!drawing.current) return;
    drawing.current.push(...point(event));
    setCurves((previous) => (previous ? { ...previous, curves: [...previous.curves] } : previous));
  }

  const paths = (curves?.curves ?? []).map(({ points }) =>
    points.reduce((d, value, i) => (i % 2 === 0 ? `${d}${i === 0 ? 'M' : ' L'}${value}` : `${d} ${value}`), ''),
  );
  const canAdd = request?.kind === 'describe' ? true : Boolean(curves || typed.trim());

  return (
    <Dialog open={request !== null} title={t(request?.kind === 'describe' ? 'pdf.signatureDialog.editTitle' : 'pdf.signatureDialog.title')} onClose={close}>
      {request?.kind === 'new' && (
        <>
          <p className={styles.hint}>{t('pdf.signatureDialog.drawHint')}</p>
          <svg
            ref={pad}
            className={styles.signaturePad}
            role="img"
            aria-label={t('pdf.signatureDialog.pad')}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={() => (drawing.current = null)}
          >
            {paths.map((d, i) => (
              <path key={i} d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            ))}
          </svg>
          <Button variant="ghost" size="small" onClick={() => setCurves(null)} disabled={!curves}>
            {t('pdf.signatureDialog.clear')}
          </Button>
          <label className={styles.field}>
            <span>{t('pdf.signatureDialog.type')}</span>
            <input ref={typedInput} className={styles.typedSignature} value={typed} onChange={(event) => setTyped(event.target.value)} disabled={Boolean(curves)} />
          </label>
        </>
      )}
      <label className={styles.field}>
        <span>{t('pdf.signatureDialog.description')}</span>
        <input value={description} onChange={(event) => setDescription(event.target.value)} maxLength={200} />
      </label>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={close}>
          {t('pdf.signatureDialog.cancel')}
        </Button>
        <Button onClick={handleAdd} disabled={!canAdd}>
          {t(request?.kind === 'describe' ? 'pdf.signatureDialog.update' : 'pdf.signatureDialog.add')}
        </Button>
      </div>
    </Dialog>
  );
}
