/**
 * A place read from an item's text (extract-places.ts) put on the map with the offline geocoder: a street address
 * by its first number, a corner where its two streets cross. Subdivisions, case numbers and district tags name no
 * point we can find offline, so they get none (a district tag says where an item is, but not where in the district).
 */
import type { ExtractedPlace } from './extract-places.ts';
import type { AddressIndex } from './address-index.ts';
import { geocodeOffline, type OfflinePlace, placeCorner } from './offline-geocoder.ts';
import { addressWords, readStreet } from './street-address.ts';

const CORNER = /\b[NS][EW]\/c\.?\s+of\s+(?:the\s+)?(.+?)\s+(?:and|&)\s+(.+)$/i;

/** The place on the city's map (`index`: its address points, `addressIndex(city)`), or null. */
export function locatePlace(place: ExtractedPlace, index: AddressIndex): OfflinePlace | null {
  if (place.kind === 'address') return geocodeOffline(place.text, index);
  if (place.kind !== 'corner') return null;
  const match = CORNER.exec(place.text);
  const first = match && readStreet(addressWords(match[1]!));
  const second = match && readStreet(addressWords(match[2]!));
  return first && second ? placeCorner(first, second, index) : null;
}
