/** A link that downloads a table's numbers as CSV, built in the browser from the figures already shown. */
import { useTranslation } from 'react-i18next';
import { toCsv } from '#contract/csv.ts';
import styles from './votes.module.css';

interface CsvDownloadProps {
  /** The file name, without `.csv`. */
  name: string;
  /** What the table is, for the link's accessible name. */
  label: string;
  header: string[];
  rows: (string | number | null)[][];
}

export function CsvDownload({ name, label, header, rows }: CsvDownloadProps) {
  const { t } = useTranslation('votes');
  // Small tables (a row per year, per pair, per figure): building the text on each render costs nothing.
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(header, rows))}`;
  return (
    <p className={styles.download}>
      <a href={href} download={`${name}.csv`}>
        {t('csv.download', { what: label })}
      </a>
    </p>
  );
}
