/**
 * Area geometry as RFC 7946 wants it (issue 50), for the open GeoJSON other tools read: outer rings
 * counter-clockwise, holes clockwise (section 3.1.6), rings closed, no `crs` member. Cities publish their districts
 * the way their GIS keeps them (Esri: outer rings clockwise), and sometimes as rings that pass twice through one
 * point (a first city's District 6: vertex 277 is vertex 313, a ring "pinched" into two loops, which OGC validity refuses
 * and GDAL/GEOS report as a self-intersection). Such a ring is split at the repeated point into its loops: a loop
 * turning the other way from the ring is a hole (Esri's "inverted ring"), one turning the same way another part of
 * the area. Nothing else is changed: no vertex is moved, added or dropped. A ring whose edges really cross (not
 * through a shared vertex) is left as it is and named by `checkAreaGeometry`.
 */
import { type AreaGeometry, type PolygonRings, type Position, pointInRing, polygonsOf } from './geometry.ts';

/** Twice the signed area in the lng/lat plane: positive when the ring turns counter-clockwise. */
export function signedArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) sum += ring[i]![0] * ring[i + 1]![1] - ring[i + 1]![0] * ring[i]![1];
  return sum;
}

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

export function closeRing(ring: Position[]): Position[] {
  return ring.length > 0 && !same(ring[0]!, ring[ring.length - 1]!) ? [...ring, ring[0]!] : ring;
}

/** A closed ring split into the loops it makes where it passes twice through one point; one loop when it never does. */
export function splitPinches(closed: Position[]): Position[][] {
  const open = closed.slice(0, -1);
  const seen = new Map<string, number>();
  for (let i = 0; i < open.length; i++) {
    const key = `${open[i]![0]},${open[i]![1]}`;
    const first = seen.get(key);
    if (first !== undefined) {
      // open[first..i] is one loop; the rest (before first, from i on) the other. Each may pinch again.
      const loop = [...open.slice(first, i), open[first]!];
      const rest = [...open.slice(0, first), ...open.slice(i), open[0]!];
      return [...splitPinches(rest), ...splitPinches(loop)];
    }
    seen.set(key, i);
  }
  return [closed];
}

const oriented = (ring: Position[], counterClockwise: boolean) => ((signedArea(ring) > 0) === counterClockwise ? ring : [...ring].reverse());

/** What `toRfc7946` did, in words (for the documentation and the tests). */
export interface Rewound {
  geometry: AreaGeometry;
  /** Rings whose direction was reversed, and pinched rings split (with the loops they became). */
  reversed: number;
  split: string[];
}

/** The geometry with every ring closed, pinched rings split into shells and holes, and rewound as RFC 7946 asks. */
export function toRfc7946(geometry: AreaGeometry): Rewound {
  const polygons: PolygonRings[] = [];
  let reversed = 0;
  const split: string[] = [];
  for (const [outerRaw, ...holesRaw] of polygonsOf(geometry)) {
    if (!outerRaw) continue;
    const outer = closeRing(outerRaw);
    const sign = Math.sign(signedArea(outer));
    const loops = splitPinches(outer);
    const shells = loops.filter((l) => Math.sign(signedArea(l)) === sign);
    const holes = [...loops.filter((l) => Math.sign(signedArea(l)) !== sign), ...holesRaw.map(closeRing)];
    if (loops.length > 1) split.push(`a ring of ${outer.length - 1} points passing twice through a point, split into ${shells.length} outer ring(s) and ${loops.length - shells.length} hole(s)`);
    // Each hole goes to the shell it lies in (the largest first, so an island's lake is the island's).
    const byArea = [...shells].sort((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)));
    const parts: PolygonRings[] = byArea.map((s) => [s]);
    for (const hole of holes) {
      const probe = hole.find((p) => !shells.some((s) => s.some((q) => same(p, q)))) ?? hole[0]!;
      const home = parts.find((p) => pointInRing(probe[0], probe[1], p[0]!)) ?? parts[0]!;
      home.push(hole);
    }
    for (const part of parts) {
      const fixed = part.map((ring, i) => oriented(ring, i === 0));
      reversed += fixed.filter((ring, i) => ring !== part[i]).length;
      polygons.push(fixed);
    }
  }
  const out: AreaGeometry = polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
  return { geometry: out, reversed, split };
}
