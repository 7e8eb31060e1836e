import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { addressIndex, buildAddressIndex } from './address-index.ts';
import { geocodeOffline, metres, placeCorner } from './offline-geocoder.ts';
import { addressWords, readStreet } from './street-address.ts';

/** A perfect grid: numbered streets south of the zero line, 1e-5 degrees a house number each way. */
function gridCity(): string {
  const rows = ['number,street,lon,lat,kind,source,date'];
  for (let s = 1; s <= 20; s++) {
    for (let x = 100; x <= 4100; x += 400) rows.push(`${x},E ${String(s).padStart(3, '0')} ST,${-96 + x * 1e-5},${36.2 - s * 100 * 1e-5},address,test,`);
  }
  return rows.join('\n');
}

/** The deployed city's street grid: numbered streets south of the zero line, as `gridCity`'s are. */
const GRID = cityContext(DEFAULT_CITY_ID).config.addressGrid;
const street = (text: string) => readStreet(addressWords(text))!;

describe('geocodeOffline on a regular grid', () => {
  const index = buildAddressIndex(gridCity(), GRID);

  it('answers a known house with its own point', () => {
    expect(geocodeOffline('500 E 3rd St', index)).toEqual({
      lat: 36.197, lng: -95.995, method: 'address_point', precisionMeters: 25, matched: '500 E 3RD ST',
    });
  });

  it('places a house between two known numbers on the line between them', () => {
    const place = geocodeOffline('700 E. 3rd Street, Tulsa, OK 74103', index)!;
    expect(place.method).toBe('interpolated');
    expect(place.lat).toBeCloseTo(36.197, 6);
    expect(place.lng).toBeCloseTo(-95.993, 6);
  });

  it('extends a street past its last known number along the grid, and says it is less precise', () => {
    const place = geocodeOffline('4600 E 3rd St', index)!;
    expect(place).toMatchObject({ method: 'street_grid', lat: 36.197 });
    expect(place.lng).toBeCloseTo(-96 + 0.046, 6);
    expect(place.precisionMeters).toBeGreaterThan(80);
  });

  it('places a numbered street it holds no point for from the grid alone', () => {
    const place = geocodeOffline('700 E 25th St', index)!;
    expect(place.method).toBe('street_grid');
    expect(place.lat).toBeCloseTo(36.2 - 0.025, 6);
    expect(place.lng).toBeCloseTo(-96 + 0.007, 6);
  });

  it('finds where a numbered avenue crosses a street', () => {
    const place = placeCorner(street('E 3rd St'), street('S 7th E Ave'), index)!;
    expect(place.method).toBe('intersection');
    expect(place.lat).toBeCloseTo(36.197, 6);
    expect(place.lng).toBeCloseTo(-95.993, 6);
  });

  it('extends from the nearer of two known numbers too far apart to draw a line between', () => {
    const rows = `${gridCity()}\n1000,E ELM DR,-95.99,36.1,address,test,\n6000,E ELM DR,-95.94,36.1,address,test,`;
    const place = geocodeOffline('5800 E Elm Dr', buildAddressIndex(rows, GRID))!;
    expect(place.method).toBe('street_grid');
    expect(place.lng).toBeCloseTo(-95.94 - 0.002, 6);
  });

  it('says nothing rather than guess: unknown streets, far numbers, no number', () => {
    expect(geocodeOffline('100 E Nowhere Rd', index)).toBeNull();
    expect(geocodeOffline('90000 E 3rd St', index)).toBeNull();
    expect(geocodeOffline('E 3rd St', index)).toBeNull();
    expect(geocodeOffline('x'.repeat(5000), index)).toBeNull();
  });
});

describe('geocodeOffline on the city\'s own address points', () => {
  it('places City Hall on its parcel', () => {
    const place = geocodeOffline('175 E 2nd St, Tulsa, OK 74103', addressIndex(cityContext('tulsa')))!;
    expect(place.method).toBe('address_point');
    expect(metres(place, { lat: 36.1556, lng: -95.98975 })).toBeLessThan(30);
  });

  it('places an address between known numbers of a curving street', () => {
    const place = geocodeOffline('8621 E. Skelly Dr.', addressIndex(cityContext('tulsa')))!;
    expect(place.method).toBe('interpolated');
    // Between the city's points for 8250 and 11550 E. Skelly Dr., much nearer the first.
    expect(metres(place, { lat: 36.122953, lng: -95.883934 })).toBeLessThan(800);
  });
});
