/**
 * Each shipped city's district names go inside their districts on the map: the label is found on the simplified
 * outline (districts.ts), and must still fall inside the surveyed one, holes included.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { CITY_IDS } from '#city/index.ts';
import { readDistrictFeatures } from '../city-data/district-file.ts';
import { type District, simplifyDistricts } from './districts.ts';
import { type AreaGeometry, bboxOf, pointInArea, polygonsOf } from './geometry.ts';

describe('district labels on the map', () => {
  for (const id of CITY_IDS) {
    it(`puts each of ${id}'s district names inside its district`, () => {
      const districts: District[] = readDistrictFeatures(cityContext(id)).map((f) => {
        const geometry = f.geometry as AreaGeometry;
        return { id: f.id, name: f.name, geometry, bbox: bboxOf(polygonsOf(geometry)) };
      });
      const { districts: drawn } = simplifyDistricts(districts);
      expect(drawn.map((d) => d.id)).toEqual(districts.map((d) => d.id));
      const outside = drawn.filter((d, i) => !pointInArea(d.label.lng, d.label.lat, districts[i]!.geometry)).map((d) => d.id);
      expect(outside).toEqual([]);
    });
  }
});
