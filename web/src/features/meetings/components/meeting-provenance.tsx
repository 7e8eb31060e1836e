/**
 * Where a meeting's record came from and how fresh it is: the city's source, when its agenda or minutes were
 * last read, and for an agenda when the sync last looked for a revision, with the data status page a click away;
 * and the city's own copy of each document where the sync fetched it (none for a document read from a file).
 */
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeetingDetail } from '#contract/meetings.ts';
import { useFormat } from '#web/lib/format.ts';
import styles from './meeting-detail.module.css';

export function MeetingProvenance({ meeting }: { meeting: Pick<MeetingDetail, 'source' | 'provenance'> & Partial<Pick<MeetingDetail, 'city_documents'>> }) {
  const { t } = useTranslation('meetings');
  const { formatDateTime } = useFormat();
  const p = meeting.provenance;
  const copies = (['agenda', 'minutes'] as const).flatMap((document) => {
    const url = meeting.city_documents?.[`${document}_url`];
    return url ? [{ document, url }] : [];
  });
  if (!meeting.source && !p?.read_at && copies.length === 0) return null;
  return (
    <p className={styles.muted}>
      {/* The source is named as the record gives it, in English: a Spanish page marks it. */}
      {meeting.source && <Trans t={t} i18nKey="detail.source" values={{ source: meeting.source }} components={{ en: <span lang="en" /> }} />}
      {p?.document && p.read_at && ` · ${t(`provenance.read.${p.document}`, { time: formatDateTime(p.read_at) })}`}
      {p?.checked_at && ` · ${t('provenance.checked', { time: formatDateTime(p.checked_at) })}`}
      {copies.map(({ document, url }) => (
        <span key={document}>
          {' · '}
          <a href={url} rel="noopener noreferrer external">{t(`provenance.cityCopy.${document}`)}</a>
        </span>
      ))}
      {' · '}
      <Link to="/status">{t('dataStatusLink')}</Link>
    </p>
  );
}
