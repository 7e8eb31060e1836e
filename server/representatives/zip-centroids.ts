/** Approximate points for the city's ZIP codes (the city's zip-centroids.csv, city/<id>/data/README.md), for lookups that give only a ZIP. */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import { parseCsv } from '../lib/csv.ts';

/** The centroid of a ZIP code of the city, or null for a ZIP we have no point for. Read once per city. */
export function zipCentroid(city: CityContext, zip: string): { lat: number; lng: number } | null {
  const centroids = city.cached(
    'zip-centroids',
    () =>
      new Map(
        parseCsv(fs.readFileSync(city.dataFile('zip-centroids.csv'), 'utf8')).map((row) => [
          row.zip ?? '',
          { lat: Number(row.latitude), lng: Number(row.longitude) },
        ]),
      ),
  );
  return centroids.get(zip) ?? null;
}
