/**
 * Where a meeting's record came from and how fresh it is: the city's source, when its agenda or minutes were
 * last read, and for an agenda when the sync last looked for a revision, with the data status page a click away.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeetingDetail } from '../../../../../contract/meetings.ts';
import { useFormat } from '../../../lib/format.ts';
import styles from './meeting-detail.module.css';

export function MeetingProvenance({ meeting }: { meeting: Pick<MeetingDetail, 'source' | 'provenance'> }) {
  const { t } = useTranslation('meetings');
  const { formatDateTime } = useFormat();
  const p = meeting.provenance;
  if (!meeting.source && !p?.read_at) return null;
  return (
    <p className={styles.muted}>
      {meeting.source && t('detail.source', { source: meeting.source })}
      {p?.document && p.read_at && ` · ${t(`provenance.read.${p.document}`, { time: formatDateTime(p.read_at) })}`}
      {p?.checked_at && ` · ${t('provenance.checked', { time: formatDateTime(p.checked_at) })}`}
      {' · '}
      <Link to="/status">{t('dataStatusLink')}</Link>
    </p>
  );
}
