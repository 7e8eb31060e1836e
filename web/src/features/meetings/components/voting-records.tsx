/**
 * Each motion: what it was on (when not approval), who moved and seconded it, the outcome, every councilor's vote
 * (linking to their page), the minutes page that records it, corrections, and a way to report an error.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppliedCorrection } from '#contract/corrections.ts';
import type { VotingRecord } from '#contract/meetings.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { CorrectionNote } from './correction-note.tsx';
import { ReportErrorButton } from './report-error-button.tsx';
import { Badge } from './status-badge.tsx';
import { SourcePageLink } from './source-page-link.tsx';
import styles from './meeting-detail.module.css';

interface VotingRecordsProps {
  records: VotingRecord[];
  meetingId: number;
  corrections?: AppliedCorrection[];
  /** Whether readers can report an error here (not on demo samples). */
  reportable: boolean;
  /** The minutes PDF, to link each vote to the page that records it. */
  minutesUrl?: string | null;
}

export function VotingRecords({ records, meetingId, corrections, reportable, minutesUrl = null }: VotingRecordsProps) {
  const { t } = useTranslation('meetings');
  if (records.length === 0) return <p className={styles.muted}>{t('detail.noVotingRecords')}</p>;
  return (
    <ul className={styles.records}>
      {records.map((record, position) => {
        const onThisVote = (c: AppliedCorrection) => c.voting_record_id === record.id;
        const label = record.item_number
          ? t('report.contextVoteOnItem', { n: position + 1, number: record.item_number })
          : t('report.contextVote', { n: position + 1 });
        return (
          // The anchor `#vote-<id>` is how other pages (split votes, comparisons) link to this roll call.
          <li key={record.id} id={`vote-${record.id}`} className={styles.record}>
            <p className={styles.motion}>
              {record.item_number && <span className={styles.itemNumber}>{t('detail.item', { number: record.item_number })}</span>}{' '}
              <span lang="en">{record.motion}</span>
            </p>
            <CorrectionNote correction={latestCorrection(corrections, (c) => onThisVote(c) && c.field === 'vote_motion')} />
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
                  <CorrectionNote correction={latestCorrection(corrections, (c) => onThisVote(c) && c.field === 'vote_outcome')} compact />
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
                          // The page of the seat, opened on this councilor: a former one is shown as former there.
                          <Link to={`/councilors/${vote.district}?councilor=${encodeURIComponent(vote.councilor)}`}>{t('detail.districtLink', { district: vote.district })}</Link>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td data-vote={vote.vote}>
                        {t(`votes.${vote.vote}`)}
                        <CorrectionNote
                          correction={latestCorrection(corrections, (c) => onThisVote(c) && c.field === 'councilor_vote' && c.councilor === vote.councilor)}
                          compact
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {reportable && (
              <div className={styles.reportRow}>
                <ReportErrorButton
                  meetingId={meetingId}
                  target="vote"
                  itemNumber={record.item_number}
                  votePosition={position}
                  context={label}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
