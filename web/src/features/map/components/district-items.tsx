/**
 * A councilor's page: the items that name a place in their district (by the district map or the clerk's tag). The
 * page holds the newest few, the rest a tap away (issue 52: a hundred of them were 78,000 characters of its state).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedItemsQuery } from '#contract/places.ts';
import { PlacesSection } from '#web/components/places/places-section.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePlacedItems } from '../api/get-placed-items.ts';

const FIRST_SCREEN = 20;
const ALL = 100;

export function DistrictItems({ district }: { district: number }) {
  const { t } = useTranslation('places');
  const [all, setAll] = useState(false);
  const query = usePlacedItems({ district, limit: all ? ALL : FIRST_SCREEN } as PlacedItemsQuery);
  if (!query.data) return null;
  const items = query.data.items;
  // A full first page may have more behind it; the map and the list then show up to a hundred.
  const more = !all && items.length >= FIRST_SCREEN && items.some((item) => item.places.length > 0);
  return (
    <>
      <PlacesSection items={items} headingId="district-places" heading={t('councilorHeading', { district })} />
      {more && (
        <Button variant="secondary" onClick={() => setAll(true)} disabled={query.isFetching}>
          {t('councilorMore', { district })}
        </Button>
      )}
    </>
  );
}
