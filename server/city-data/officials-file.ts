/**
 * The city's `officials.csv` (city/<id>/data): councilors by district and the mayor, with their roll-call
 * surnames and OCD division ids. Read by the seed and by ingestion (full names for roll-call surnames).
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import { parseCsv } from '../lib/csv.ts';

export function readOfficialRows(city: CityContext): Record<string, string | undefined>[] {
  return parseCsv(fs.readFileSync(city.dataFile('officials.csv'), 'utf8'));
}
