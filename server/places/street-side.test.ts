/**
 * The side of the street an address is placed on, on the city's real address points: S. Lewis Ave. is the District
 * 1/4 line, and its points show the odd numbers on the east side and the even on the west.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { addressIndex, buildAddressIndex } from './address-index.ts';
import { districtsFromCityData } from './eval/district-agreement.ts';
import { geocodeOffline, metres } from './offline-geocoder.ts';
import { districtOfPlace } from '../representatives/place-district.ts';

const city = cityContext('tulsa');
const CSV = fs.readFileSync(city.dataFile('address-points.csv'), 'utf8');
/** The city's index without some of its rows, so that their addresses must be placed from their neighbours. */
const indexWithout = (...rows: string[]) => buildAddressIndex(CSV.split('\n').filter((line) => !rows.some((row) => line.startsWith(row))).join('\n'), city.config.addressGrid);
/** Lewis Ave.'s middle, where the city's block and collision points lie (and the district line runs). */
const LEWIS_MIDDLE = -95.95819;
const districts = districtsFromCityData(city);

describe('an address on a boundary street, placed on its parity\'s side', () => {
  it('puts a real odd number of S. Lewis Ave. on its east side and a real even one on its west, at least 10 m off its middle', () => {
    const odd = { lat: 36.15711, lng: -95.957738 }; // 275,S LEWIS AV E (a permit parcel)
    const even = { lat: 36.144469, lng: -95.958798 }; // 1236,S LEWIS AV E
    const index = indexWithout('275,S LEWIS AV E,', '1236,S LEWIS AV E,');
    const east = geocodeOffline('275 S. Lewis Ave.', index)!;
    const west = geocodeOffline('1236 S. Lewis Ave.', index)!;
    expect(east).toMatchObject({ method: 'interpolated', streetSide: 'parity' });
    expect(west).toMatchObject({ method: 'interpolated', streetSide: 'parity' });
    // At least 10 m off the middle, on the side of the parcel left out (which stands 40-50 m off it).
    expect(metres(east, { lat: east.lat, lng: LEWIS_MIDDLE })).toBeGreaterThan(10);
    expect(metres(west, { lat: west.lat, lng: LEWIS_MIDDLE })).toBeGreaterThan(10);
    expect(Math.sign(east.lng - LEWIS_MIDDLE)).toBe(Math.sign(odd.lng - LEWIS_MIDDLE));
    expect(Math.sign(west.lng - LEWIS_MIDDLE)).toBe(Math.sign(even.lng - LEWIS_MIDDLE));
    expect(east.lng).toBeGreaterThan(LEWIS_MIDDLE);
    expect(west.lng).toBeLessThan(LEWIS_MIDDLE);
  });

  it('gives 1 S. Lewis Ave. District 4 (east) and 2 S. Lewis Ave. District 1 (west), as the district line runs down the middle', () => {
    const one = geocodeOffline('1 S. Lewis Ave.', addressIndex(city))!;
    const two = geocodeOffline('2 S. Lewis Ave.', addressIndex(city))!;
    expect(one.streetSide).toBe('parity');
    expect(districtOfPlace(districts, one)).toBe(4);
    expect(districtOfPlace(districts, two)).toBe(1);
  });
});

describe('an address whose street does not show its sides', () => {
  it('leaves an address on an ordinary street where it was placed before', () => {
    // Placed by the geocoder before the sides were read (36.151689, -95.942562); 6th St.'s points there show no sides.
    const place = geocodeOffline('3208 E. 6th St.', addressIndex(city))!;
    expect(place).toMatchObject({ lat: 36.151689, lng: -95.942562, method: 'interpolated', streetSide: 'line' });
    expect(districtOfPlace(districts, place)).toBe(4);
  });

  it('does not trust a segment where odd and even numbers stand on both sides', () => {
    const rows = ['number,street,lon,lat,kind,source,date'];
    // A north-south street whose odd and even houses alternate sides: no relation to read.
    for (const [n, side] of [[101, 1], [103, -1], [105, 1], [102, -1], [104, 1], [106, -1], [201, 1], [202, -1]] as const) {
      rows.push(`${n},N TEST AV,${-96 + side * 0.0004},${36.2 + n * 1e-5},address,test,`);
    }
    const place = geocodeOffline('151 N Test Ave', buildAddressIndex(rows.join('\n'), city.config.addressGrid))!;
    expect(place).toMatchObject({ method: 'interpolated', streetSide: 'line' });
  });

  it('stores no district for a point on a district line whose side is unknown, and the polygon\'s otherwise', () => {
    const onLewis = { lat: 36.1596, lng: LEWIS_MIDDLE };
    expect(districtOfPlace(districts, { ...onLewis, streetSide: 'line' })).toBeNull();
    expect(districtOfPlace(districts, { ...onLewis, lng: LEWIS_MIDDLE + 0.0004, streetSide: 'line' })).toBe(4);
    expect(districtOfPlace(districts, { ...onLewis, lng: LEWIS_MIDDLE - 0.0004, streetSide: 'parity' })).toBe(1);
  });
});
