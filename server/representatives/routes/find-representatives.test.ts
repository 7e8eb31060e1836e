/**
 * `GET /api/v1/representatives/find`: offline lookups by coordinates and ZIP code against the seeded district
 * polygons, then the Census Geocoder replayed from recorded answers on loopback (match, no match, failure,
 * timeout, cache).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindRepresentativesResponse } from '#contract/representatives.ts';
import { CONTACT_MESSAGES } from '#contract/representatives-limits.ts';
import { startCensusReplayServer, type ReplayServer } from '../../test/peers/geocoder.ts';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A point well inside each district (the grid point farthest from its edges, found from the seeded polygons). */
const INSIDE: [number, number, number][] = [
  [1, 36.2065, -95.9645],
  [2, 36.0564, -96.0033],
  [3, 36.1746, -95.8439],
  [4, 36.1393, -95.9426],
  [5, 36.1247, -95.8987],
  [6, 36.1323, -95.7883],
  [7, 36.0755, -95.8717],
  [8, 36.0308, -95.9133],
  [9, 36.0947, -95.9533],
];

/** Points inside the holes of districts 2, 3 and 4 (unincorporated enclaves: in no district). */
const HOLES: [number, number, number][] = [
  [2, 36.11889, -95.99871],
  [3, 36.20343, -95.87641],
  [3, 36.18259, -95.92288],
  [4, 36.15508, -96.02524],
];

async function find(ctx: TestApp, address: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address } });
  return { status: response.statusCode, body: response.json() as FindRepresentativesResponse };
}

describe('offline lookups', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
  });
  afterAll(() => ctx.close());

  it.each(INSIDE)('places a point inside district %i there, with its councilor, the mayor and the office', async (district, lat, lng) => {
    const { status, body } = await find(ctx, `${lat}, ${lng}`);
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: true, district, error: null, coordinates: { lat, lng } });
    expect(body.district_info.message).toContain(`District ${district}`);
    expect(body.representatives.map((r) => r.position)).toEqual([
      `Councilor, District ${district}`,
      'Mayor',
      'City Council Office',
    ]);
    expect(body.representatives[0]).toMatchObject({ district, contact_verified: false });
    expect(body.representatives[0]!.email).toBe(`dist${district}@tulsacouncil.org`);
  });

  it('puts City Hall (175 E. 2nd St.) in District 4 and 220 E. 2nd St. across the street in District 1', async () => {
    // The District 1/4 line runs down 2nd Street; these points sit about 40 m either side of it.
    expect((await find(ctx, '36.15321, -95.99046')).body.district_info.district).toBe(4);
    expect((await find(ctx, '36.15435,-95.98948')).body.district_info.district).toBe(1);
  });

  it.each(HOLES)('does not place a point in a hole of district %i in that district (nor any other)', async (_d, lat, lng) => {
    const { body } = await find(ctx, `${lat}, ${lng}`);
    expect(body.district_info).toMatchObject({ found: false, district: null, error: 'outside_city' });
    expect(body.representatives.map((r) => r.position)).toEqual(['Mayor', 'City Council Office']);
  });

  it('answers a point outside the city with found:false, a clear message and the general contacts', async () => {
    const { status, body } = await find(ctx, '36.0526, -95.7908'); // Broken Arrow
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: false, district: null, error: 'outside_city' });
    expect(body.district_info.message).toMatch(/outside the Tulsa city limits/);
    expect(body.representatives.map((r) => r.name)).toEqual(['Monroe Nichols', 'Tulsa City Council Office']);
    expect(body.representatives[1]).toMatchObject({ phone: '(918) 596-1990', contact_verified: true });
  });

  it('gives an approximate, not-found answer for a ZIP code, naming the district of its center', async () => {
    const { body } = await find(ctx, '123 Main St, Tulsa, OK 74103');
    expect(body.district_info).toMatchObject({ found: false, district: null, error: 'approximate_zip', zip: '74103', zip_district: 1 });
    expect(body.district_info.coordinates).toEqual({ lat: 36.155518, lng: -95.996995 });
    expect(body.district_info.message).toContain('District 1');
    expect(body.representatives.map((r) => r.position)).toEqual(['Mayor', 'City Council Office']);
  });

  it('places a street address from the city\'s own data when the server runs offline, saying how', async () => {
    for (const [address, district] of [['175 E 2nd St, Tulsa, OK 74103', 1], ['8621 E. Skelly Dr.', 5]] as const) {
      const { body } = await find(ctx, address);
      expect(body.district_info).toMatchObject({ found: true, district, error: null });
      expect(body.district_info.placed_by).toMatchObject({ source: 'offline' });
      expect(body.district_info.message).toContain(`District ${district}`);
      expect(body.representatives[0]).toMatchObject({ district });
    }
    const { body } = await find(ctx, '175 E 2nd St');
    expect(body.district_info.placed_by).toEqual({ method: 'address_point', source: 'offline', precision_meters: 25 });
  });

  it('says where the minutes tag a nearby place with another district than the map gives (City Hall: map 1, minutes 4)', async () => {
    const { body } = await find(ctx, '175 E 2nd St');
    expect(body.district_info).toMatchObject({ found: true, district: 1 });
    expect(body.district_info.tag_conflict).toMatchObject({ clerk_district: 4, map_district: 1 });
    expect(body.district_info.tag_conflict!.meters).toBeLessThanOrEqual(400);
    expect(body.district_info.message).toMatch(/the city's map and its minutes disagree here/);
    // Far from any such place, nothing is said.
    expect((await find(ctx, '8621 E. Skelly Dr.')).body.district_info.tag_conflict).toBeNull();
  });

  it('says an address on a district line whose side of the street is unknown lies between two districts, never guessing one', async () => {
    // A real row of the city's address points (the 5100 block of E 11th St, the District 3/5 line here); the points
    // near it do not show which side odd and even numbers stand on, so it is placed on the street's middle, within
    // 12 m of the line: the case where ingestion gives an item's place no district (place-district.ts).
    const { status, body } = await find(ctx, '5150 E. 11th St.');
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: false, district: null, error: 'on_district_line', line_districts: [3, 5] });
    expect(body.district_info.placed_by).toMatchObject({ method: 'interpolated', source: 'offline' });
    expect(body.district_info.message).toContain('This address is on the line between District 3 and District 5');
    expect(body.representatives.map((r) => r.position)).toEqual(['Mayor', 'City Council Office']);
    // The clerk's minutes tag 212 E. 6th St. "(CD-1/4)": the same two districts the finder names.
    expect((await find(ctx, '212 E. 6th St.')).body.district_info).toMatchObject({ error: 'on_district_line', line_districts: [1, 4] });
    // A point typed as coordinates is the resident's own: it is placed by the polygon, even that close to the line.
    const { lat, lng } = body.district_info.coordinates!;
    expect((await find(ctx, `${lat}, ${lng}`)).body.district_info).toMatchObject({ found: true, error: null });
  });

  it('says "not found" for what the city\'s data cannot place, and never guesses a side of the zero line', async () => {
    for (const address of ['42 Wistful Vista Ln', 'qwpoeiruty', '123 Main St', '99999 E 2nd St']) {
      const { status, body } = await find(ctx, address);
      expect(status).toBe(200);
      expect(body.district_info).toMatchObject({ found: false, district: null, error: 'address_not_found' });
    }
  });

  it('rejects a missing or blank address with the spec message, and an absurdly long one', async () => {
    for (const url of ['/api/v1/representatives/find', '/api/v1/representatives/find?address=%20%20']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details[0]).toMatchObject({ field: 'address', message: CONTACT_MESSAGES.addressRequired });
    }
    const long = await find(ctx, 'x'.repeat(301));
    expect(long.status).toBe(400);
  });
});

describe('with the Census Geocoder replayed on loopback', () => {
  let ctx: TestApp;
  let census: ReplayServer;
  beforeAll(async () => {
    census = await startCensusReplayServer();
    ctx = await createTestApp({ GEOCODER: 'census', GEOCODER_URL: census.url });
    await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
  });
  afterAll(async () => {
    await ctx.close();
    await census.close();
  });

  it('reads a recorded match (the White House: outside the city) and caches the answer', async () => {
    census.mode = 'replay';
    const before = census.requests.length;
    const address = '1600 Pennsylvania Avenue NW, Washington, DC, 20500';
    const first = await find(ctx, address);
    expect(first.body.district_info).toMatchObject({
      found: false,
      error: 'outside_city',
      coordinates: { lat: 38.898754, lng: -77.03535 },
      matched_address: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20502',
    });
    expect(census.requests[before]).toMatch(/^\/geocoder\/locations\/onelineaddress\?address=1600\+Pennsylvania/);
    const again = await find(ctx, '1600  pennsylvania avenue NW, Washington, DC 20500');
    expect(again.body.district_info.coordinates).toEqual(first.body.district_info.coordinates);
    expect(census.requests.length).toBe(before + 1);
  });

  it('answers "address not found" for a recorded no-match, and falls back to the ZIP code when there is one', async () => {
    census.mode = 'replay';
    const none = await find(ctx, '79 Wistful Vista, Wistful Vista, IL');
    expect(none.body.district_info).toMatchObject({ found: false, error: 'address_not_found' });
    const zip = await find(ctx, '9999 Nowhere Rd, Tulsa, OK 74119');
    expect(zip.body.district_info).toMatchObject({ found: false, error: 'approximate_zip' });
    expect(zip.body.district_info.message).toContain('District 4');
  });

  it('adds the city to an address typed without city or ZIP', async () => {
    census.mode = 'replay';
    await find(ctx, '175 E 2nd St');
    expect(decodeURIComponent(census.requests.at(-1)!.replaceAll('+', ' '))).toContain('address=175 E 2nd St, Tulsa, OK');
  });

  it('places the address from the city\'s data when the provider fails, and does not remember the failure', async () => {
    census.mode = 'error';
    const { status, body } = await find(ctx, '500 S Denver Ave, Tulsa, OK 74103');
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: true, district: 4, placed_by: { source: 'offline' } });
    census.mode = 'replay';
    const before = census.requests.length;
    await find(ctx, '500 S Denver Ave, Tulsa, OK 74103');
    expect(census.requests.length).toBe(before + 1);
  });

  it('says the service could not be reached (never "bad address") when neither it nor the city\'s data can answer', async () => {
    census.mode = 'error';
    const { status, body } = await find(ctx, '42 Wistful Vista Ln, Tulsa, OK 74103');
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: false, error: 'geocoder_unavailable', message: expect.stringMatching(/^Street addresses need an online address lookup, which is not answering right now\./) });
    expect(body.representatives.map((r) => r.position)).toEqual(['Mayor', 'City Council Office']);
    census.mode = 'replay';
  });

  it('gives up on a provider that does not answer within 5 s', async () => {
    census.mode = 'hang';
    const started = performance.now();
    const { status, body } = await find(ctx, '2 W Wistful Vista Ln, Tulsa, OK 74103');
    const elapsed = performance.now() - started;
    expect(status).toBe(200);
    expect(body.district_info).toMatchObject({ found: false, error: 'geocoder_unavailable', message: expect.stringMatching(/^Street addresses need an online address lookup, which is not answering right now\./) });
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(9_000);
    census.mode = 'replay';
  });

  it('still reads "lat, lng" input without calling the provider', async () => {
    const before = census.requests.length;
    const { body } = await find(ctx, '36.15321, -95.99046');
    expect(body.district_info.district).toBe(4);
    expect(census.requests.length).toBe(before);
  });
});
