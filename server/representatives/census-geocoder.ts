/**
 * The US Census Geocoder's one-line address search (no key needed). `GEOCODER_URL` replaces the origin, for a
 * proxy or a local replay server in tests. Docs: https://geocoding.geo.census.gov/geocoder/Geocoding_Services_API.pdf
 */
import { z } from 'zod';
import { fetchJson, type Geocoder, GeocoderUnavailableError, GEOCODER_TIMEOUT_MS } from './geocoder.ts';

export const CENSUS_DEFAULT_URL = 'https://geocoding.geo.census.gov';

/** Only the part of the answer we read; the rest (geographies, tiger line ids) is ignored. */
const censusAnswerSchema = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        matchedAddress: z.string().optional(),
        coordinates: z.object({ x: z.number(), y: z.number() }),
      }),
    ),
  }),
});

export function createCensusGeocoder(options: { baseUrl?: string; timeoutMs?: number } = {}): Geocoder {
  const base = (options.baseUrl ?? CENSUS_DEFAULT_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  return {
    name: 'census',
    async geocode(address) {
      const params = new URLSearchParams({ address, benchmark: 'Public_AR_Current', format: 'json' });
      const body = await fetchJson(`${base}/geocoder/locations/onelineaddress?${params}`, timeoutMs);
      const parsed = censusAnswerSchema.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError('unexpected Census Geocoder answer');
      const match = parsed.data.result.addressMatches[0];
      if (!match) return { status: 'no_match' };
      return { status: 'matched', lat: match.coordinates.y, lng: match.coordinates.x, matchedAddress: match.matchedAddress ?? null, source: 'census', method: 'geocoder', precisionMeters: null };
    },
  };
}
