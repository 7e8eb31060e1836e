/** Approximate points for the city's ZIP codes (the city's zip-centroids.csv, city/<id>/data/README.md), for lookups that give only a ZIP. */
import fs from 'node:fs';
import { cityDataFile } from '../../city/current.ts';
import { parseCsv } from '../lib/csv.ts';

let centroids: Map<string, { lat: number; lng: number }> | undefined;

/** The centroid of a ZIP code of the city, or null for a ZIP we have no point for. */
export function zipCentroid(zip: string): { lat: number; lng: number } | null {
  centroids ??= new Map(
    parseCsv(fs.readFileSync(cityDataFile('zip-centroids.csv'), 'utf8')).map((row) => [
      row.zip ?? '',
      { lat: Number(row.latitude), lng: Number(row.longitude) },
    ]),
  );
  return centroids.get(zip) ?? null;
}
