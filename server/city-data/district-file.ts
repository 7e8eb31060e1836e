/**
 * The city's `council-districts.geojson` (city/<id>/data): one feature per council district. Read by the seed
 * (into the districts table) and by the places evaluation (which compares the clerk's tags with the same polygons
 * without a database), so both read one file one way.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';

const districtCollectionSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({ DISTRICTID: z.string(), NAME: z.string() }),
      geometry: z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) }),
    }),
  ),
});

type DistrictCollection = z.infer<typeof districtCollectionSchema>;

/** A district as the file gives it: its number, its name and its GeoJSON geometry. */
export interface DistrictFeature {
  id: number;
  name: string;
  geometry: DistrictCollection['features'][number]['geometry'];
}

/** The districts in the order of their numbers; a file that does not fit the shape is refused by name. */
export function readDistrictFeatures(city: CityContext): DistrictFeature[] {
  return parseDistrictFile(city)
    .features
    .map((f) => ({ id: Number(f.properties.DISTRICTID), name: f.properties.NAME, geometry: f.geometry }))
    .sort((a, b) => a.id - b.id);
}

function parseDistrictFile(city: CityContext): DistrictCollection {
  const result = districtCollectionSchema.safeParse(JSON.parse(fs.readFileSync(city.dataFile('council-districts.geojson'), 'utf8')));
  if (!result.success) throw new Error(`Seed file council-districts.geojson is invalid: ${z.prettifyError(result.error)}`);
  return result.data;
}
