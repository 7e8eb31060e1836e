/**
 * "Also on the agenda of": the other meetings where the same matter (the clerk's file number) came up, oldest
 * first, each with what happened to it there, so a reader follows it from committee to council.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemAppearance } from '#contract/meetings.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './meeting-detail.module.css';

export function ItemHistory({ fileNumber, history }: { fileNumber: string | null; history: ItemAppearance[] | undefined }) {
  const { t } = useTranslation('meetings');
  const { formatDate } = useFormat();
  if (!fileNumber || !history || history.length === 0) return null;
  const outcome = (a: ItemAppearance) =>
    a.vote_result === 'pulled'
      ? t('detail.pulled')
      : a.vote_result
        ? t(`itemResults.${a.vote_result}`, { defaultValue: a.vote_result })
        : a.meeting_status === 'scheduled'
          ? t('history.upcoming')
          : t('detail.noVote');
  return (
    <div className={styles.history}>
      <p className={styles.historyLabel}>{t('history.label', { count: history.length, file: fileNumber })}</p>
      <ul>
        {history.map((a) => (
          <li key={`${a.meeting_id}-${a.item_number}`}>
            <Link to={`/meetings/${a.meeting_id}?status=all`} lang="en">{a.meeting_title.replace(/ - [A-Z][a-z]+ \d{1,2}, \d{4}.*$/, '')}</Link>
            {', '}
            <time dateTime={a.meeting_date}>{formatDate(a.meeting_date)}</time>
            {`, ${t('detail.item', { number: a.item_number })}: ${outcome(a)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
