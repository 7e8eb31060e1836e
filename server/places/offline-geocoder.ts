/**
 * Placing a street address with no network, from the city's address points and its street grid (issue 31). Each
 * answer says how it was found and how far off it may be:
 * - `address_point`: the city's own point for that house number;
 * - `interpolated`: between two known numbers of the same street;
 * - `street_grid`: on a known street past its last known number, or on a numbered street we hold no point for,
 *   from the grid alone;
 * - `intersection`: where two streets cross (a corner the clerk names).
 * An address it cannot place gets null, never a guess such as the city centre.
 */
import { type AddressIndex, type AddressPoint, type IndexedStreet, numberedAxis, numberedPosition, streetKey } from './address-index.ts';
import { keepInBlock } from './address-block.ts';
import { readStreetAddress, type StreetAddress, type StreetName } from './street-address.ts';
import { acrossForParity } from './street-side.ts';
import type { OfflinePlace } from '../representatives/geocoder.ts';
import { metres } from '../representatives/geometry.ts';

// What the offline geocoder returns is what a geocoder may say of a place (representatives/geocoder.ts), below the
// places domain (decision 155).
export type { OfflinePlace, PlaceMethod } from '../representatives/geocoder.ts';

/** How far past a street's last known number we still extend it along the grid (about a kilometre). */
const MAX_EXTENSION = 1_000;
/** Two known numbers further apart than this are too far to draw a straight line between. */
const MAX_GAP = 4_000;

/** The text of an address ("175 E 2nd St, Springfield, ZZ 99999") placed on the map, or null. */
export function geocodeOffline(address: string, index: AddressIndex): OfflinePlace | null {
  const parsed = readStreetAddress(address);
  return parsed ? placeAddress(parsed, index) : null;
}

/** A read address placed on the map, or null. */
export function placeAddress(address: StreetAddress, index: AddressIndex): OfflinePlace | null {
  const street = findStreet(address.street, index);
  const prefix = address.street.prefix ?? street?.usualPrefix ?? null;
  if (!prefix && !address.street.numbered) return null;
  const along = (prefix === 'S' || prefix === 'W' ? -1 : 1) * address.number;
  const matched = `${address.number} ${spell({ ...address.street, prefix })}`;
  const onStreet = street && alongStreet(street, along, index);
  const found = (onStreet && street ? onSide(street, along, onStreet) : null) ?? alongGrid(address.street, along, index);
  const axis = street?.axis ?? numberedAxis(address.street);
  // A place not on its own point is kept inside the block its number names (address-block.ts).
  const place = found && found.method !== 'address_point' ? { ...found, ...keepInBlock(found, axis, along, prefix, index) } : found;
  return place && inside(place, index) ? { ...place, lat: round(place.lat), lng: round(place.lng), matched } : null;
}

/** Six decimals: about 10 cm, more than any method here can claim. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Where two streets cross, or null when either cannot be placed across its axis. */
export function placeCorner(first: StreetName, second: StreetName, index: AddressIndex): OfflinePlace | null {
  const a = crossLine(first, index);
  const b = crossLine(second, index);
  if (!a || !b || a.axis === b.axis) return null;
  const lat = a.axis === 'east_west' ? a.at(b.coordinate) : b.at(a.coordinate);
  const lng = a.axis === 'east_west' ? b.at(a.coordinate) : a.at(b.coordinate);
  const place = { lat: round(lat), lng: round(lng), method: 'intersection' as const, precisionMeters: 120, matched: `${spell(first)} & ${spell(second)}` };
  return inside(place, index) ? place : null;
}

function findStreet(street: StreetName, index: AddressIndex): IndexedStreet | null {
  const exact = index.streets.get(streetKey(street, index.grid));
  if (exact) return exact;
  if (street.numbered) return null;
  // A named street written with another type or none ("Skelly" for "Skelly Dr"): only when the name is unambiguous.
  const keys = index.byName.get(street.name) ?? [];
  return keys.length === 1 ? index.streets.get(keys[0]!)! : null;
}

type Placed = Omit<OfflinePlace, 'matched'>;

/** A place along a street moved across it to the side its number's parity is on, where the street's points say. */
function onSide(street: IndexedStreet, along: number, place: Placed): Placed {
  if (place.method === 'address_point') return place;
  const across = acrossForParity(street, along);
  if (across === null) return { ...place, streetSide: 'line' };
  return street.axis === 'east_west' ? { ...place, lat: across, streetSide: 'parity' } : { ...place, lng: across, streetSide: 'parity' };
}

function alongStreet(street: IndexedStreet, along: number, index: AddressIndex): Placed | null {
  const points = street.points.filter((p) => Math.sign(p.along) === Math.sign(along) || p.along === 0);
  const exact = points.find((p) => p.kind === 'address' && p.along === along);
  if (exact) return { lat: exact.lat, lng: exact.lng, method: 'address_point', precisionMeters: 25 };
  const below = points.findLast((p) => p.along <= along);
  const above = points.find((p) => p.along >= along);
  const curve = street.axis === 'east_west' ? index.east : index.north;
  if (below && above && above.along - below.along <= MAX_GAP) {
    const share = above.along === below.along ? 0 : (along - below.along) / (above.along - below.along);
    const gap = metres(below, above);
    return { ...between(street, below, above, share, along, curve), method: 'interpolated', precisionMeters: Math.round(60 + gap * 0.1) };
  }
  // Past the last known number, or between two too far apart: from the nearer of the two.
  const nearest = below && above ? (along - below.along <= above.along - along ? below : above) : (below ?? above);
  if (!nearest || !curve || Math.abs(along - nearest.along) > MAX_EXTENSION) return null;
  // Past the last known number: move along the grid from it, and keep its place across the street.
  const shift = curve.at(along) - curve.at(nearest.along);
  const moved = street.axis === 'east_west' ? { lat: nearest.lat, lng: nearest.lng + shift } : { lat: nearest.lat + shift, lng: nearest.lng };
  return { ...moved, method: 'street_grid', precisionMeters: Math.round(80 + metres(nearest, moved) * 0.3) };
}

/** Between two known numbers: across the street in a straight line; along it, the grid bent to fit both. */
function between(street: IndexedStreet, below: AddressPoint, above: AddressPoint, share: number, along: number, curve: AddressIndex['east']) {
  const lerp = (a: number, b: number) => a + (b - a) * share;
  if (!curve) return { lat: lerp(below.lat, above.lat), lng: lerp(below.lng, above.lng) };
  if (street.axis === 'east_west') {
    const offset = lerp(below.lng - curve.at(below.along), above.lng - curve.at(above.along));
    return { lat: lerp(below.lat, above.lat), lng: curve.at(along) + offset };
  }
  const offset = lerp(below.lat - curve.at(below.along), above.lat - curve.at(above.along));
  return { lat: curve.at(along) + offset, lng: lerp(below.lng, above.lng) };
}

/** A numbered street we hold no point for: its number gives one coordinate, the house number the other. */
function alongGrid(street: StreetName, along: number, index: AddressIndex): Placed | null {
  if (!street.numbered || !index.east || !index.north) return null;
  const position = numberedPosition(street, index.grid);
  const eastWest = numberedAxis(street) === 'east_west';
  const lat = eastWest ? index.north.at(position) : index.north.at(along);
  const lng = eastWest ? index.east.at(along) : index.east.at(position);
  return { lat, lng, method: 'street_grid', precisionMeters: 250, streetSide: 'line' };
}

/** A street as a line across its axis: its latitude (east-west street) or longitude, by the other coordinate. */
function crossLine(street: StreetName, index: AddressIndex) {
  const found = findStreet(street, index);
  const axis = found?.axis ?? (street.numbered ? numberedAxis(street) : null);
  if (!axis) return null;
  const across = axis === 'east_west' ? index.north : index.east;
  if (street.numbered && across && (!found || found.points.length < 2)) {
    const coordinate = across.at(numberedPosition(street, index.grid));
    return { axis, coordinate, at: () => coordinate };
  }
  if (!found || found.points.length === 0) return null;
  const cross = (p: AddressPoint) => (axis === 'east_west' ? p.lat : p.lng);
  const alongOf = (p: AddressPoint) => (axis === 'east_west' ? p.lng : p.lat);
  const middle = found.points[found.points.length >> 1]!;
  return {
    axis,
    coordinate: cross(middle),
    // The street's place across its axis near a given point along it: the mean of its two nearest known points.
    at(alongCoordinate: number) {
      const nearest = [...found.points].sort((p, q) => Math.abs(alongOf(p) - alongCoordinate) - Math.abs(alongOf(q) - alongCoordinate)).slice(0, 2);
      return nearest.reduce((sum, p) => sum + cross(p), 0) / nearest.length;
    },
  };
}

function inside(place: { lat: number; lng: number }, index: AddressIndex): boolean {
  const margin = 0.01;
  const { bounds } = index;
  return place.lat >= bounds.south - margin && place.lat <= bounds.north + margin && place.lng >= bounds.west - margin && place.lng <= bounds.east + margin;
}

export { metres };

/** The street as we read it, in capitals: "E 2ND ST", "N 91ST E AV", "S QUAKER AV". */
function spell(street: StreetName): string {
  const name = street.numbered ? ordinal(Number(street.name)) : street.name;
  return street.numbered && street.type === 'AV'
    ? [street.prefix, name, street.side, street.type].filter(Boolean).join(' ')
    : [street.prefix, name, street.type, street.side].filter(Boolean).join(' ');
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'TH' : (['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH');
  return `${n}${suffix}`;
}
