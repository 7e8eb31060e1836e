/**
 * The resident's own address for "Speak up" (issue 32): the one saved on the profile, or else what their alert
 * subscription already knows (its district, or the district around its "my block" place). Read only for the
 * signed-in owner; nothing public or exported reads these columns.
 */
import type { SavedAddress } from '#contract/saved-address.ts';
import type { AppDatabase } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ownedBy } from '../alerts/subscriptions/subscription-store.ts';
import { districtsAround, loadDistricts } from '../representatives/districts.ts';

/** A "my block" point is rounded to about 50 m (alerts/routes/nearby.ts): within that of a line, say no district. */
const ROUNDED_POINT_MARGIN_METRES = 40;

async function fromAlerts(db: AppDatabase, user: UserRow): Promise<SavedAddress | null> {
  // The subscriptions the account holds, and those of its address once verified (made before it joined).
  const row = await db
    .selectFrom('subscriptions')
    .select(['district', 'nearby_lat', 'nearby_lng', 'nearby_address'])
    .where(ownedBy(user))
    .where('unsubscribed_at', 'is', null)
    .where((eb) => eb.or([eb('district', 'is not', null), eb('nearby_lat', 'is not', null)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  if (row.district !== null) return { address: row.nearby_address, district: row.district, source: 'alerts' };
  if (row.nearby_lat === null || row.nearby_lng === null) return null;
  const { here, all } = districtsAround(await loadDistricts(db), { lat: row.nearby_lat, lng: row.nearby_lng }, ROUNDED_POINT_MARGIN_METRES);
  return here !== null && all.length === 1 ? { address: row.nearby_address, district: here, source: 'alerts' } : null;
}

export async function savedAddressOf(db: AppDatabase, user: UserRow): Promise<SavedAddress> {
  if (user.home_district !== null) return { address: user.home_address, district: user.home_district, source: 'profile' };
  return (await fromAlerts(db, user)) ?? { address: null, district: null, source: null };
}
