/**
 * The list beside every map: the same items, each with the places it names and how each was placed. On a Spanish
 * page an item reads by its Spanish plain line with the clerk's title as the English official text, and its
 * meeting by its Spanish title (issue 48); English left as the record gives it is marked `lang="en"`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemPlace } from '#contract/places.ts';
import { differsFromTag, itemHref, type MapItem, taggedDistricts } from './map-items.ts';
import { NamesInEnglish } from '../text/names-in-english.tsx';
import styles from './places.module.css';

interface PlacesListProps {
  items: readonly MapItem[];
  showMeeting: boolean;
  /** The item an alert linked to, marked as current (the map page scrolls it into view). */
  currentId?: number | null;
  /** Each entry's id, when a "Show all" below the list moves the focus to the first entry it shows (`focusAnchor`). */
  anchorOf?: (item: MapItem) => string;
  focusAnchor?: string | null;
}

export function PlacesList({ items, showMeeting, currentId, anchorOf, focusAnchor = null }: PlacesListProps) {
  const { t, i18n } = useTranslation(['plain', 'meetings']);
  const spanish = i18n.language.startsWith('es');
  return (
    <ol className={styles.list}>
      {items.map((item) => (
        <li
          key={item.id}
          id={anchorOf?.(item)}
          tabIndex={anchorOf && anchorOf(item) === focusAnchor ? -1 : undefined}
          aria-current={item.id === currentId || undefined}
        >
          {spanish && item.plain ? (
            <>
              <Link to={itemHref(item)} lang="es">
                {item.item_number} <NamesInEnglish text={item.plain.es} names={item.plain.es_names} />
              </Link>
              <span className={styles.meeting}>
                {t('officialTitle')}: <span lang="en">{item.title}</span>
              </span>
            </>
          ) : (
            <>
              <Link to={itemHref(item)} lang="en">
                {item.item_number} {item.title}
              </Link>
              {spanish && <span lang="es"> {t('meetings:detail.inEnglish')}</span>}
            </>
          )}
          {showMeeting && item.meeting_title ? (
            <span className={styles.meeting} lang={spanish && item.meeting_title_es ? 'es' : 'en'}>
              {spanish && item.meeting_title_es ? item.meeting_title_es : item.meeting_title}
            </span>
          ) : null}
          <ul className={styles.places}>
            {item.places.map((place, i) => (
              <PlaceLine key={i} place={place} tagged={taggedDistricts(item.places)} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function PlaceLine({ place, tagged }: { place: ItemPlace; tagged: number[] }) {
  const { t } = useTranslation('places');
  const where =
    place.method && place.precision_meters !== null
      ? t('placedHow', { how: t(`method.${place.method}`), meters: place.precision_meters })
      : place.kind === 'address' || place.kind === 'corner'
        ? t('notPlaced')
        : null;
  // Truth first: when the clerk's tag and the district map disagree, both are said, neither is chosen. A tag
  // naming two districts ("CD-1/4", an item on their line) agrees with either.
  const differs = differsFromTag(place.district, tagged);
  return (
    <li>
      <span className={styles.kind}>{t(`kind.${place.kind}`)}:</span> <span lang="en">{place.text}</span>
      {where ? <span className={styles.how}> ({where})</span> : null}
      {place.district !== null ? <span> {t('inDistrict', { district: place.district })}</span> : null}
      {differs ? <span className={styles.differs}> {t('tagDiffers', { tag: tagged.join('/'), district: place.district })}</span> : null}
    </li>
  );
}
