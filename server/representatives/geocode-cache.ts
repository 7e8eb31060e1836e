/**
 * Remembers geocoder answers (matches and "no such address") so the same address typed twice costs one call,
 * and a busy hour stays within the providers' fair-use limits. Failures are not cached: the next try may work.
 */
import type { Clock } from '../lib/clock.ts';
import { normalizeAddress } from './address-input.ts';
import type { Geocoder } from './geocoder.ts';

export const GEOCODE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const GEOCODE_CACHE_MAX_ENTRIES = 1_000;

/** Wraps a geocoder with an in-memory cache (oldest entry evicted first when full). */
export function withGeocodeCache(geocoder: Geocoder, clock: Clock): Geocoder {
  const entries = new Map<string, { at: number; value: Awaited<ReturnType<Geocoder['geocode']>> }>();
  return {
    name: geocoder.name,
    async geocode(address) {
      const key = normalizeAddress(address);
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.at < GEOCODE_CACHE_TTL_MS) return hit.value;
      const value = await geocoder.geocode(address);
      entries.delete(key);
      entries.set(key, { at: now, value });
      if (entries.size > GEOCODE_CACHE_MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
