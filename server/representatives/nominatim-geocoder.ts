/**
 * OpenStreetMap's Nominatim search, an option to the Census Geocoder (`GEOCODER=nominatim`). Its usage policy
 * asks for an identifying User-Agent and at most one request a second, which the answer cache helps keep.
 */
import { z } from 'zod';
import { fetchJson, type Geocoder, GeocoderUnavailableError, GEOCODER_TIMEOUT_MS } from './geocoder.ts';

export const NOMINATIM_DEFAULT_URL = 'https://nominatim.openstreetmap.org';

const nominatimAnswerSchema = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string().optional() }),
);

export function createNominatimGeocoder(
  options: { baseUrl?: string; timeoutMs?: number; userAgent?: string } = {},
): Geocoder {
  const base = (options.baseUrl ?? NOMINATIM_DEFAULT_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const userAgent = options.userAgent ?? 'CivicCommons/0.1 (district lookup)';
  return {
    name: 'nominatim',
    async geocode(address) {
      const params = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1', countrycodes: 'us' });
      const body = await fetchJson(`${base}/search?${params}`, timeoutMs, { 'User-Agent': userAgent });
      const parsed = nominatimAnswerSchema.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailableError('unexpected Nominatim answer');
      const first = parsed.data[0];
      if (!first) return { status: 'no_match' };
      return { status: 'matched', lat: first.lat, lng: first.lon, matchedAddress: first.display_name ?? null, source: 'nominatim', method: 'geocoder', precisionMeters: null };
    },
  };
}
