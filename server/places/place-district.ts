/**
 * The council district an item's place is stored with (issue 31). A point placed along a street with no side known
 * (`streetSide: 'line'`, offline-geocoder.ts) lies on the street's line; where a district line runs along that
 * street, the polygon would answer one side or the other by chance, so the place gets no district (the contract's
 * `district: null`) rather than a guess. Every other point takes the district its polygon gives, as before.
 */
import { type District, locateDistrict } from '../representatives/districts.ts';
import { polygonsOf, type Position } from '../representatives/geometry.ts';
import type { OfflinePlace } from './offline-geocoder.ts';

/** A point this close to a district line, on a street whose side we do not know, is on the line (metres). */
export const ON_LINE_METRES = 12;
const METRES_PER_DEGREE = 111_320;

export function districtOfPlace(districts: District[], place: Pick<OfflinePlace, 'lat' | 'lng' | 'streetSide'>): number | null {
  if (place.streetSide === 'line' && metresToDistrictLine(districts, place) < ON_LINE_METRES) return null;
  return locateDistrict(districts, place.lat, place.lng)?.id ?? null;
}

/** The distance from the point to the nearest edge of any district (inner rings included), in metres. */
export function metresToDistrictLine(districts: District[], point: { lat: number; lng: number }): number {
  const xScale = Math.cos((point.lat * Math.PI) / 180);
  const margin = 0.01;
  let nearest = Infinity;
  for (const district of districts) {
    const [west, south, east, north] = district.bbox;
    if (point.lng < west - margin || point.lng > east + margin || point.lat < south - margin || point.lat > north + margin) continue;
    for (const ring of polygonsOf(district.geometry).flat()) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        nearest = Math.min(nearest, toSegment(point, ring[j]!, ring[i]!, xScale));
      }
    }
  }
  return nearest * METRES_PER_DEGREE;
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
