/**
 * The council districts as loaded from the database once per app: the full geometry for locating a point
 * (exact, holes honoured) and a simplified copy for drawing the map.
 */
import type { AppDatabase } from '../db/database.ts';
import {
  type AreaGeometry,
  type BBox,
  bboxContains,
  bboxOf,
  labelPoint,
  pointInArea,
  type PolygonRings,
  polygonsOf,
  type Position,
  simplifyRing,
} from './geometry.ts';

export interface District {
  id: number;
  name: string;
  geometry: AreaGeometry;
  bbox: BBox;
}

/** About 40 m: invisible on a phone-sized map, and it keeps the payload small. */
const MAP_TOLERANCE_DEGREES = 0.0004;

export async function loadDistricts(db: AppDatabase): Promise<District[]> {
  const rows = await db.selectFrom('districts').select(['id', 'name', 'geometry']).orderBy('id').execute();
  return rows.map((row) => {
    const geometry = JSON.parse(row.geometry) as AreaGeometry;
    return { id: row.id, name: row.name, geometry, bbox: bboxOf(polygonsOf(geometry)) };
  });
}

/** The district containing the point, or null when it is in none (outside the city, or in a hole). */
export function locateDistrict(districts: District[], lat: number, lng: number): District | null {
  return (
    districts.find((d) => bboxContains(d.bbox, lng, lat) && pointInArea(lng, lat, d.geometry)) ?? null
  );
}

const METRES_PER_DEGREE = 111_320;

/**
 * The district of a point and every district within `margin` metres of it (the point and the four at its margin
 * of error, sorted): more than one means the point is too near a line to name its district.
 */
export function districtsAround(districts: District[], point: { lat: number; lng: number }, margin: number): { here: number | null; all: number[] } {
  const { lat, lng } = point;
  const dLat = margin / METRES_PER_DEGREE;
  const dLng = margin / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const points = [[lat, lng], [lat + dLat, lng], [lat - dLat, lng], [lat, lng + dLng], [lat, lng - dLng]] as const;
  const found = points.map(([a, b]) => locateDistrict(districts, a, b)?.id ?? null);
  return { here: found[0] ?? null, all: [...new Set(found.filter((d): d is number => d !== null))].sort((a, b) => a - b) };
}

export interface SimplifiedDistrict {
  id: number;
  name: string;
  polygons: PolygonRings[];
  label: { lat: number; lng: number };
}

/** Simplified outlines for the map; holes smaller than the tolerance disappear, the others stay holes. */
export function simplifyDistricts(districts: District[]): { bbox: BBox | null; districts: SimplifiedDistrict[] } {
  // No lines loaded: no box either (the minimum of nothing is Infinity, which JSON writes as null in a tuple).
  if (districts.length === 0) return { bbox: null, districts: [] };
  const out = districts.map((d) => {
    const polygons = polygonsOf(d.geometry)
      .map((rings) => {
        const [outer, ...holes] = rings;
        const simpleOuter = outer ? simplifyRing(outer, MAP_TOLERANCE_DEGREES) : null;
        if (!simpleOuter) return null;
        const simpleHoles = holes.map((h) => simplifyRing(h, MAP_TOLERANCE_DEGREES)).filter((h) => h !== null);
        return [simpleOuter, ...simpleHoles];
      })
      .filter((p) => p !== null);
    const [lng, lat] = districtLabel(d, polygons);
    return { id: d.id, name: d.name, polygons, label: { lat: round(lat), lng: round(lng) } };
  });
  const boxes = districts.map((d) => d.bbox);
  const bbox: BBox = [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ].map(round) as BBox;
  return { bbox, districts: out };
}

/**
 * Where a district's name goes: found on its simplified outline, which has a few hundred points where the surveyed
 * one has thousands (the label's search measures every grid point against every edge: 1.8 s for a council of 51's
 * districts on the full lines, the first map of a process waiting on it). A point well inside the simplified
 * outline is inside the district unless the district is thinner than the simplification; that is checked against
 * the full lines, and such a district is labelled from them.
 */
function districtLabel(district: District, simplified: PolygonRings[]): Position {
  const label = simplified.length > 0 ? labelPoint(simplified) : null;
  if (label && pointInArea(label[0], label[1], district.geometry)) return label;
  return labelPoint(polygonsOf(district.geometry));
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
