/**
 * Plane geometry on GeoJSON coordinates (`[lng, lat]`): point-in-polygon with holes, bounding boxes, line
 * simplification and a label point. Council districts are a few km across, so treating degrees as a plane
 * (with longitude scaled by cos(latitude) where distances matter) is exact enough and needs no library.
 */

/** `[lng, lat]` */
export type Position = [number, number];
/** First ring is the outer boundary; the others are holes. */
export type PolygonRings = Position[][];
/** `[west, south, east, north]` */
export type BBox = [number, number, number, number];

/** A district's area as GeoJSON gives it. */
export type AreaGeometry =
  | { type: 'Polygon'; coordinates: PolygonRings }
  | { type: 'MultiPolygon'; coordinates: PolygonRings[] };

/** The polygons of a Polygon or MultiPolygon, as one list. */
export function polygonsOf(geometry: AreaGeometry): PolygonRings[] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Ray casting (even-odd) against one ring; the ring may or may not repeat its first point. */
export function pointInRing(lng: number, lat: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and in none of the holes (a hole is not part of the district). */
export function pointInPolygon(lng: number, lat: number, rings: PolygonRings): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !pointInRing(lng, lat, outer)) return false;
  return !holes.some((hole) => pointInRing(lng, lat, hole));
}

export function pointInArea(lng: number, lat: number, geometry: AreaGeometry): boolean {
  return polygonsOf(geometry).some((rings) => pointInPolygon(lng, lat, rings));
}

export function bboxOf(polygons: PolygonRings[]): BBox {
  const box: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const rings of polygons) {
    for (const [lng, lat] of rings[0] ?? []) {
      if (lng < box[0]) box[0] = lng;
      if (lat < box[1]) box[1] = lat;
      if (lng > box[2]) box[2] = lng;
      if (lat > box[3]) box[3] = lat;
    }
  }
  return box;
}

export function bboxContains(box: BBox, lng: number, lat: number): boolean {
  return lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];
}

/** Distance from p to the segment a-b, in the same (scaled) units. */
function segmentDistance(p: Position, a: Position, b: Position, kx: number): number {
  const ax = a[0] * kx, ay = a[1], bx = b[0] * kx, by = b[1], px = p[0] * kx, py = p[1];
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Douglas-Peucker on a closed ring with `tolerance` in degrees of latitude. Returns null when the ring
 * collapses below a triangle (a sliver or a hole smaller than the tolerance), so the caller can drop it.
 */
export function simplifyRing(ring: Position[], tolerance: number, digits = 5): Position[] | null {
  if (ring.length < 4) return null;
  const kx = Math.cos(((ring[0]![1]) * Math.PI) / 180);
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  // A closed ring's endpoints coincide, so split at the point farthest from the start first.
  let far = 1;
  for (let i = 1; i < ring.length - 1; i++) {
    if (segmentDistance(ring[i]!, ring[0]!, ring[0]!, kx) > segmentDistance(ring[far]!, ring[0]!, ring[0]!, kx)) far = i;
  }
  keep[far] = 1;
  const stack: [number, number][] = [[0, far], [far, ring.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let index = -1;
    let max = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance(ring[i]!, ring[from]!, ring[to]!, kx);
      if (d > max) [index, max] = [i, d];
    }
    if (index !== -1) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  const factor = 10 ** digits;
  const out = ring
    .filter((_, i) => keep[i])
    .map(([lng, lat]): Position => [Math.round(lng * factor) / factor, Math.round(lat * factor) / factor]);
  return out.length >= 4 ? out : null;
}

/**
 * A point well inside a polygon (not in a hole), for a label: the grid point farthest from every edge. An
 * approximation of the pole of inaccessibility, good enough for a name on a map. It measures each grid point against
 * every edge, so give it simplified outlines (districts.ts does).
 */
export function labelPoint(polygons: PolygonRings[], steps = 40): Position {
  const largest = polygons.reduce((a, b) => (ringArea(b[0] ?? []) > ringArea(a[0] ?? []) ? b : a));
  const [w, s, e, n] = bboxOf([largest]);
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  let best: Position = largest[0]![0]!;
  let bestDistance = -1;
  for (let i = 1; i < steps; i++) {
    for (let j = 1; j < steps; j++) {
      const p: Position = [w + ((e - w) * i) / steps, s + ((n - s) * j) / steps];
      if (!pointInPolygon(p[0], p[1], largest)) continue;
      let d = Infinity;
      for (const ring of largest) {
        for (let k = 1; k < ring.length; k++) d = Math.min(d, segmentDistance(p, ring[k - 1]!, ring[k]!, kx));
      }
      if (d > bestDistance) [best, bestDistance] = [p, d];
    }
  }
  return best;
}

/** Unsigned area of a ring in square degrees (only compared, never shown). */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(sum / 2);
}

const METRES_PER_DEGREE = 111_320;

/** Metres between two points (equirectangular: exact enough within a city). */
export function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.lat - a.lat) * METRES_PER_DEGREE;
}
