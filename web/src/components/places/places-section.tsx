/** A map of items' places with the list of the same items beside it (meeting page, /map, a councilor's page). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap } from './lazy-map.tsx';
import { type MapItem, pointsOf } from './map-items.ts';
import { PlacesList } from './places-list.tsx';
import styles from './places.module.css';

/** `highlight` is an item number (an alert's link): the map centres on that item and the list marks it. */
export function PlacesMap({ items, showMeeting = false, highlight = null }: { items: MapItem[]; showMeeting?: boolean; highlight?: string | null }) {
  const { t, i18n } = useTranslation('places');
  const focusId = items.find((item) => item.item_number === highlight)?.id ?? null;
  const points = useMemo(() => pointsOf(items, i18n.language), [items, i18n.language]);
  return (
    <div className={styles.layout}>
      <LazyMap points={points} label={t('mapLabel', { count: points.length })} focusItemId={focusId} />
      <PlacesList items={items} showMeeting={showMeeting} currentId={focusId} />
    </div>
  );
}

/** The section a page adds: nothing at all when no item names a place. */
export function PlacesSection({ items, headingId, heading, level = 'h2' }: { items: MapItem[]; headingId: string; heading?: string; level?: 'h2' | 'h3' }) {
  const Heading = level;
  const { t } = useTranslation('places');
  const withPlaces = items.filter((item) => item.places.length > 0);
  if (withPlaces.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} tabIndex={-1}>{heading ?? t('heading')}</Heading>
      <PlacesMap items={withPlaces} />
    </section>
  );
}
