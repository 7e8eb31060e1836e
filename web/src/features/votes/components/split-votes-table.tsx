/**
 * The split votes as a table: date (to the meeting page), item and motion, tally with its majority, the roll
 * call with the dissenters named in words (colour is never the only cue), and the outcome. On a phone each vote
 * is a card (CSS), its cells labelled in sight; the labels are hidden from screen readers, which read the
 * column headers, and the explicit roles keep the table a table where a browser would drop it with the layout.
 */
import { useTranslation } from 'react-i18next';
import type { SplitVote } from '#contract/votes.ts';
import { TableScroll } from './table-scroll.tsx';
import { VoteDateCell, VoteItemCell } from './vote-cells.tsx';
import styles from './votes.module.css';

function dissenters(vote: SplitVote): string[] {
  const { majority } = vote.tally;
  if (!majority) return [];
  const against = majority === 'aye' ? 'nay' : 'aye';
  return vote.votes.filter((v) => v.vote === against).map((v) => v.councilor);
}

/** A cell's column name, shown only where the vote is a card (a phone). */
const CardLabel = ({ children }: { children: string }) => (
  <span className={styles.cardLabel} aria-hidden="true">
    {children}
  </span>
);

export function SplitVotesTable({ items }: { items: SplitVote[] }) {
  const { t } = useTranslation(['votes', 'meetings']);
  return (
    <TableScroll label={t('split.caption')}>
      <table className={`${styles.table} ${styles.splitTable}`} role="table">
        <caption>{t('split.caption')}</caption>
        {/* Set widths: a long table laid out from its content moved its columns as rows streamed in. */}
        <colgroup>
          <col className={styles.colDate} />
          <col />
          <col className={styles.colTally} />
          <col className={styles.colRollCall} />
          <col className={styles.colOutcome} />
        </colgroup>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">{t('columns.date')}</th>
            <th scope="col" role="columnheader">{t('columns.item')}</th>
            <th scope="col" role="columnheader">{t('columns.tally')}</th>
            <th scope="col" role="columnheader">{t('columns.rollCall')}</th>
            <th scope="col" role="columnheader">{t('columns.outcome')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((v) => {
            const against = dissenters(v);
            return (
              <tr key={v.voting_record_id} role="row">
                <VoteDateCell vote={v}>
                  <span className={styles.secondary}>{t(`meetings:meetingTypes.${v.meeting_type}`)}</span>
                </VoteDateCell>
                <VoteItemCell vote={v} />
                <td role="cell">
                  <CardLabel>{t('columns.tally')}</CardLabel>
                  {t('split.tally', { ayes: v.tally.ayes, nays: v.tally.nays })}
                  {(v.tally.abstentions > 0 || v.tally.absences > 0) && (
                    <span className={styles.secondary}>{t('split.tallyExtra', v.tally)}</span>
                  )}
                  <span className={styles.secondary}>
                    {v.tally.majority ? t('split.majority', { side: t(`meetings:votes.${v.tally.majority}`) }) : t('split.tie')}
                  </span>
                </td>
                <td role="cell">
                  <CardLabel>{t('columns.rollCall')}</CardLabel>
                  <ul className={styles.rollCall}>
                    {v.votes.map((r) => (
                      <li key={r.councilor} className={r.vote === 'nay' ? styles.nay : undefined}>
                        {r.councilor}: {t(`meetings:votes.${r.vote}`)}
                      </li>
                    ))}
                  </ul>
                  {against.length > 0 && <span className={styles.secondary}>{t('split.dissent', { names: against.join(', ') })}</span>}
                </td>
                <td role="cell">
                  <CardLabel>{t('columns.outcome')}</CardLabel>
                  {t(`meetings:outcomes.${v.outcome}`)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
