/**
 * The split votes as a table: date (to the meeting page), item and motion, tally with its majority, the roll
 * call with the dissenters named in words (colour is never the only cue), and the outcome.
 */
import { useTranslation } from 'react-i18next';
import type { SplitVote } from '../../../../../contract/votes.ts';
import { TableScroll } from './table-scroll.tsx';
import { VoteDateCell, VoteItemCell } from './vote-cells.tsx';
import styles from './votes.module.css';

function dissenters(vote: SplitVote): string[] {
  const { majority } = vote.tally;
  if (!majority) return [];
  const against = majority === 'aye' ? 'nay' : 'aye';
  return vote.votes.filter((v) => v.vote === against).map((v) => v.councilor);
}

export function SplitVotesTable({ items }: { items: SplitVote[] }) {
  const { t } = useTranslation(['votes', 'meetings']);
  return (
    <TableScroll label={t('split.caption')}>
      <table className={styles.table}>
        <caption>{t('split.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.item')}</th>
            <th scope="col">{t('columns.tally')}</th>
            <th scope="col">{t('columns.rollCall')}</th>
            <th scope="col">{t('columns.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((v) => {
            const against = dissenters(v);
            return (
              <tr key={v.voting_record_id}>
                <VoteDateCell vote={v}>
                  <span className={styles.secondary}>{t(`meetings:meetingTypes.${v.meeting_type}`)}</span>
                </VoteDateCell>
                <VoteItemCell vote={v} />
                <td>
                  {t('split.tally', { ayes: v.tally.ayes, nays: v.tally.nays })}
                  {(v.tally.abstentions > 0 || v.tally.absences > 0) && (
                    <span className={styles.secondary}>{t('split.tallyExtra', v.tally)}</span>
                  )}
                  <span className={styles.secondary}>
                    {v.tally.majority ? t('split.majority', { side: t(`meetings:votes.${v.tally.majority}`) }) : t('split.tie')}
                  </span>
                </td>
                <td>
                  <ul className={styles.rollCall}>
                    {v.votes.map((r) => (
                      <li key={r.councilor} className={r.vote === 'nay' ? styles.nay : undefined}>
                        {r.councilor}: {t(`meetings:votes.${r.vote}`)}
                      </li>
                    ))}
                  </ul>
                  {against.length > 0 && <span className={styles.secondary}>{t('split.dissent', { names: against.join(', ') })}</span>}
                </td>
                <td>{t(`meetings:outcomes.${v.outcome}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
