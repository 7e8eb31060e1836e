/**
 * The annotation toolbar: pdf.js editor modes (highlight, free text, ink, signature, image stamp), undo, redo,
 * delete, download of the annotated PDF, and whether the annotations are saved. A tool chosen from the
 * keyboard places its editor in the middle of the page (pdf.js's CREATE), so no pointer is needed.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import styles from './pdf-viewer.module.css';
import type { SaveState } from './use-annotation-saving.ts';
import type { EditorStates } from './use-pdf-viewer.ts';

/** pdf.js `AnnotationEditorType` values (stable numbers of its public API). */
export const EDITOR_MODE = { none: 0, freeText: 3, highlight: 9, stamp: 13, ink: 15, signature: 101 } as const;

const TOOLS = [
  ['highlight', EDITOR_MODE.highlight],
  ['freeText', EDITOR_MODE.freeText],
  ['ink', EDITOR_MODE.ink],
  ['signature', EDITOR_MODE.signature],
] as const;

export interface AnnotationToolsProps {
  mode: number;
  states: EditorStates;
  saveState: SaveState;
  signedIn: boolean;
  onMode(mode: number, createAtCenter: boolean): void;
  onStamp(file: File): void;
  onCommand(command: 'undo' | 'redo' | 'delete'): void;
  onDownload(): void;
}

export function AnnotationTools({ mode, states, saveState, signedIn, onMode, onStamp, onCommand, onDownload }: AnnotationToolsProps) {
  const { t } = useTranslation('meetings');

  function handleTool(event: MouseEvent, next: number) {
    const active = mode === next;
    // detail 0: the button was pressed with the keyboard. Signatures always open their dialog at once.
    onMode(active ? EDITOR_MODE.none : next, !active && (event.detail === 0 || next === EDITOR_MODE.signature));
  }

  return (
    // A mouse press here keeps the focus in the document. Focus leaving it ends a drawing in progress, and pdf.js
    // then focuses the new drawing and scrolls it into view: where the drawing was partly off screen the page
    // moved under the pointer and the press was lost (after Draw, Signature did nothing). A tool's own action
    // ends the drawing instead (pdf.js does on a change of tool; the download does before it saves).
    <div className={styles.group} role="group" aria-label={t('pdf.tools')} onMouseDown={(event) => event.preventDefault()}>
      {TOOLS.map(([name, value]) => (
        <Button key={name} variant={mode === value ? 'primary' : 'secondary'} size="small" aria-pressed={mode === value} onClick={(event) => handleTool(event, value)}>
          {t(`pdf.${name}`)}
        </Button>
      ))}
      <label className={`${styles.fileButton} ${mode === EDITOR_MODE.stamp ? styles.fileButtonActive : ''}`}>
        <input
          className={styles.visuallyHidden}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onStamp(file);
            event.target.value = '';
          }}
        />
        {t('pdf.stamp')}
      </label>
      <Button variant="ghost" size="small" disabled={!states.hasSomethingToUndo} onClick={() => onCommand('undo')}>
        {t('pdf.undo')}
      </Button>
      <Button variant="ghost" size="small" disabled={!states.hasSomethingToRedo} onClick={() => onCommand('redo')}>
        {t('pdf.redo')}
      </Button>
      <Button variant="ghost" size="small" disabled={!states.hasSelectedEditor} onClick={() => onCommand('delete')}>
        {t('pdf.delete')}
      </Button>
      <Button variant="secondary" size="small" onClick={onDownload}>
        {t('pdf.download')}
      </Button>
      <span className={styles.status} role="status">
        {signedIn ? (saveState === 'idle' ? '' : t(`pdf.save.${saveState}`)) : t('pdf.save.signIn')}
      </span>
    </div>
  );
}
