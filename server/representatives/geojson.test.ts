import { describe, expect, it } from 'vitest';
import type { Position } from './geometry.ts';
import { checkFeatureCollection } from './geojson-check.ts';
import { splitPinches, toRfc7946 } from './geojson.ts';

const collection = (geometry: unknown) => ({ type: 'FeatureCollection', features: [{ type: 'Feature', id: 1, properties: {}, geometry }] });
const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe('toRfc7946', () => {
  it('turns clockwise shells counter-clockwise and counter-clockwise holes clockwise, and closes rings', () => {
    const shell = [...square(0, 0, 10)].reverse();
    const hole = square(2, 2, 2).slice(0, -1);
    const { geometry, reversed } = toRfc7946({ type: 'Polygon', coordinates: [shell, hole] });
    expect(checkFeatureCollection(collection(geometry))).toEqual([]);
    expect(reversed).toBe(2);
  });

  it('splits a ring passing twice through a point into a shell and a hole (inverted loop) or two shells', () => {
    // Clockwise shell 0..10 that runs into the corner (5,5), around a counter-clockwise loop, and back out.
    const pinchedHole: Position[] = [[0, 0], [0, 10], [10, 10], [10, 0], [5, 0], [5, 5], [7, 5], [7, 7], [5, 7], [5, 5], [4, 0], [0, 0]];
    expect(splitPinches(pinchedHole)).toHaveLength(2);
    const asHole = toRfc7946({ type: 'Polygon', coordinates: [pinchedHole] });
    expect(asHole.geometry.type).toBe('Polygon');
    expect(asHole.geometry.coordinates).toHaveLength(2);
    expect(checkFeatureCollection(collection(asHole.geometry))).toEqual([]);
    // Two squares meeting at one corner, written as one ring: two polygons.
    const figureEight: Position[] = [[0, 0], [1, 0], [1, 1], [2, 1], [2, 2], [1, 2], [1, 1], [0, 1], [0, 0]];
    const parts = toRfc7946({ type: 'Polygon', coordinates: [figureEight] });
    expect(parts.geometry.type).toBe('MultiPolygon');
    expect(checkFeatureCollection(collection(parts.geometry))).toEqual([]);
  });
});

describe('checkFeatureCollection', () => {
  it('names a bow tie, an open ring, a short ring, a position out of range, a hole outside its shell, a crs', () => {
    const bowTie: Position[] = [[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]];
    expect(checkFeatureCollection(collection({ type: 'Polygon', coordinates: [bowTie] })).join()).toMatch(/crosses or touches itself/);
    expect(checkFeatureCollection(collection({ type: 'Polygon', coordinates: [square(0, 0, 1).slice(0, -1).concat([[0, 0.5]])] })).join()).toMatch(/not closed/);
    expect(checkFeatureCollection(collection({ type: 'Polygon', coordinates: [[[0, 0], [1, 0], [0, 0]]] })).join()).toMatch(/fewer than 4 positions/);
    expect(checkFeatureCollection(collection({ type: 'Point', coordinates: [200, 0] })).join()).toMatch(/out of longitude\/latitude range/);
    const farHole = [...square(5, 5, 1)].reverse();
    expect(checkFeatureCollection(collection({ type: 'Polygon', coordinates: [square(0, 0, 1), farHole] })).join()).toMatch(/hole lies outside/);
    expect(checkFeatureCollection({ ...collection(null), crs: {} })).toEqual(['a crs member (RFC 7946 removed it: coordinates are WGS 84)']);
    expect(checkFeatureCollection({ type: 'Feature' })).toEqual(['not a FeatureCollection with a features array']);
  });
});
