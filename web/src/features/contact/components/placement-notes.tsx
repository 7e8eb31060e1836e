/**
 * What a resident should know about where their address was placed (issue 31, decision 058): that the city's
 * street records placed it only approximately, and that the council's minutes give a nearby place another
 * district than the map does. Said plainly, next to the district found.
 */
import { useTranslation } from 'react-i18next';
import type { DistrictInfo } from '#contract/representatives.ts';

const FEET_PER_METRE = 3.28084;

/** Feet up to about a tenth of a mile, then miles to one decimal, as a resident says it. */
function useDistance() {
  const { t, i18n } = useTranslation('contact');
  return (meters: number) =>
    meters < 160
      ? t('lookup.feet', { count: Math.max(50, Math.round((meters * FEET_PER_METRE) / 50) * 50) })
      : t('lookup.miles', { miles: (Math.round((meters / 1609.344) * 10) / 10).toLocaleString(i18n.language) });
}

export function PlacementNotes({ info }: { info: DistrictInfo }) {
  const { t } = useTranslation('contact');
  const distance = useDistance();
  const placed = info.placed_by;
  const approximate = placed?.source === 'offline' && placed.method !== 'address_point' && placed.precision_meters !== null;
  const conflict = info.tag_conflict;
  if (!approximate && !conflict) return null;
  return (
    <>
      {approximate && <p>{t('lookup.approximate', { distance: distance(placed.precision_meters!) })}</p>}
      {conflict && (
        <p>
          {t('lookup.tagConflict', {
            address: conflict.address,
            distance: distance(conflict.meters),
            clerk: conflict.clerk_district,
            map: conflict.map_district,
          })}
        </p>
      )}
    </>
  );
}
