/**
 * The council district an item's place is stored with (issue 31). A point placed along a street with no side known
 * (`streetSide: 'line'`, offline-geocoder.ts) lies on the street's line; where a district line runs along that
 * street, the polygon would answer one side or the other by chance, so the place gets no district (the contract's
 * `district: null`) rather than a guess. Every other point takes the district its polygon gives, as before.
 */
import { type District, locateDistrict } from './districts.ts';
import { polygonsOf, type Position } from './geometry.ts';
import type { OfflinePlace } from './geocoder.ts';

/** A point this close to a district line, on a street whose side we do not know, is on the line (metres). */
export const ON_LINE_METRES = 12;
const METRES_PER_DEGREE = 111_320;

export function districtOfPlace(districts: District[], place: Pick<OfflinePlace, 'lat' | 'lng' | 'streetSide'>): number | null {
  if (place.streetSide === 'line' && metresToDistrictLine(districts, place) < ON_LINE_METRES) return null;
  return locateDistrict(districts, place.lat, place.lng)?.id ?? null;
}

/** The distance from the point to the nearest edge of any district (inner rings included), in metres. */
export function metresToDistrictLine(districts: District[], point: { lat: number; lng: number }): number {
  return edgeDistances(districts, point)[0]?.metres ?? Infinity;
}

/**
 * The districts whose line the point lies on (within ON_LINE_METRES), by id: two where the line runs between
 * two districts, one where it is the city limit (the other side is outside the city), none away from any line.
 */
export function districtsOnLine(districts: District[], point: { lat: number; lng: number }): number[] {
  return edgeDistances(districts, point)
    .filter((d) => d.metres < ON_LINE_METRES)
    .map((d) => d.id)
    .slice(0, 2)
    .sort((a, b) => a - b);
}

/** Each district near the point with the distance to its nearest edge (inner rings included), nearest first. */
function edgeDistances(districts: District[], point: { lat: number; lng: number }): { id: number; metres: number }[] {
  const xScale = Math.cos((point.lat * Math.PI) / 180);
  const margin = 0.01;
  const near: { id: number; metres: number }[] = [];
  for (const district of districts) {
    const [west, south, east, north] = district.bbox;
    if (point.lng < west - margin || point.lng > east + margin || point.lat < south - margin || point.lat > north + margin) continue;
    let nearest = Infinity;
    for (const ring of polygonsOf(district.geometry).flat()) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        nearest = Math.min(nearest, toSegment(point, ring[j]!, ring[i]!, xScale));
      }
    }
    near.push({ id: district.id, metres: nearest * METRES_PER_DEGREE });
  }
  return near.sort((a, b) => a.metres - b.metres);
}

/** Distance in degrees of latitude from the point to the segment a-b, longitude scaled to match. */
function toSegment(point: { lat: number; lng: number }, a: Position, b: Position, xScale: number): number {
  const [ax, ay] = [(a[0] - point.lng) * xScale, a[1] - point.lat];
  const [bx, by] = [(b[0] - point.lng) * xScale, b[1] - point.lat];
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
  return Math.hypot(ax + t * dx, ay + t * dy);
}
