/**
 * In a grid city the hundreds of a house number name the cross streets around the house: "600 S. Owasso Ave." is
 * past 6th St. (the 600 block begins there) and before 7th St.; "12150 E. 11th St." is past 121st E. Ave. A place
 * found between two far-apart known numbers, or from the grid alone, can land a few metres on the wrong side of
 * that cross street (the grid puts the number 600 on 6th St.'s middle line); where a council district line runs
 * along the cross street, that is the wrong district. Where the city's own points place the numbered cross streets
 * near the house, the place is kept inside its block. Named cross streets (downtown avenues) are not read: only a
 * numbered street's name says which hundred it stands at.
 */
import { type AddressIndex, type AddressPoint, streetKey } from './address-index.ts';
import type { Direction, StreetAxis } from './street-address.ts';

/** A house stands at least this far inside its block from the cross street's middle line (half a street and a yard). */
const INSET_METRES = 15;
/** Only the cross street's points this close along it to the house speak for where it crosses (metres). */
const NEAR_METRES = 400;
/** Points needed to place the cross street there: one could be a deep lot on either side. */
const MIN_POINTS = 2;
/** Below this spread along the cross street (metres), its points give no slope, only a mean. */
const MIN_SPREAD_METRES = 40;
const METRES_PER_DEGREE = 111_320;

interface Place {
  lat: number;
  lng: number;
}

/**
 * The place moved along its street, if need be, to lie within the block its house number names. `axis` is the
 * street's; `along` the signed house number (east and north positive); `prefix` the direction it counts towards.
 */
export function keepInBlock(place: Place, axis: StreetAxis, along: number, prefix: Direction | null, index: AddressIndex): Place {
  const hundred = Math.floor(Math.abs(along) / 100);
  // With no direction written or usual for the street, which side of the zero line its cross streets are on is unknown.
  if (hundred === 0 || !prefix) return place;
  const curve = axis === 'north_south' ? index.north : index.east;
  if (!curve) return place;
  const sign = Math.sign(along);
  // Which way the coordinate moves as the numbers grow away from the zero line, from the grid.
  const direction = Math.sign(curve.at(sign * (hundred + 1) * 100) - curve.at(sign * hundred * 100));
  if (direction === 0) return place;
  const first = crossStreetAt(hundred, axis, prefix, place, index);
  const next = crossStreetAt(hundred + 1, axis, prefix, place, index);
  const scale = axis === 'north_south' ? METRES_PER_DEGREE : METRES_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180);
  const inset = INSET_METRES / scale;
  // Two cross streets too close together (or out of order) to hold a house between them: the points disagree.
  if (first !== null && next !== null && (next - first) * direction <= 2 * inset) return place;
  let coordinate = axis === 'north_south' ? place.lat : place.lng;
  if (first !== null && (coordinate - first) * direction < inset) coordinate = first + direction * inset;
  if (next !== null && (next - coordinate) * direction < inset) coordinate = next - direction * inset;
  return axis === 'north_south' ? { ...place, lat: coordinate } : { ...place, lng: coordinate };
}

/**
 * Where the numbered cross street `number` crosses near the place: its coordinate along the house's street (a
 * latitude for a street crossing an avenue), read from a line through its points near the place; null when too few
 * are near.
 */
function crossStreetAt(number: number, axis: StreetAxis, prefix: Direction, place: Place, index: AddressIndex): number | null {
  const crossing = axis === 'north_south' ? { type: 'ST', side: prefix } : { type: 'AV', side: prefix };
  const street = index.streets.get(streetKey({ prefix: null, name: String(number), numbered: true, ...crossing }, index.grid));
  if (!street) return null;
  const alongCross = (p: Place) => (axis === 'north_south' ? p.lng : p.lat);
  const acrossCross = (p: AddressPoint) => (axis === 'north_south' ? p.lat : p.lng);
  const scale = axis === 'north_south' ? METRES_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180) : METRES_PER_DEGREE;
  const near = street.points.filter((p) => Math.abs(alongCross(p) - alongCross(place)) * scale <= NEAR_METRES);
  if (near.length < MIN_POINTS) return null;
  // A line through them, read where the house's street crosses: downtown grids run on a slant, so the cross
  // street's latitude changes along it; where the points are too close together to give a slope, their mean.
  const xs = near.map(alongCross);
  const ys = near.map(acrossCross);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  if (Math.sqrt(sxx / xs.length) * scale < MIN_SPREAD_METRES) return my;
  const slope = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / sxx;
  return my + slope * (alongCross(place) - mx);
}
