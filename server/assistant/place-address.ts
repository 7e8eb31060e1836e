/**
 * The district of an address a resident gives the assistant, from the city's own address points and street grid
 * (no network: the assistant never sends a resident's address elsewhere). A place whose margin of error reaches
 * into another district names no district: near a line, the map decides, not a guess. Where the clerk's (CD-N)
 * tags nearby disagree with the polygons, the reply says so, as the district finder does (decision 058).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TagConflict } from '../../contract/representatives.ts';
import { createCityDataGeocoder } from '../representatives/city-data-geocoder.ts';
import { tagConflictNear } from '../representatives/district-tag-conflicts.ts';
import { loadDistricts, locateDistrict } from '../representatives/districts.ts';

export type PlacedAddress =
  | { kind: 'placed'; district: number; matched: string; exact: boolean; conflict: TagConflict | null }
  | { kind: 'on_line'; districts: number[]; matched: string }
  | { kind: 'not_placed' };

const METRES_PER_DEGREE = 111_320;

/** Places the address and reads its district, checking the four points at its margin of error. */
export async function placeInDistrict(db: Kysely<Database>, address: string): Promise<PlacedAddress> {
  const geocoder = createCityDataGeocoder();
  const result = geocoder ? await geocoder.geocode(address) : null;
  if (!result || result.status !== 'matched') return { kind: 'not_placed' };
  const districts = await loadDistricts(db);
  const { lat, lng } = result;
  const margin = result.precisionMeters ?? 0;
  const dLat = margin / METRES_PER_DEGREE;
  const dLng = margin / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const points = [[lat, lng], [lat + dLat, lng], [lat - dLat, lng], [lat, lng + dLng], [lat, lng - dLng]] as const;
  const found = points.map(([a, b]) => locateDistrict(districts, a, b)?.id ?? null);
  const matched = result.matchedAddress ?? address;
  const here = found[0] ?? null;
  if (here === null) return { kind: 'not_placed' };
  const all = [...new Set(found.filter((d): d is number => d !== null))].sort((a, b) => a - b);
  if (all.length > 1) return { kind: 'on_line', districts: all, matched };
  return { kind: 'placed', district: here, matched, exact: result.method === 'address_point', conflict: tagConflictNear({ lat, lng }, here) };
}
