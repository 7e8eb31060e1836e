/**
 * Each motion: what kind of motion it was, who moved and seconded it, the outcome, every councilor's vote (linking
 * to their page), and the page of the minutes that records it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VotingRecord } from '../../../../../contract/meetings.ts';
import { Badge } from './status-badge.tsx';
import { SourcePageLink } from './source-page-link.tsx';
import styles from './meeting-detail.module.css';

export function VotingRecords({ records, minutesUrl = null }: { records: VotingRecord[]; minutesUrl?: string | null }) {
  const { t } = useTranslation('meetings');
  if (records.length === 0) return <p className={styles.muted}>{t('detail.noVotingRecords')}</p>;
  return (
    <ul className={styles.records}>
      {records.map((record) => (
        <li key={record.id} className={styles.record}>
          <p className={styles.motion}>
            {record.item_number && <span className={styles.itemNumber}>{t('detail.item', { number: record.item_number })}</span>}{' '}
            {record.motion}
          </p>
          <dl className={styles.recordFacts}>
            {record.motion_kind !== 'other' && record.motion_kind !== 'approve' && (
              <div>
                <dt>{t('detail.motionKind')}</dt>
                <dd>{t(`motionKinds.${record.motion_kind}`)}</dd>
              </div>
            )}
            {record.moved_by && (
              <div>
                <dt>{t('detail.movedBy')}</dt>
                <dd>{record.moved_by}</dd>
              </div>
            )}
            {record.seconded_by && (
              <div>
                <dt>{t('detail.secondedBy')}</dt>
                <dd>{record.seconded_by}</dd>
              </div>
            )}
            <div>
              <dt>{t('detail.outcome')}</dt>
              <dd>
                <Badge tone={record.outcome === 'passed' ? 'accent' : 'warning'}>{t(`outcomes.${record.outcome}`)}</Badge>
              </dd>
            </div>
          </dl>
          <SourcePageLink minutesUrl={minutesUrl} page={record.page} />
          {record.votes.length > 0 && (
            <table className={styles.roll}>
              <caption className="visually-hidden">{t('detail.rollCall')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('detail.councilor')}</th>
                  <th scope="col">{t('detail.district')}</th>
                  <th scope="col">{t('detail.vote')}</th>
                </tr>
              </thead>
              <tbody>
                {record.votes.map((vote) => (
                  <tr key={vote.councilor}>
                    <th scope="row">{vote.councilor}</th>
                    <td>
                      {vote.district ? (
                        <Link to={`/councilors/${vote.district}`}>{t('detail.districtLink', { district: vote.district })}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td data-vote={vote.vote}>{t(`votes.${vote.vote}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ul>
  );
}
