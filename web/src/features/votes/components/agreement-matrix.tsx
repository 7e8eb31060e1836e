/**
 * The agreement matrix of the sitting council: a sentence naming the pairs most and least alike, a heat map
 * (hidden from screen readers, who have the sentence and the table), and the table: a row and a column per
 * councilor, each cell the share of split votes the pair voted alike on (its row and column headers name the
 * pair); the server's CSV has every pair with its counts.
 */
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/get-agreement.ts';
import { MIN_SHARED_TO_COMPARE, comparableShare, formatShare } from '../lib/format-share.ts';
import { AgreementHeatmap } from './charts/lazy-charts.tsx';
import { ServerCsvLink } from './server-csv-link.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

export function AgreementMatrixTable() {
  const { t, i18n } = useTranslation('votes');
  const data = useAgreement().data;
  if (!data || data.councilors.length < 2) return null;
  const pairOf = (a: string, b: string) => data.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
  const names = data.councilors.map((c) => c.name);
  // The sentence names the extremes among pairs that shared a split vote; the table has every pair.
  // Only pairs with enough shared votes are ranked (decision 065).
  const ranked = data.pairs.filter((p) => comparableShare(p) !== null).sort((x, y) => y.share! - x.share! || y.shared - x.shared);
  const closest = ranked[0];
  const furthest = ranked.at(-1);
  return (
    <section className={styles.section} aria-labelledby="agreement-title">
      <h2 id="agreement-title">{t('agreement.title')}</h2>
      {closest && furthest && closest !== furthest && (
        <p>
          {t('agreement.summary', {
            closest: t('agreement.pairName', closest),
            closestRate: formatShare(closest.share, '', i18n.language),
            closestShared: closest.shared,
            furthest: t('agreement.pairName', furthest),
            furthestRate: formatShare(furthest.share, '', i18n.language),
            furthestShared: furthest.shared,
          })}
        </p>
      )}
      <p className={styles.muted}>{t('agreement.heatNote', { min: MIN_SHARED_TO_COMPARE })}</p>
      <AgreementHeatmap matrix={data} />
      <TableScroll label={t('agreement.caption')}>
        <table className={styles.table}>
          <caption>{t('agreement.caption')}</caption>
          <thead>
            <tr>
              <td />
              {names.map((name) => (
                <th key={name} scope="col">{name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((a) => (
              <tr key={a}>
                <th scope="row">{a}</th>
                {names.map((b) => {
                  const pair = a === b ? undefined : pairOf(a, b);
                  return (
                    <td key={b} className={styles.number}>
                      {pair && pair.shared > 0
                        ? comparableShare(pair) === null
                          ? t('agreement.tooFew', { n: pair.shared })
                          : t('agreement.cell', { rate: formatShare(pair.share, '', i18n.language), n: pair.shared })
                        : t('agreement.none')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ServerCsvLink path="/votes/agreement.csv" label={t('agreement.csvLabel')} />
    </section>
  );
}
