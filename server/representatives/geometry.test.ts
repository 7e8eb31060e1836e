/** Point-in-polygon with holes, simplification and label points, on small shapes whose answers are obvious. */
import { describe, expect, it } from 'vitest';
import { loadCity } from '#city/index.ts';
import { extractZip, parseCoordinates, withCityHint } from './address-input.ts';
import { labelPoint, pointInArea, pointInPolygon, type Position, simplifyRing } from './geometry.ts';

const square = (x0: number, y0: number, size: number): Position[] => [
  [x0, y0], [x0 + size, y0], [x0 + size, y0 + size], [x0, y0 + size], [x0, y0],
];

describe('point in polygon', () => {
  const withHole = [square(0, 0, 10), square(4, 4, 2)];
  it('counts the inside, not the hole, not the outside', () => {
    expect(pointInPolygon(1, 1, withHole)).toBe(true);
    expect(pointInPolygon(5, 5, withHole)).toBe(false);
    expect(pointInPolygon(11, 5, withHole)).toBe(false);
    expect(pointInPolygon(3.9, 5, withHole)).toBe(true);
  });
  it('handles multipolygons', () => {
    const area = { type: 'MultiPolygon' as const, coordinates: [[square(0, 0, 1)], [square(5, 5, 1)]] };
    expect(pointInArea(5.5, 5.5, area)).toBe(true);
    expect(pointInArea(3, 3, area)).toBe(false);
  });
});

describe('simplification and labels', () => {
  it('drops points on straight edges, keeps corners, and drops rings smaller than the tolerance', () => {
    const dense: Position[] = [];
    for (let i = 0; i <= 10; i++) dense.push([i * 0.001, 0]);
    for (let i = 1; i <= 10; i++) dense.push([0.01, i * 0.001]);
    dense.push([0, 0.01], [0, 0]);
    expect(simplifyRing(dense, 0.0001)).toEqual([[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01], [0, 0]]);
    expect(simplifyRing(square(0, 0, 0.00001), 0.001)).toBeNull();
  });
  it('puts a label inside a C shape, not in its notch', () => {
    const c: Position[] = [[0, 0], [10, 0], [10, 3], [3, 3], [3, 7], [10, 7], [10, 10], [0, 10], [0, 0]];
    const [x, y] = labelPoint([[c]]);
    expect(pointInPolygon(x, y, [c])).toBe(true);
  });
});

describe('reading the input', () => {
  it('reads coordinate pairs and refuses impossible ones', () => {
    expect(parseCoordinates('36.1537, -95.9905')).toEqual({ lat: 36.1537, lng: -95.9905 });
    expect(parseCoordinates('36.1537 -95.9905')).toEqual({ lat: 36.1537, lng: -95.9905 });
    expect(parseCoordinates('175 E 2nd St')).toBeNull();
    expect(parseCoordinates('136.1, -95.9')).toBeNull();
  });
  it('finds the ZIP code but not a 5-digit house number', () => {
    expect(extractZip('175 E 2nd St, Tulsa, OK 74103-1234')).toBe('74103');
    expect(extractZip('74119')).toBe('74119');
    expect(extractZip('12345 E 21st St')).toBeNull();
  });
  it('adds the city to a bare street address only', () => {
    expect(withCityHint(loadCity('tulsa').config, '175 E 2nd St')).toBe('175 E 2nd St, Tulsa, OK');
    expect(withCityHint(loadCity('tulsa').config, '175 E 2nd St, tulsa')).toBe('175 E 2nd St, tulsa');
    expect(withCityHint(loadCity('tulsa').config, '175 E 2nd St 74103')).toBe('175 E 2nd St 74103');
  });
});
