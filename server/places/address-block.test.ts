import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { buildAddressIndex } from './address-index.ts';
import { geocodeOffline } from './offline-geocoder.ts';

/**
 * A grid city south of its zero line, 1e-5 degrees a house number each way: numbered streets at their hundreds
 * (6th St at 600 S), each with points either side of the centre line; one avenue known only at 415 and 1448, so
 * that 600 falls on the line between them exactly where 6th St runs.
 */
function city(slant = 0): string {
  const rows = ['number,street,lon,lat,kind,source,date'];
  for (let s = 1; s <= 20; s++) {
    for (let x = 100; x <= 4100; x += 200) {
      const lon = -96 + x * 1e-5;
      rows.push(`${x},E ${String(s).padStart(3, '0')} ST,${lon},${36.2 - s * 100 * 1e-5 + slant * x * 1e-5},block,test,`);
    }
  }
  // The avenue at 1050 E., between the cross streets' points at 700-1300 E. (their mean is 1000 E.).
  const x = 1_050;
  const lat = (n: number) => 36.2 - n * 1e-5;
  rows.push(`415,S OAK AV E,${-96 + x * 1e-5},${lat(415)},address,test,`, `1448,S OAK AV E,${-96 + x * 1e-5},${lat(1448)},address,test,`);
  return rows.join('\n');
}
/** The deployed city's street grid: numbered streets south of the zero line, as the rows above are. */
const GRID = cityContext(DEFAULT_CITY_ID).config.addressGrid;

describe('an address kept inside the block its number names', () => {
  it('puts 600 S. on an avenue past 6th St., not on its middle line', () => {
    const place = geocodeOffline('600 S Oak Ave', buildAddressIndex(city(), GRID))!;
    const sixth = 36.2 - 0.006;
    expect(place.method).toBe('interpolated');
    expect(place.lat).toBeLessThan(sixth);
    // About 15 m in: still at the start of its block, well before 7th St.
    expect((sixth - place.lat) * 111_320).toBeCloseTo(15, 0);
  });

  it('leaves a house already inside its block where it was', () => {
    const place = geocodeOffline('650 S Oak Ave', buildAddressIndex(city(), GRID))!;
    expect(place.lat).toBeCloseTo(36.2 - 0.0065, 6);
  });

  it('reads a slanted cross street where the avenue crosses it, not at its average', () => {
    // Every numbered street climbs 1e-5 degrees of latitude for each house number east, so where the avenue
    // (1050 E.) crosses them they lie a kilometre north of where its own two points put 600: the house is brought
    // back into its block, 15 m short of 7th St. there (the mean of 7th St.'s points near by is 55 m further south).
    const place = geocodeOffline('600 S Oak Ave', buildAddressIndex(city(1), GRID))!;
    const seventhHere = 36.2 - 0.007 + 0.0105;
    expect((place.lat - seventhHere) * 111_320).toBeCloseTo(15, 0);
  });
});
