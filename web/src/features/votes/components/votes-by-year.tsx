/**
 * A councilor's attendance and votes against the majority per year: a sentence with the range of each over the
 * years, a chart of both rates (hidden from screen readers, who have the sentence and the table), and the table.
 */
import { useTranslation } from 'react-i18next';
import type { CouncilorFigures } from '#contract/votes.ts';
import { formatShare } from '../lib/format-share.ts';
import { CouncilorTrendChart } from './charts/lazy-charts.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

type Year = CouncilorFigures['by_year'][number];

/** The years with the lowest and highest value of a rate (the earliest and the latest on ties); undefined when none has one. */
function extremes(years: Year[], rate: (y: Year) => number | null) {
  const rated = years.filter((y) => rate(y) !== null).sort((a, b) => rate(a)! - rate(b)! || a.year - b.year);
  return rated.length ? { low: rated[0]!, high: rated.at(-1)! } : undefined;
}

function Summary({ name, years }: { name: string; years: Year[] }) {
  const { t, i18n } = useTranslation('votes');
  const noRate = t('figures.noRate');
  if (years.length === 1) {
    const y = years[0]!;
    return <p>{t('yearly.summaryOneYear', { name, year: y.year, attendance: formatShare(y.attendance_rate, noRate, i18n.language), against: formatShare(y.against_rate, noRate, i18n.language) })}</p>;
  }
  // "between 97% (2024) and 100% (2022)", or "100% every year" when every year had the same rate.
  const spread = (rate: (y: Year) => number | null) => {
    const range = extremes(years, rate);
    if (!range) return noRate;
    const [low, high] = [formatShare(rate(range.low), noRate, i18n.language), formatShare(rate(range.high), noRate, i18n.language)];
    return low === high ? t('yearly.steady', { value: low }) : t('yearly.range', { low, lowYear: range.low.year, high, highYear: range.high.year });
  };
  return (
    <p>
      {t('yearly.summary', {
        name,
        first: years[0]!.year,
        last: years.at(-1)!.year,
        attendance: spread((y) => y.attendance_rate),
        against: spread((y) => y.against_rate),
      })}
    </p>
  );
}

export function VotesByYear({ name, years }: { name: string; years: Year[] }) {
  const { t, i18n } = useTranslation('votes');
  if (years.length === 0) return null;
  const noRate = t('figures.noRate');
  const caption = t('yearly.caption', { name });
  return (
    <>
      <h3 className={styles.subheading}>{t('yearly.title')}</h3>
      <Summary name={name} years={years} />
      <CouncilorTrendChart years={years} />
      <TableScroll label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('yearly.year')}</th>
              <th scope="col">{t('yearly.attendance')}</th>
              <th scope="col">{t('yearly.against')}</th>
            </tr>
          </thead>
          <tbody>
            {[...years].reverse().map((y) => (
              <tr key={y.year}>
                <th scope="row">{y.year}</th>
                <td>{t('yearly.value', { count: y.present, of: y.roll_calls, rate: formatShare(y.attendance_rate, noRate, i18n.language) })}</td>
                <td>{t('yearly.value', { count: y.against_majority, of: y.decided, rate: formatShare(y.against_rate, noRate, i18n.language) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
