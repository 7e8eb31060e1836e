/** The cells every roll-call table starts with: the date (to the vote on its meeting page) and the item. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat } from '#web/lib/format.ts';
import styles from './votes.module.css';

interface VoteRow {
  meeting_id: number;
  voting_record_id: number;
  meeting_date: string;
  item_number: string | null;
  item_title: string | null;
  motion: string;
}

/** The meeting's date, linked to this vote on the meeting page (demo meetings included: the link says all). */
export function VoteDateCell({ vote, children }: { vote: VoteRow; children?: ReactNode }) {
  const { formatDate } = useFormat();
  return (
    <td className={styles.nowrap} role="cell">
      <Link to={`/meetings/${vote.meeting_id}?status=all#vote-${vote.voting_record_id}`}>{formatDate(vote.meeting_date)}</Link>
      {children}
    </td>
  );
}

/** The item's number and title with the motion beneath, or the motion alone when no item is known. */
export function VoteItemCell({ vote }: { vote: VoteRow }) {
  return (
    <td role="cell">
      {vote.item_number && <strong>{vote.item_number} </strong>}
      {/* The record's own words, as the minutes print them. */}
      <span lang="en">{vote.item_title ?? vote.motion}</span>
      {vote.item_title && (
        <span className={styles.secondary} lang="en">
          {vote.motion}
        </span>
      )}
    </td>
  );
}
