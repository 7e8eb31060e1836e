/** The latest export's files: a download link each, with its format, row count and size. */
import { useTranslation } from 'react-i18next';
import type { ExportManifest } from '#contract/data-exports.ts';
import { intlLocale } from '#web/lib/format.ts';
import styles from './data-page.module.css';

/** 1.2 MB, 340 kB, 512 bytes (1,2 MB in Spanish). */
export function formatBytes(bytes: number, language = 'en'): string {
  const format = (value: number, unit: string) => new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  if (bytes >= 1_000_000) return format(bytes / 1_000_000, 'megabyte');
  if (bytes >= 1_000) return format(bytes / 1_000, 'kilobyte');
  return format(bytes, 'byte');
}

export function DownloadsTable({ manifest }: { manifest: ExportManifest }) {
  const { t, i18n } = useTranslation('data');
  return (
    <div className={styles.scroll} role="region" aria-label={t('filesTable')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('fileColumn')}</th>
            <th scope="col">{t('formatColumn')}</th>
            <th scope="col">{t('rowsColumn')}</th>
            <th scope="col">{t('sizeColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {manifest.files.map((file) => (
            <tr key={file.name}>
              <th scope="row">
                <a href={file.url} download aria-label={t('download', { file: file.name, size: formatBytes(file.bytes, i18n.language) })}>
                  {file.name}
                </a>
              </th>
              <td>{t(`format.${file.format}`)}</td>
              <td className={styles.number}>{t(file.table ? 'rowCount' : 'rowCountAll', { count: file.rows })}</td>
              <td className={styles.number}>{formatBytes(file.bytes, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
