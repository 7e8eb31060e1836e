/**
 * A GeoJSON check of our own (RFC 7946 and OGC simple-feature validity, as far as GIS tools refuse files over
 * them): the object shapes, positions of two or three finite numbers within longitude and latitude ranges, rings
 * closed with at least four positions, outer rings counter-clockwise and holes clockwise, no ring crossing or
 * touching itself, each hole inside its outer ring. Returns the problems found, in words; none means valid.
 */
import { type Position, pointInRing } from './geometry.ts';
import { signedArea } from './geojson.ts';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkPosition(p: Json, where: string, problems: string[]): p is Position {
  if (!Array.isArray(p) || p.length < 2 || p.length > 3 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    problems.push(`${where}: a position is not 2 or 3 numbers`);
    return false;
  }
  if (p[0] < -180 || p[0] > 180 || p[1] < -90 || p[1] > 90) problems.push(`${where}: position ${p[0]},${p[1]} out of longitude/latitude range`);
  return true;
}

const orientation = (a: Position, b: Position, c: Position) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const within = (a: Position, b: Position, c: Position) =>
  Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd cross or touch. */
function meet(a: Position, b: Position, c: Position, d: Position): boolean {
  const o1 = orientation(c, d, a);
  const o2 = orientation(c, d, b);
  const o3 = orientation(a, b, c);
  const o4 = orientation(a, b, d);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 === 0 && within(c, d, a)) || (o2 === 0 && within(c, d, b)) || (o3 === 0 && within(a, b, c)) || (o4 === 0 && within(a, b, d));
}

/** Pairs of non-neighbouring edges of a closed ring that cross or touch (a pinch, a bow tie, a spike). */
export function selfIntersections(ring: Position[]): [number, number][] {
  const found: [number, number][] = [];
  const n = ring.length - 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (meet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) found.push([i, j]);
    }
  }
  return found;
}

function checkRing(ring: Json, where: string, outer: boolean, problems: string[]): ring is Position[] {
  if (!Array.isArray(ring) || !ring.every((p, i) => checkPosition(p, `${where} position ${i}`, problems))) return false;
  const r = ring as Position[];
  if (r.length < 4) problems.push(`${where}: fewer than 4 positions`);
  else if (r[0]![0] !== r[r.length - 1]![0] || r[0]![1] !== r[r.length - 1]![1]) problems.push(`${where}: not closed`);
  else {
    const area = signedArea(r);
    if (outer && area <= 0) problems.push(`${where}: outer ring is not counter-clockwise`);
    if (!outer && area >= 0) problems.push(`${where}: hole is not clockwise`);
    const crossings = selfIntersections(r);
    if (crossings.length > 0) problems.push(`${where}: the ring crosses or touches itself (edges ${crossings[0]!.join(' and ')})`);
  }
  return true;
}

function checkPolygon(rings: Json, where: string, problems: string[]): void {
  if (!Array.isArray(rings) || rings.length === 0) {
    problems.push(`${where}: a polygon needs at least its outer ring`);
    return;
  }
  const ok = rings.map((ring, i) => checkRing(ring, `${where} ring ${i}`, i === 0, problems));
  const shell = rings[0] as Position[];
  if (!ok[0]) return;
  rings.slice(1).forEach((hole, i) => {
    // A hole may touch its shell at a point: it is inside when any of its points not on the shell is.
    const probe = ok[i + 1] ? (hole as Position[]).find((p) => !shell.some((q) => q[0] === p[0] && q[1] === p[1])) : undefined;
    if (probe && !pointInRing(probe[0], probe[1], shell)) problems.push(`${where} ring ${i + 1}: the hole lies outside its outer ring`);
  });
}

function checkGeometry(geometry: Json, where: string, problems: string[]): void {
  if (!isObject(geometry)) {
    if (geometry !== null) problems.push(`${where}: geometry is neither an object nor null`);
    return;
  }
  const c = geometry.coordinates;
  switch (geometry.type) {
    case 'Point':
      checkPosition(c, where, problems);
      return;
    case 'Polygon':
      checkPolygon(c, where, problems);
      return;
    case 'MultiPolygon':
      if (!Array.isArray(c)) problems.push(`${where}: MultiPolygon coordinates are not an array`);
      else c.forEach((polygon, i) => checkPolygon(polygon, `${where} polygon ${i}`, problems));
      return;
    default:
      problems.push(`${where}: geometry type ${String(geometry.type)} is not checked here`);
  }
}

/** The problems of a FeatureCollection; an empty list when it is valid. */
export function checkFeatureCollection(doc: Json): string[] {
  const problems: string[] = [];
  if (!isObject(doc) || doc.type !== 'FeatureCollection' || !Array.isArray(doc.features)) return ['not a FeatureCollection with a features array'];
  if ('crs' in doc) problems.push('a crs member (RFC 7946 removed it: coordinates are WGS 84)');
  doc.features.forEach((feature, i) => {
    const where = `feature ${i}`;
    if (!isObject(feature) || feature.type !== 'Feature') return void problems.push(`${where}: not a Feature`);
    if (!('properties' in feature) || (feature.properties !== null && !isObject(feature.properties))) problems.push(`${where}: properties is neither an object nor null`);
    if (!('geometry' in feature)) problems.push(`${where}: no geometry member`);
    checkGeometry(feature.geometry, where, problems);
  });
  return problems;
}
