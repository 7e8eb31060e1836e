/** The share of roll calls that were split, per year: a table, and the latest year said in a sentence. */
import { useTranslation } from 'react-i18next';
import { useSplitShare } from '../api/get-split-share.ts';
import { formatShare } from '../lib/format-share.ts';
import { CsvDownload } from './csv-download.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

export function SplitShareTable({ meetingType }: { meetingType: string }) {
  const { t } = useTranslation('votes');
  const items = useSplitShare(meetingType).data?.items;
  if (!items) return null;
  const latest = items.at(-1);
  return (
    <section className={styles.section} aria-labelledby="split-share-title">
      <h2 id="split-share-title">{t('byYear.title')}</h2>
      {latest ? (
        <>
          <p>
            {t('byYear.summary', { year: latest.year, split: latest.split, rollCalls: latest.roll_calls, share: formatShare(latest.share, '') })}
          </p>
          <TableScroll label={t('byYear.caption')}>
            <table className={styles.table}>
              <caption>{t('byYear.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('byYear.year')}</th>
                  <th scope="col" className={styles.number}>{t('byYear.rollCalls')}</th>
                  <th scope="col" className={styles.number}>{t('byYear.split')}</th>
                  <th scope="col" className={styles.number}>{t('byYear.share')}</th>
                </tr>
              </thead>
              <tbody>
                {[...items].reverse().map((row) => (
                  <tr key={row.year}>
                    <th scope="row">{row.year}</th>
                    <td className={styles.number}>{row.roll_calls}</td>
                    <td className={styles.number}>{row.split}</td>
                    <td className={styles.number}>{formatShare(row.share, '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <CsvDownload
            name="split-votes-per-year"
            label={t('byYear.caption')}
            header={['year', 'roll_calls', 'split', 'share']}
            rows={items.map((row) => [row.year, row.roll_calls, row.split, row.share])}
          />
        </>
      ) : (
        <p>{t('byYear.none')}</p>
      )}
    </section>
  );
}
