/** Reading what a resident typed: a "lat, lng" pair, a ZIP code, or a street address to geocode. */
import type { CityConfig } from '#contract/city.ts';

/** `36.1537, -95.9905` (also with a space or semicolon between); null when it is not a coordinate pair. */
export function parseCoordinates(input: string): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,; ]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(input);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The last 5-digit ZIP code in the text (a ZIP+4 counts as its first five digits). */
export function extractZip(input: string): string | null {
  const matches = [...input.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  const last = matches.at(-1);
  // A lone 5-digit house number ("12345 E 21st St") is not a ZIP: require something before it.
  if (!last || (last.index === 0 && matches.length === 1 && /\D/.test(input.slice(5).trim()))) return null;
  return last[1] ?? null;
}

/** One cache key for the same address typed with different spacing, case or punctuation. */
export function normalizeAddress(input: string): string {
  return input.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Residents often type only "175 E 2nd St". Without a city or ZIP the geocoders guess anywhere in the country,
 * so add the city and state when neither a ZIP code nor the city's name is present.
 */
export function withCityHint(city: CityConfig, input: string): string {
  const text = input.trim();
  if (extractZip(text) || text.toLowerCase().includes(city.name.toLowerCase())) return text;
  return `${text}, ${city.name}, ${city.stateCode}`;
}
