/**
 * "Minutes on record through December 18, 2024. The city's sources last checked Nov 23, 4:48 PM. Data status":
 * says how far the record reaches and how fresh it is, so an empty "Last 30 days" is read as "not published yet
 * here", not as "the council did nothing".
 */
import { useTranslation } from 'react-i18next';
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
  const checked = status.data?.sync_enabled ? status.data.last_pass?.finished_at : null;
  return (
    <p className={styles.recordsThrough}>
      {t('recordsThrough', { date: formatDate(newest.meeting_date) })}
      {checked && ` ${t(status.data?.stale ? 'lastCheckedStale' : 'lastChecked', { time: formatDateTime(checked) })}`}{' '}
      <Link to="/status">{t('dataStatusLink')}</Link>
    </p>
  );
}
