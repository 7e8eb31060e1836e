import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { viewOf } from './leaflet-layers.ts';
import type { MapPoint } from './map-items.ts';

const point = (itemId: number, lat: number, lng: number, district: number | null): MapPoint =>
  ({ itemId, lat, lng, label: `${itemId} a place`, href: '/m', precisionMeters: 10, district, line: null });
const districts = new Map([
  [4, L.latLngBounds([36.10, -95.99], [36.16, -95.90])],
  [5, L.latLngBounds([36.05, -95.90], [36.12, -95.80])],
]);

describe('the map view', () => {
  it('with no tiles, frames the district the focused point falls in, not the point alone', () => {
    const view = viewOf([point(1, 36.13, -95.95, 4), point(2, 36.08, -95.85, 5)], 1, districts, false)!;
    expect(view.equals(districts.get(4)!)).toBe(true);
  });

  it('with tiles, frames the focused point itself', () => {
    const view = viewOf([point(1, 36.13, -95.95, 4), point(2, 36.08, -95.85, 5)], 1, districts, true)!;
    expect(view.getNorthEast()).toEqual(L.latLng(36.13, -95.95));
    expect(view.getSouthWest()).toEqual(L.latLng(36.13, -95.95));
  });

  it('with no focus, frames every point and their districts; with no points, every district', () => {
    const both = viewOf([point(1, 36.13, -95.95, 4), point(2, 36.08, -95.85, 5)], null, districts, false)!;
    expect(both.equals(L.latLngBounds([36.05, -95.99], [36.16, -95.80]))).toBe(true);
    expect(viewOf([], null, districts, false)!.equals(L.latLngBounds([36.05, -95.99], [36.16, -95.80]))).toBe(true);
    expect(viewOf([], null, new Map(), false)).toBeNull();
  });
});
