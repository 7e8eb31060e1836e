/** Approximate points for the city's ZIP codes (see data/README.md), for lookups that give only a ZIP. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsv } from '../lib/csv.ts';

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'tulsa-zip-centroids.csv');

let centroids: Map<string, { lat: number; lng: number }> | undefined;

/** The centroid of a ZIP code of the city, or null for a ZIP we have no point for. */
export function zipCentroid(zip: string): { lat: number; lng: number } | null {
  centroids ??= new Map(
    parseCsv(fs.readFileSync(FILE, 'utf8')).map((row) => [
      row.zip ?? '',
      { lat: Number(row.latitude), lng: Number(row.longitude) },
    ]),
  );
  return centroids.get(zip) ?? null;
}
