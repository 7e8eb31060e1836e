/** A row of topic or keyword chips, the first `max` shown and the rest counted as "+N more" (spec §2). */
import { useTranslation } from 'react-i18next';
import { useMeetingLabels } from '../lib/labels.ts';
import styles from './badges.module.css';

export function ChipList({ values, max, kind, label }: { values: string[]; max?: number; kind: 'topic' | 'keyword'; label: string }) {
  const { t } = useTranslation('meetings');
  const labels = useMeetingLabels();
  if (values.length === 0) return null;
  const shown = max === undefined ? values : values.slice(0, max);
  const hidden = values.length - shown.length;
  return (
    <ul className={styles.chips} aria-label={label}>
      {shown.map((value) => (
        // Keywords are the minutes' own words; topics are ours, translated.
        <li key={value} className={styles.chip} data-kind={kind} lang={kind === 'keyword' ? 'en' : undefined}>
          {kind === 'topic' ? labels.topic(value) : value}
        </li>
      ))}
      {hidden > 0 && <li className={styles.more}>{t('card.more', { count: hidden })}</li>}
    </ul>
  );
}
