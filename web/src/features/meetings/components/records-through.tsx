/**
 * "Minutes on record through December 18, 2024. The city last answered Nov 23, 4:48 PM. Data status": says how far
 * the record reaches and how fresh it is, so an empty "Last 30 days" is read as "not published yet here", not as
 * "the council did nothing". Freshness is when a source last answered, as /status says it, not when the sync last
 * ran: a pass in which every source failed checked nothing (issue 33).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '#web/lib/format.ts';
import { useRecordsThrough } from '../api/get-records-through.ts';
import styles from './meetings.module.css';

export function RecordsThrough() {
  const { t } = useTranslation('meetings');
  const { formatDate, formatDateTime } = useFormat();
  const status = useRecordsThrough();
  const newest = status.data?.newest_minutes;
  if (!newest) return null;
  const d = status.data!;
  // The newest answer (or failure) of any source, as /status lists them; '' when none.
  const at = (key: 'last_success_at' | 'last_error_at') => d.sources.map((s) => s[key] ?? '').sort().pop();
  const ok = at('last_success_at');
  const fail = at('last_error_at');
  return (
    <p className={styles.recordsThrough}>
      {t('recordsThrough', { date: formatDate(newest.meeting_date) })}
      {d.sync_enabled && ` ${ok ? t(d.stale ? 'lastAnsweredStale' : 'lastAnswered', { time: formatDateTime(ok) }) : t('neverAnswered')}`}
      {d.sync_enabled && fail && fail > (ok ?? '') && ` ${t('lastCheckFailed', { time: formatDateTime(fail) })}`}{' '}
      <Link to="/status">{t('dataStatusLink')}</Link>
    </p>
  );
}
