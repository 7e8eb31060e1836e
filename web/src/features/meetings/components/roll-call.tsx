/**
 * One roll call: every member's vote in a table. A large council's (fifty-one members) is a table a phone scrolls
 * through to find the two who voted otherwise, and fifty rows of it for each of thirty motions were most of a
 * meeting page (issue 52): there the count of each vote and the members who did not vote with the most come first,
 * and the table a tap away (or, without JavaScript, on the whole page: whole-page.ts). A correction to one member's vote
 * opens it, so the correction is never hidden.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppliedCorrection } from '#contract/corrections.ts';
import type { CouncilorVote, VotingRecord } from '#contract/meetings.ts';
import { ShowWholeLink } from '#web/components/ui/show-the-rest.tsx';
import { useWholePage } from '#web/lib/whole-page.ts';
import { latestCorrection } from '../lib/corrections.ts';
import { LARGE_ROLL_CALL, type RollCounts as Counts, rollCountsOf } from '../lib/first-screen-meeting.ts';
import { CorrectionNote } from './correction-note.tsx';
import styles from './meeting-detail.module.css';

interface RollCallProps {
  record: VotingRecord;
  corrections?: AppliedCorrection[];
  /**
   * The counts, when the page holds only the members who voted otherwise (a server render's first screen,
   * first-screen-meeting.ts); the table then waits for the whole meeting.
   */
  counts?: Counts;
  /** Asks for the whole meeting, with every member's vote. */
  more?: () => void;
}

/** The page of the member's seat, opened on this member: a former one is shown as former there. */
const seatHref = (district: number, councilor: string) => `/councilors/${district}?councilor=${encodeURIComponent(councilor)}`;

function MemberLink({ vote }: { vote: CouncilorVote }) {
  if (!vote.district) return <>{vote.councilor}</>;
  return <Link to={seatHref(vote.district, vote.councilor)}>{vote.councilor}</Link>;
}

export function RollCall({ record, corrections, counts, more }: RollCallProps) {
  const { t } = useTranslation('meetings');
  const correctionOf = (vote: CouncilorVote) =>
    latestCorrection(corrections, (c) => c.voting_record_id === record.id && c.field === 'councilor_vote' && c.councilor === vote.councilor);
  const corrected = record.votes.some((vote) => correctionOf(vote) !== undefined);
  const [open, setOpen] = useState(false);
  // The whole page (`?whole=1`) holds every member's vote and shows every table.
  const whole = useWholePage();
  const members = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : record.votes.length;
  if (members === 0) return null;
  if (open && counts) return <p role="status">{t('detail.loadingRest')}</p>;
  // Opened by its link, the table takes the focus the link had.
  if (members <= LARGE_ROLL_CALL || corrected || open || whole) return <RollTable record={record} correctionOf={correctionOf} focus={open} />;
  const onOpen = () => {
    setOpen(true);
    if (counts) more?.();
  };
  return <RollCountsLine record={record} counts={counts} members={members} onOpen={onOpen} />;
}

function RollCountsLine({ record, counts: counted, members, onOpen }: { record: VotingRecord; counts?: Counts; members: number; onOpen: () => void }) {
  const { t } = useTranslation('meetings');
  const { counts, most } = rollCountsOf(record.votes, counted);
  // The members named are those who did not vote as the most did: the two nays of a 49-2 vote, not the 49.
  const others = counts.filter(([choice]) => choice !== most).map(([choice]) => ({ choice, votes: record.votes.filter((v) => v.vote === choice) }));
  return (
    <div className={styles.rollCounts}>
      <p>
        <strong>{t('detail.rollCall')}:</strong> {counts.map(([choice, n]) => `${t(`votes.${choice}`)} ${n}`).join(' · ')}
      </p>
      {others.map(({ choice, votes }) => (
        <p key={choice} data-vote={choice}>
          <strong>{t(`votes.${choice}`)}:</strong>{' '}
          {votes.map((vote, i) => (
            <span key={vote.councilor}>
              {i > 0 && ', '}
              <MemberLink vote={vote} />
            </span>
          ))}
        </p>
      ))}
      <ShowWholeLink anchor={`vote-${record.id}`} onShow={onOpen}>
        {t('detail.showRoll', { count: members })}
      </ShowWholeLink>
    </div>
  );
}

function RollTable({ record, correctionOf, focus }: { record: VotingRecord; correctionOf: (vote: CouncilorVote) => AppliedCorrection | undefined; focus: boolean }) {
  const { t } = useTranslation('meetings');
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (focus) table.current?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <table ref={table} className={styles.roll} tabIndex={focus ? -1 : undefined}>
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
                <Link to={seatHref(vote.district, vote.councilor)}>{t('detail.districtLink', { district: vote.district })}</Link>
              ) : (
                '—'
              )}
            </td>
            <td data-vote={vote.vote}>
              {t(`votes.${vote.vote}`)}
              <CorrectionNote correction={correctionOf(vote)} compact />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
