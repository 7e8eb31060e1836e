/**
 * The share of roll calls that were split, per year: the latest year and the range over the years said in
 * sentences, a bar chart of the shares (hidden from screen readers, who have the sentences and the table), the
 * table and its CSV.
 */
import { useTranslation } from 'react-i18next';
import { useSplitShare } from '../api/get-split-share.ts';
import { formatShare } from '../lib/format-share.ts';
import { SplitShareChart } from './charts/lazy-charts.tsx';
import { CsvDownload } from './csv-download.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

export function SplitShareTable({ meetingType }: { meetingType: string }) {
  const { t, i18n } = useTranslation('votes');
  const items = useSplitShare(meetingType).data?.items;
  if (!items) return null;
  const latest = items.at(-1);
  const byShare = [...items].sort((a, b) => b.share - a.share || b.year - a.year);
  const highest = byShare[0];
  const lowest = byShare.at(-1);
  return (
    <section className={styles.section} aria-labelledby="split-share-title">
      <h2 id="split-share-title">{t('byYear.title')}</h2>
      {latest ? (
        <>
          <p>
            {t('byYear.summary', { year: latest.year, split: latest.split, rollCalls: latest.roll_calls, share: formatShare(latest.share, '', i18n.language) })}
          </p>
          {items.length > 1 && highest && lowest && (
            <p>
              {t('byYear.trend', {
                first: items[0]!.year,
                last: latest.year,
                highYear: highest.year,
                high: formatShare(highest.share, '', i18n.language),
                lowYear: lowest.year,
                low: formatShare(lowest.share, '', i18n.language),
              })}
            </p>
          )}
          <SplitShareChart items={items} />
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
                    <td className={styles.number}>{formatShare(row.share, '', i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <CsvDownload
            name="split-votes-per-year"
            label={t('byYear.csvLabel')}
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
