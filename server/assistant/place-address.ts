/**
 * The district of an address a resident gives the assistant, from the city's own address points and street grid
 * (no network: the assistant never sends a resident's address elsewhere). A place whose margin of error reaches
 * into another district names no district: near a line, the map decides, not a guess. Where the clerk's (CD-N)
 * tags nearby disagree with the polygons, the reply says so, as the district finder does (decision 058).
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { Database } from '../db/schema.ts';
import type { TagConflict } from '#contract/representatives.ts';
import { createCityDataGeocoder } from '../places/city-data-geocoder.ts';
import { tagConflictNear } from '../representatives/district-tag-conflicts.ts';
import { districtsAround, loadDistricts } from '../representatives/districts.ts';

export type PlacedAddress =
  | { kind: 'placed'; district: number; matched: string; exact: boolean; conflict: TagConflict | null }
  | { kind: 'on_line'; districts: number[]; matched: string }
  | { kind: 'not_placed' };

/** Places the address and reads its district, checking the four points at its margin of error. */
export async function placeInDistrict(city: CityContext, db: Kysely<Database>, address: string): Promise<PlacedAddress> {
  const geocoder = createCityDataGeocoder(city);
  const result = geocoder ? await geocoder.geocode(address) : null;
  if (!result || result.status !== 'matched') return { kind: 'not_placed' };
  const { lat, lng } = result;
  const { here, all } = districtsAround(await loadDistricts(db), { lat, lng }, result.precisionMeters ?? 0);
  const matched = result.matchedAddress ?? address;
  if (here === null) return { kind: 'not_placed' };
  if (all.length > 1) return { kind: 'on_line', districts: all, matched };
  return { kind: 'placed', district: here, matched, exact: result.method === 'address_point', conflict: tagConflictNear(city, { lat, lng }, here) };
}
