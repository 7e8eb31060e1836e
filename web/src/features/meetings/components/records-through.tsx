/**
 * "Minutes on record through December 18, 2024. The city last answered Nov 23, 4:48 PM. Data status": says how far
 * the record reaches and how fresh it is, so an empty "Last 30 days" is read as "not published yet here", not as
 * "the council did nothing". Freshness is when a source last answered, as /status says it, not when the sync last
 * ran: a pass in which every source failed checked nothing (issue 33).
 */
import { useTranslation } from 'react-i18next';
import type { DataStatus } from '../../../../../contract/data-status.ts';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format.ts';
import { useRecordsThrough } from '../api/get-records-through.ts';
import styles from './meetings.module.css';

export function RecordsThrough() {
  const { t } = useTranslation('meetings');
  const { formatDate, formatDateTime } = useFormat();
  const status = useRecordsThrough();
  const newest = status.data?.newest_minutes;
  if (!newest) return null;
  const heard = status.data?.sync_enabled ? lastHeard(status.data) : null;
  return (
    <p className={styles.recordsThrough}>
      {t('recordsThrough', { date: formatDate(newest.meeting_date) })}
      {heard &&
        ` ${heard.answered ? t(status.data?.stale ? 'lastAnsweredStale' : 'lastAnswered', { time: formatDateTime(heard.answered) }) : t('neverAnswered')}${
          heard.failed ? ` ${t('lastCheckFailed', { time: formatDateTime(heard.failed) })}` : ''
        }`}{' '}
      <Link to="/status">{t('dataStatusLink')}</Link>
    </p>
  );
}

/** When any source last answered (null: never), and when a check after that got no answer (null: none did). */
export function lastHeard(status: DataStatus): { answered: string | null; failed: string | null } {
  const latest = (key: 'last_success_at' | 'last_error_at') => status.sources.map((s) => s[key] ?? '').sort().at(-1) || null;
  const answered = latest('last_success_at');
  const failed = latest('last_error_at');
  return { answered, failed: failed && failed > (answered ?? '') ? failed : null };
}
