/**
 * The offline geocoder (server/places/offline-geocoder.ts) behind the `Geocoder` interface: the city's own
 * address points and street grid, no network. Null for a city that ships no address points.
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import { addressIndex } from './address-index.ts';
import { geocodeOffline } from './offline-geocoder.ts';
import type { Geocoder } from '../representatives/geocoder.ts';

export function createCityDataGeocoder(city: CityContext): Geocoder | null {
  if (!fs.existsSync(city.dataFile('address-points.csv'))) return null;
  return {
    name: 'offline',
    geocode(address) {
      const place = geocodeOffline(address, addressIndex(city));
      if (!place) return Promise.resolve({ status: 'no_match' });
      return Promise.resolve({
        status: 'matched',
        lat: place.lat,
        lng: place.lng,
        matchedAddress: place.matched,
        source: 'offline',
        method: place.method,
        precisionMeters: place.precisionMeters,
        ...(place.streetSide ? { streetSide: place.streetSide } : {}),
      });
    },
  };
}
