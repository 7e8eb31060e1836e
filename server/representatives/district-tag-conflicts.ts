/**
 * Where the clerk's "(CD-N)" tags and the district polygons disagree (city/<id>/data/district-tag-conflicts.json,
 * written by `npm run eval:places -- --write-conflicts`, decision 058). The district finder answers from the
 * polygons, but near such a place it says so, naming the address and what the minutes call it, rather than
 * picking a side: which source is right is the city's to settle.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';
import type { TagConflict } from '#contract/representatives.ts';
import { metres } from './geometry.ts';

/** Within about a quarter mile (a few downtown blocks) of a place the minutes tag otherwise, a resident should hear of it. */
export const CONFLICT_RADIUS_METERS = 400;

const conflictsSchema = z.array(
  z.object({
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    clerk_district: z.number().int(),
    map_district: z.number().int().nullable(),
    minutes: z.array(z.string()),
  }),
);

/** The city's conflicts, read once per city (none for a city without the file). */
function conflicts(city: CityContext) {
  return city.cached('district-tag-conflicts', () => {
    const file = city.dataFile('district-tag-conflicts.json');
    return fs.existsSync(file) ? conflictsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))) : [];
  });
}

/** The nearest place the minutes tag with another district than `district`, the polygons' answer here; or null. */
export function tagConflictNear(city: CityContext, point: { lat: number; lng: number }, district: number): TagConflict | null {
  let nearest: { conflict: z.infer<typeof conflictsSchema>[number]; meters: number } | null = null;
  for (const conflict of conflicts(city)) {
    if (conflict.map_district !== district || conflict.clerk_district === district) continue;
    const meters = metres(point, conflict);
    if (meters <= CONFLICT_RADIUS_METERS && (!nearest || meters < nearest.meters)) nearest = { conflict, meters };
  }
  if (!nearest) return null;
  return {
    address: nearest.conflict.address,
    clerk_district: nearest.conflict.clerk_district,
    map_district: district,
    meters: Math.round(nearest.meters),
    times_in_minutes: nearest.conflict.minutes.length,
  };
}
