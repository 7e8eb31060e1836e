/** A councilor's page: the items that name a place in their district (by the district map or the clerk's tag). */
import { useTranslation } from 'react-i18next';
import type { PlacedItemsQuery } from '#contract/places.ts';
import { PlacesSection } from '#web/components/places/places-section.tsx';
import { usePlacedItems } from '../api/get-placed-items.ts';

export function DistrictItems({ district }: { district: number }) {
  const { t } = useTranslation('places');
  const query = usePlacedItems({ district, limit: 100 } as PlacedItemsQuery);
  if (!query.data) return null;
  return <PlacesSection items={query.data.items} headingId="district-places" heading={t('councilorHeading', { district })} />;
}
