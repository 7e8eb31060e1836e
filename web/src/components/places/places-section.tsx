/** A map of items' places with the list of the same items beside it (meeting page, /map, a councilor's page). */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMap } from './lazy-map.tsx';
import { type MapItem, pointsOf } from './map-items.ts';
import { PlacesList } from './places-list.tsx';
import { ShowTheRest } from '../ui/show-the-rest.tsx';
import { PLACES_RULE } from '../../lib/first-screen.ts';
import { useFirstItems } from '../../lib/use-first-items.ts';
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

interface PlacesSectionProps {
  items: MapItem[];
  headingId: string;
  heading?: string;
  level?: 'h2' | 'h3';
  /**
   * How many items name a place, when the list is to show its first ones (a meeting page, issue 52: a zoning
   * meeting's forty places were a third of its HTML) and `items` may hold only those (first-screen-meeting.ts).
   * The map draws every item it is given; `more` asks for the rest.
   */
  total?: number;
  /** Asks for the rest of the items, when `items` holds only the first ones. */
  more?: () => void;
}

/** The section a page adds: nothing at all when no item names a place. */
export function PlacesSection({ items, headingId, heading, level = 'h2', total, more }: PlacesSectionProps) {
  const Heading = level;
  const { t } = useTranslation('places');
  const withPlaces = items.filter((item) => item.places.length > 0);
  if (withPlaces.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} tabIndex={-1}>{heading ?? t('heading')}</Heading>
      {total === undefined ? <PlacesMap items={withPlaces} /> : <ShortPlacesMap items={withPlaces} total={total} more={more} wholeAnchor={headingId} />}
    </section>
  );
}

/** The map with every item given, its list showing the first ones and "Show all" (the rest as they arrive). */
function ShortPlacesMap({ items, total, more, wholeAnchor }: { items: MapItem[]; total: number; more?: () => void; wholeAnchor: string }) {
  const { t, i18n } = useTranslation('places');
  const { shown, showAll, waiting, focusAnchor } = useFirstItems(items, { anchorOf: (item) => `place-${item.id}`, total, rule: PLACES_RULE, more });
  const points = useMemo(() => pointsOf(items, i18n.language), [items, i18n.language]);
  return (
    <div className={styles.layout}>
      <LazyMap points={points} label={t('mapLabel', { count: points.length })} focusItemId={null} />
      <div>
        <PlacesList items={shown} showMeeting={false} anchorOf={(item) => `place-${item.id}`} focusAnchor={focusAnchor} />
        <ShowTheRest waiting={waiting} showAll={showAll} loadingLabel={t('loadingRest')} label={t('allPlaces', { count: total })} wholeAnchor={wholeAnchor} />
      </div>
    </div>
  );
}
