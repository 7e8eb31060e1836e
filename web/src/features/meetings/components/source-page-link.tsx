/** "Minutes, page 4": opens the minutes PDF at the page that records an item or a vote, to check it in one click. */
import { useTranslation } from 'react-i18next';
import styles from './meeting-detail.module.css';

export function SourcePageLink({ minutesUrl, page }: { minutesUrl: string | null; page: number | null }) {
  const { t } = useTranslation('meetings');
  if (!minutesUrl || !page) return null;
  return (
    <a className={styles.sourcePage} href={`${minutesUrl}#page=${page}`} target="_blank" rel="noreferrer" aria-label={t('detail.sourcePageLabel', { page })}>
      {t('detail.sourcePage', { page })}
    </a>
  );
}
