/** `/votes/split`: every split vote with its filters in the query string, and the share of split votes per year. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSplitVotes } from '../api/get-split-votes.ts';
import { filtersFromParams, paramsFromFilters } from '../lib/split-filters.ts';
import { SplitShareTable } from './split-share-table.tsx';
import { ServerCsvLink } from './server-csv-link.tsx';
import { SplitVoteFilterBar } from './split-vote-filters.tsx';
import { SplitVotesTable } from './split-votes-table.tsx';
import styles from './votes.module.css';

export function SplitVotesView() {
  const { t } = useTranslation('votes');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = useSplitVotes(filters);
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);

  return (
    <div className="page">
      <h1>{t('split.title')}</h1>
      <p className={styles.muted}>{t('split.intro')}</p>
      <p>
        <Link to={filters.councilor ? `/votes/compare?a=${encodeURIComponent(filters.councilor)}` : '/votes/compare'}>
          {filters.councilor ? t('split.compareCouncilor', { name: filters.councilor }) : t('nav.compare')}
        </Link>
      </p>
      <SplitVoteFilterBar filters={filters} onChange={(next) => setParams(paramsFromFilters(next), { replace: true })} />
      {filters.councilor && filters.against_majority && <p>{t('split.againstOnly', { name: filters.councilor })}</p>}
      <section className={styles.section} aria-label={t('split.caption')}>
        {query.isPending ? (
          <Spinner label={t('split.loading')} />
        ) : query.isError ? (
          <p role="alert">{t('split.loadFailed')}</p>
        ) : (
          <>
            <p aria-live="polite">{items.length === 0 ? t('split.none') : t('split.count', { count: pages[0]?.total ?? 0 })}</p>
            {items.length > 0 && (
              <>
                <ServerCsvLink path="/votes/split.csv" query={Object.fromEntries(paramsFromFilters(filters))} label={t('split.csvLabel')} />
                <SplitVotesTable items={items} />
              </>
            )}
            {query.hasNextPage && (
              <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {t('split.loadMore')}
              </Button>
            )}
          </>
        )}
      </section>
      <SplitShareTable meetingType={filters.meeting_type} />
    </div>
  );
}
