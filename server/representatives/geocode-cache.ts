/**
 * Remembers geocoder answers in the database (migration 023), so the same address typed twice, by anyone on any
 * process, costs one call and the providers' fair-use limits hold. "No such address" is kept for a day (the
 * resident may be right and the provider catch up); a match for 30 days; failures never (the next try may work).
 */
import type { AppDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { normalizeAddress } from './address-input.ts';
import type { GeocodeResult, Geocoder } from './geocoder.ts';

export const GEOCODE_MATCH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const GEOCODE_NO_MATCH_TTL_MS = 24 * 60 * 60 * 1000;

export function withGeocodeCache(geocoder: Geocoder, db: AppDatabase, clock: Clock): Geocoder {
  return {
    name: geocoder.name,
    async geocode(address, options) {
      const key = normalizeAddress(address);
      const now = clock.now();
      const kept = await db
        .selectFrom('geocode_cache')
        .selectAll()
        .where('provider', '=', geocoder.name)
        .where('address_key', '=', key)
        .executeTakeFirst();
      if (kept) {
        const ttl = kept.matched ? GEOCODE_MATCH_TTL_MS : GEOCODE_NO_MATCH_TTL_MS;
        if (now.getTime() - Date.parse(kept.answered_at) < ttl) return fromRow(kept, geocoder.name);
      }
      const answer = await geocoder.geocode(address, options);
      const row = {
        provider: geocoder.name,
        address_key: key,
        matched: answer.status === 'matched' ? 1 : 0,
        lat: answer.status === 'matched' ? answer.lat : null,
        lng: answer.status === 'matched' ? answer.lng : null,
        matched_address: answer.status === 'matched' ? answer.matchedAddress : null,
        method: answer.status === 'matched' ? answer.method : null,
        precision_meters: answer.status === 'matched' ? answer.precisionMeters : null,
        answered_at: now.toISOString(),
      };
      await db
        .insertInto('geocode_cache')
        .values(row)
        .onConflict((conflict) => conflict.columns(['provider', 'address_key']).doUpdateSet(row))
        .execute();
      return answer;
    },
  };
}

type Row = { matched: number; lat: number | null; lng: number | null; matched_address: string | null; method: string | null; precision_meters: number | null };

function fromRow(row: Row, source: Geocoder['name']): GeocodeResult {
  if (!row.matched || row.lat === null || row.lng === null) return { status: 'no_match' };
  return {
    status: 'matched',
    lat: row.lat,
    lng: row.lng,
    matchedAddress: row.matched_address,
    source,
    method: (row.method ?? 'geocoder') as Extract<GeocodeResult, { status: 'matched' }>['method'],
    precisionMeters: row.precision_meters,
  };
}

/**
 * Forgets every provider's answer for an address (as the geocoders were asked it: with the city's hint), so an
 * address a resident deletes from their profile leaves no row behind (issue 51).
 */
export async function forgetGeocodedAddress(db: AppDatabase, askedAddress: string): Promise<void> {
  await db.deleteFrom('geocode_cache').where('address_key', '=', normalizeAddress(askedAddress)).execute();
}
