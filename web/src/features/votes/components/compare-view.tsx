/**
 * `/votes/compare?a=&b=`: two councilors side by side. The pair is in the query string; the page says how often
 * they voted alike and lists each vote where both were present and voted differently, then the agreement
 * matrix of the sitting council.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { councilNameIn, useCity } from '#web/lib/city.ts';
import { useCompareCouncilors } from '../api/compare-councilors.ts';
import { useRollCallCouncilors } from '../api/get-roll-call-councilors.ts';
import { MIN_SHARED_TO_COMPARE, formatShare } from '../lib/format-share.ts';
import { AgreementMatrixTable } from './agreement-matrix.tsx';
import { ServerCsvLink } from './server-csv-link.tsx';
import { TableScroll } from './table-scroll.tsx';
import { VoteDateCell, VoteItemCell } from './vote-cells.tsx';
import styles from './votes.module.css';

function CouncilorSelect({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation('votes');
  const id = useId();
  const councilors = useRollCallCouncilors().data?.items ?? [];
  const names = councilors.some((c) => c.name === value) || !value ? councilors : [...councilors, { name: value, sitting: true }];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('compare.choose')}</option>
        {names.map((c) => (
          <option key={c.name} value={c.name}>
            {c.sitting ? c.name : `${c.name} (${t('compare.former')})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function Differences({ a, b }: { a: string; b: string }) {
  const { t, i18n } = useTranslation(['votes', 'meetings']);
  const query = useCompareCouncilors(a, b);
  if (query.isPending) return <Spinner label={t('compare.loading')} />;
  if (query.isError) return <p role="alert">{t('compare.loadFailed')}</p>;
  const first = query.data.pages[0]!;
  const items = query.data.pages.flatMap((p) => p.items);
  return (
    <>
      <p aria-live="polite">
        {first.shared === 0 && first.total === 0
          ? t('compare.neverShared', { a, b })
          : first.shared < MIN_SHARED_TO_COMPARE
            ? t('compare.tooFew', { a, b, shared: first.shared, count: first.total, min: MIN_SHARED_TO_COMPARE })
            : t('compare.summary', { a, b, shared: first.shared, agreed: first.agreed, count: first.total, rate: formatShare(first.shared ? first.agreed / first.shared : null, t('figures.noRate'), i18n.language) })}
      </p>
      {items.length === 0 ? (
        first.shared > 0 && <p>{t('compare.none')}</p>
      ) : (
        <>
          <ServerCsvLink path="/votes/compare.csv" query={{ a, b }} label={t('compare.csvLabel', { a, b })} />
          <TableScroll label={t('compare.caption', { a, b })}>
            <table className={styles.table}>
              <caption>{t('compare.caption', { a, b })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.item')}</th>
                  <th scope="col">{a}</th>
                  <th scope="col">{b}</th>
                  <th scope="col">{t('columns.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((v) => (
                  <tr key={v.voting_record_id}>
                    <VoteDateCell vote={v} />
                    <VoteItemCell vote={v} />
                    <td>{t(`meetings:votes.${v.a_vote}`)}</td>
                    <td>{t(`meetings:votes.${v.b_vote}`)}</td>
                    <td>{t(`meetings:outcomes.${v.outcome}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('compare.loadMore')}
        </Button>
      )}
    </>
  );
}

export function CompareView() {
  const { t, i18n } = useTranslation('votes');
  const city = useCity();
  const [params, setParams] = useSearchParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const set = (key: 'a' | 'b', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className="page">
      <h1>{t('compare.title')}</h1>
      <p className={styles.muted}>{t('compare.intro', { council: councilNameIn(city, i18n.language) })}</p>
      <div className={styles.filters}>
        <CouncilorSelect label={t('compare.a')} value={a} onChange={(value) => set('a', value)} />
        <CouncilorSelect label={t('compare.b')} value={b} onChange={(value) => set('b', value)} />
      </div>
      <section className={styles.section} aria-label={t('compare.title')}>
        {a && b && a !== b ? <Differences a={a} b={b} /> : <p>{t('compare.pickTwo')}</p>}
      </section>
      <AgreementMatrixTable />
    </div>
  );
}
