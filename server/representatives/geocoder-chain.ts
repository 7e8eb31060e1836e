/**
 * The configured online provider first, then the city's own data (issue 31): with no internet, or when the
 * provider does not know the address, a street address is still placed offline. A provider that cannot be
 * reached is never reported as a bad address: when the city's data cannot place it either, the answer is
 * "unavailable", and the resident is told the service could not be reached.
 */
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts';

export function chainGeocoders(online: Geocoder | null, offline: Geocoder | null, log?: (error: unknown) => void): Geocoder | null {
  if (!online) return offline;
  if (!offline) return online;
  return {
    name: online.name,
    async geocode(address, options) {
      let unavailable: GeocoderUnavailableError | null = null;
      try {
        const answer = await online.geocode(address, options);
        if (answer.status === 'matched') return answer;
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        log?.(error);
        unavailable = error;
      }
      const fallback = await offline.geocode(address);
      if (fallback.status === 'matched' || !unavailable) return fallback;
      throw unavailable;
    },
  };
}
