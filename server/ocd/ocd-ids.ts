/**
 * Open Civic Data ids for our rows (decision 016). OCD ids are `ocd-<type>/<uuid>`; ours are RFC 9562 version 8
 * (custom) UUIDs: the first 48 bits are a hash of the city's division and the type, the last 48 bits the row's
 * id. So an id is stable across exports and restarts, differs between cities, and is read back to the row
 * without a mapping table. Events and vote events no longer take these ids but ones derived from the record
 * (meetings/record-ids.ts, decision 125): `rowIdOf` still reads their old ids, to redirect them.
 */
import crypto from 'node:crypto';
import { councilDistrictDivision } from '#contract/ocd.ts';
import type { CityConfig } from '#contract/city.ts';

export type OcdKind = 'person' | 'organization' | 'post' | 'event' | 'vote';

function prefix(city: CityConfig, kind: OcdKind): string {
  return crypto.createHash('sha256').update(`${city.ocdDivision}|${kind}`).digest('hex').slice(0, 12);
}

/** The UUID of row `id` of `kind`, in `city`'s ids. */
export function ocdUuid(city: CityConfig, kind: OcdKind, id: number): string {
  const p = prefix(city, kind);
  return `${p.slice(0, 8)}-${p.slice(8, 12)}-8000-8000-${id.toString(16).padStart(12, '0')}`;
}

/** The full id, `ocd-person/<uuid>`. */
export const ocdId = (city: CityConfig, kind: OcdKind, id: number) => `ocd-${kind}/${ocdUuid(city, kind, id)}`;

/** The row id a UUID of `kind` names, or null when it is not one of ours. */
export function rowIdOf(city: CityConfig, kind: OcdKind, uuid: string): number | null {
  const p = prefix(city, kind);
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-8000-8000-([0-9a-f]{12})$/.exec(uuid);
  if (!match || match[1] !== p.slice(0, 8) || match[2] !== p.slice(8, 12)) return null;
  const id = Number.parseInt(match[3]!, 16);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A council district's division id, from the city's own division. */
export const districtDivisionId = (city: CityConfig, district: number) => councilDistrictDivision(city.ocdDivision, district);
