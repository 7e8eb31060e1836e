/** "Corrected on <date>: was <old value>" next to a value an admin corrected, with the reviewer's reason. */
import { useTranslation } from 'react-i18next';
import type { AppliedCorrection } from '#contract/corrections.ts';
import { useFormat } from '#web/lib/format.ts';
import { formerValue } from '../lib/corrections.ts';
import styles from './corrections.module.css';

interface CorrectionNoteProps {
  correction: AppliedCorrection | undefined;
  /** Without the reviewer's reason, for table cells and badges. */
  compact?: boolean;
  /** Keep a minimum width (in tables whose other columns are long text). */
  wide?: boolean;
}

export function CorrectionNote({ correction, compact = false, wide = false }: CorrectionNoteProps) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  if (!correction) return null;
  return (
    <span className={[styles.note, compact && styles.compact, wide && styles.wide].filter(Boolean).join(' ')} data-correction={correction.field}>
      <span className={styles.noteText}>
        {t('corrections.correctedOn', { date: formatDate(correction.corrected_at), old: formerValue(t, correction) })}
      </span>
      {!compact && correction.note && <span className={styles.reason}> {t('corrections.reason', { note: correction.note })}</span>}
    </span>
  );
}
