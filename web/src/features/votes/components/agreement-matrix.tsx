/**
 * The agreement matrix of the sitting council as a table: a row and a column per councilor, each cell the
 * share of split votes the pair voted alike on (its row and column headers name the pair), and a sentence naming
 * the pairs most and least alike.
 */
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/get-agreement.ts';
import { formatShare } from '../lib/format-share.ts';
import { CsvDownload } from './csv-download.tsx';
import { TableScroll } from './table-scroll.tsx';
import styles from './votes.module.css';

export function AgreementMatrixTable() {
  const { t } = useTranslation('votes');
  const data = useAgreement().data;
  if (!data || data.councilors.length < 2) return null;
  const pairOf = (a: string, b: string) => data.pairs.find((p) => (p.a === a && p.b === b) || (p.a === b && p.b === a));
  const names = data.councilors.map((c) => c.name);
  // The sentence names the extremes among pairs that shared a split vote; the table has every pair.
  const ranked = data.pairs.filter((p) => p.share !== null).sort((x, y) => y.share! - x.share! || y.shared - x.shared);
  const closest = ranked[0];
  const furthest = ranked.at(-1);
  return (
    <section className={styles.section} aria-labelledby="agreement-title">
      <h2 id="agreement-title">{t('agreement.title')}</h2>
      {closest && furthest && closest !== furthest && (
        <p>
          {t('agreement.summary', {
            closest: t('agreement.pairName', closest),
            closestRate: formatShare(closest.share, ''),
            closestShared: closest.shared,
            furthest: t('agreement.pairName', furthest),
            furthestRate: formatShare(furthest.share, ''),
            furthestShared: furthest.shared,
          })}
        </p>
      )}
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
                      {pair ? formatShare(pair.share, t('agreement.none')) : t('agreement.none')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <CsvDownload
        name="agreement-matrix"
        label={t('agreement.caption')}
        header={['a', 'b', 'shared', 'agreed', 'share']}
        rows={data.pairs.map((p) => [p.a, p.b, p.shared, p.agreed, p.share])}
      />
    </section>
  );
}
