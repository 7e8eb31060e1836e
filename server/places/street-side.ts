/**
 * Which side of its street a house stands on, read from the street's own address points (issue 31). An address
 * placed between two known numbers lands on the line between them, near the street's centre; where the street is
 * itself a council district line (S. Lewis Ave. is the District 1/4 line) the district is then a coin toss. The
 * city's points show, segment by segment, the odd numbers on one side and the even on the other; that relation is
 * read here for the segment around the number, never assumed city-wide. Where the points do not show it (too few,
 * or both parities on the same line), the answer is null and the place stays where it was.
 */
import type { AddressPoint, IndexedStreet } from './address-index.ts';

/** How far along the street (in house numbers, either way) the points of "the same segment" reach: about 8 blocks. */
const SEGMENT = 800;
/** How far either way the street's line is fitted through its points: wider than a segment, so that many points set it. */
const LINE_REACH = 1_500;
/** The nearest points of each parity that speak for the segment. */
const PER_PARITY = 4;
/** The two parities must stand at least this far apart across the street to be told apart (metres). */
const MIN_SEPARATION = 8;
/**
 * Neither side may stand further than this from the street's line (metres): a parcel's point is within a lot's
 * depth of its street; further off, the line does not follow the street (a bend, a point filed under the wrong one).
 */
const MAX_OFFSET = 75;
/** How far across towards the other parity's side a house may stand before the segment is not trusted. */
const CROSSED = 0.75;
const METRES_PER_DEGREE = 111_320;

/** The coordinate across a street's axis: latitude for an east-west street, longitude for a north-south one. */
export const acrossOf = (street: Pick<IndexedStreet, 'axis'>, p: { lat: number; lng: number }) => (street.axis === 'east_west' ? p.lat : p.lng);

/**
 * Where across the street a house with this signed number stands, as a coordinate (latitude or longitude), or null
 * when the segment's points do not say which side its parity is on. `along` is never itself an address point here.
 */
export function acrossForParity(street: IndexedStreet, along: number): number | null {
  const parityOf = (n: number) => Math.abs(n) % 2;
  const near = (parity: number) =>
    street.points
      .filter((p) => p.kind === 'address' && parityOf(p.along) === parity && p.along !== along)
      .filter((p) => (Math.sign(p.along) === Math.sign(along) || p.along === 0) && Math.abs(p.along - along) <= SEGMENT)
      .sort((a, b) => Math.abs(a.along - along) - Math.abs(b.along - along) || a.along - b.along)
      .slice(0, PER_PARITY);
  const odd = near(1);
  const even = near(0);
  if (odd.length === 0 || even.length === 0 || odd.length + even.length < 3) return null;
  // Offsets are measured from the street's own line, fitted through all its points over a wider stretch (block and
  // collision points lie on its middle): downtown streets run diagonally, so latitude or longitude alone would
  // mistake the street's slant for a side. Fitted to every point at once, so neither side alone tilts it.
  const line = streetLine(street, along);
  if (!line) return null;
  const across = (points: AddressPoint[]) => median(points.map((p) => acrossOf(street, p) - line(p.along)));
  const sides = { odd: across(odd), even: across(even) };
  const scale = street.axis === 'east_west' ? METRES_PER_DEGREE : METRES_PER_DEGREE * Math.cos((odd[0]!.lat * Math.PI) / 180);
  const separation = Math.abs(sides.odd - sides.even) * scale;
  // The street's line must run between the two sides, each within a lot's depth of it.
  const between = Math.sign(sides.odd) === -Math.sign(sides.even) && Math.max(Math.abs(sides.odd), Math.abs(sides.even)) * scale <= MAX_OFFSET;
  if (separation < MIN_SEPARATION || !between) return null;
  // No house may stand well over on the other parity's side (past three quarters of the way across): a segment
  // whose points cross over (a bend, a misfiled point) says nothing we can trust. A point on the street's middle
  // (a collision or block point) is allowed: it says nothing either way.
  const wayAcross = (p: AddressPoint, own: number, other: number) => (acrossOf(street, p) - line(p.along) - own) / (other - own);
  const crossed = odd.some((p) => wayAcross(p, sides.odd, sides.even) > CROSSED) || even.some((p) => wayAcross(p, sides.even, sides.odd) > CROSSED);
  if (crossed) return null;
  return line(along) + (parityOf(along) === 1 ? sides.odd : sides.even);
}

/** The street's line (across by along) through its points within LINE_REACH of the number; null when too few. */
function streetLine(street: IndexedStreet, along: number): ((along: number) => number) | null {
  const points = street.points.filter(
    (p) => (Math.sign(p.along) === Math.sign(along) || p.along === 0) && Math.abs(p.along - along) <= LINE_REACH,
  );
  if (points.length < 4) return null;
  const mx = points.reduce((s, p) => s + p.along, 0) / points.length;
  const my = points.reduce((s, p) => s + acrossOf(street, p), 0) / points.length;
  const sxx = points.reduce((s, p) => s + (p.along - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.along - mx) * (acrossOf(street, p) - my), 0);
  if (sxx === 0) return null;
  return (x) => my + (sxy / sxx) * (x - mx);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
