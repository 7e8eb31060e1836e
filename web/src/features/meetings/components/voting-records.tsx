/**
 * Each motion: what it was on (when not approval), who moved and seconded it, the outcome, every councilor's vote
 * (linking to their page), the minutes page that records it, corrections, and a way to report an error. A long
 * meeting shows its first roll calls, the rest a tap away (issue 52).
 */
import { useTranslation } from 'react-i18next';
import type { AppliedCorrection } from '#contract/corrections.ts';
import type { VotingRecord } from '#contract/meetings.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { CorrectionNote } from './correction-note.tsx';
import { ReportErrorButton } from './report-error-button.tsx';
import { RollCall } from './roll-call.tsx';
import type { RollCounts } from '../lib/first-screen-meeting.ts';
import { ShowTheRest } from '#web/components/ui/show-the-rest.tsx';
import { ROLL_CALL_RULE } from '#web/lib/first-screen.ts';
import { useFirstItems } from '#web/lib/use-first-items.ts';
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
  /** How many roll calls the meeting has, when `records` holds only its first ones (first-screen-meeting.ts). */
  total?: number;
  /** Large roll calls' counts, by id, when `records` holds only their members who voted otherwise. */
  rollCounts?: Record<string, RollCounts>;
  /** Asks for the whole meeting, when the page holds its first screen. */
  more?: () => void;
}

export function VotingRecords({ records, meetingId, corrections, reportable, minutesUrl = null, total = records.length, rollCounts, more }: VotingRecordsProps) {
  const { t } = useTranslation('meetings');
  // A long meeting's roll calls show their first ones; `#vote-<id>` from the split votes shows them all.
  const { shown, focusAnchor, showAll, waiting } = useFirstItems(records, { anchorOf: (record) => `vote-${record.id}`, total, rule: ROLL_CALL_RULE, more, ownsAnchor: (id) => id.startsWith('vote-') });
  if (records.length === 0) return <p className={styles.muted}>{t('detail.noVotingRecords')}</p>;
  return (
    <>
      <ul className={styles.records}>
        {shown.map((record, position) => {
          const onThisVote = (c: AppliedCorrection) => c.voting_record_id === record.id;
          const label = record.item_number
            ? t('report.contextVoteOnItem', { n: position + 1, number: record.item_number })
            : t('report.contextVote', { n: position + 1 });
          return (
            // The anchor `#vote-<id>` is how other pages (split votes, comparisons) link to this roll call.
            <li key={record.id} id={`vote-${record.id}`} className={styles.record} tabIndex={`vote-${record.id}` === focusAnchor ? -1 : undefined}>
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
              <RollCall record={record} corrections={corrections} counts={rollCounts?.[String(record.id)]} more={more} />
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
      <ShowTheRest waiting={waiting} showAll={showAll} loadingLabel={t('detail.loadingRest')} label={t('detail.allRecords', { count: total })} statusClassName={styles.muted} wholeAnchor="detail-votes" />
    </>
  );
}
