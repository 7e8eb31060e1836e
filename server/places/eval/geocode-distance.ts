/**
 * How far the offline geocoder lands from the city's own point for an address, each address point in turn left
 * out of what the geocoder knows (so it must be placed from its neighbours and the grid, as an address we do not
 * hold would be). Medians and 90th percentiles, by method.
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import { parseCsv } from '../../lib/csv.ts';
import { addressIndex, streetKey } from '../address-index.ts';
import { metres, placeAddress } from '../offline-geocoder.ts';
import { addressWords, readStreet } from '../street-address.ts';

export interface DistanceReport {
  tried: number;
  placed: number;
  byMethod: Record<string, { count: number; median: number; p90: number }>;
  all: { median: number; p90: number };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

export function leaveOneOutDistances(city: CityContext): DistanceReport {
  const index = addressIndex(city);
  const distances: Record<string, number[]> = {};
  let tried = 0;
  for (const row of parseCsv(fs.readFileSync(city.dataFile('address-points.csv'), 'utf8'))) {
    if (row.kind !== 'address') continue;
    const street = readStreet(addressWords(row.street ?? ''));
    const entry = street && index.streets.get(streetKey(street, index.grid));
    const number = Number(row.number);
    const truth = { lat: Number(row.lat), lng: Number(row.lon) };
    if (!street || !entry) continue;
    const at = entry.points.findIndex((p) => p.kind === 'address' && p.lat === truth.lat && p.lng === truth.lng);
    if (at < 0) continue;
    tried += 1;
    const [left] = entry.points.splice(at, 1);
    try {
      const place = placeAddress({ number, street }, index);
      if (place) (distances[place.method] ??= []).push(metres(place, truth));
    } finally {
      entry.points.splice(at, 0, left!);
    }
  }
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { count: sorted.length, median: Math.round(quantile(sorted, 0.5)), p90: Math.round(quantile(sorted, 0.9)) };
  };
  const all = Object.values(distances).flat();
  return {
    tried,
    placed: all.length,
    byMethod: Object.fromEntries(Object.entries(distances).map(([method, values]) => [method, summary(values)])),
    all: { median: summary(all).median, p90: summary(all).p90 },
  };
}
