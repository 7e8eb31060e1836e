/**
 * /map: agenda items that name a place, newest meeting first (upcoming, then recent), on a map with the same items
 * listed beside it, filtered by kind of place, district, dates and result. `?meeting=` (the "my block" alert's
 * link) shows one meeting's items; with `&item=` (its number) the map centres on that item and the list marks it.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PlacedItemsQuery } from '#contract/places.ts';
import { PlacesMap } from '#web/components/places/places-section.tsx';
import { LoadFailed } from '#web/components/ui/load-failed.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePlacedItems } from '../api/get-placed-items.ts';
import { FILTER_NAMES, MapFilters } from './map-filters.tsx';
import styles from './map-page.module.css';

/** The newest items first; more would make a long list on a phone and a crowded map (filters narrow it). */
const PAGE_SIZE = 60;

export function MapPage() {
  const { t } = useTranslation('places');
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ''])) as Record<(typeof FILTER_NAMES)[number], string>;
  const meeting = params.get('meeting');
  const item = meeting ? params.get('item') : null;
  const filters = { ...values, limit: PAGE_SIZE, ...(meeting && /^\d+$/.test(meeting) ? { meeting_id: meeting } : {}) } as unknown as PlacedItemsQuery;
  const query = usePlacedItems(filters);
  // The list scrolls within itself: bring the alert's item into its view once the items are there.
  useEffect(() => document.querySelector('li[aria-current="true"]')?.scrollIntoView({ block: 'nearest' }), [query.data, item]);
  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <div className={`page ${styles.page}`}>
      <h1>{t('page.title')}</h1>
      <p className={styles.intro}>{t('page.intro')}</p>
      <MapFilters values={values} onChange={change} />
      {query.isPending ? (
        <Spinner label={t('page.loading')} />
      ) : query.isError ? (
        <LoadFailed message={t('page.loadFailed')} retryLabel={t('page.retry')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <p role="status">{t('page.empty')}</p>
      ) : (
        <>
          <p role="status">{t('page.count', { count: query.data.items.length })}</p>
          <PlacesMap items={query.data.items} showMeeting highlight={item} />
        </>
      )}
    </div>
  );
}
