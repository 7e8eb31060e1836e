/** `GET /api/v1/representatives/districts` (the simplified map) and `GET /api/v1/representatives/officials`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistrictMapResponse, OfficialListResponse } from '#contract/representatives.ts';
import { pointInPolygon } from '../geometry.ts';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
});
afterAll(() => ctx.close());

describe('the district map', () => {
  it('draws all 9 districts small enough for a phone, with holes, labels inside and councilors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/districts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // The seeded GeoJSON is 186 KB; the map needs a fraction of that.
    expect(response.body.length).toBeLessThan(40_000);
    const map = response.json() as DistrictMapResponse;
    expect(map.districts.map((d) => d.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [w, s, e, n] = map.bbox!;
    expect(w).toBeLessThan(-96);
    expect(e).toBeGreaterThan(-95.8);
    expect(s).toBeLessThan(36.05);
    expect(n).toBeGreaterThan(36.2);
    for (const district of map.districts) {
      expect(district.councilor?.position).toBe(`Councilor, District ${district.id}`);
      expect(district.polygons.some((rings) => pointInPolygon(district.label.lng, district.label.lat, rings))).toBe(true);
    }
    const holes = (id: number) => map.districts.find((d) => d.id === id)!.polygons[0]!.length - 1;
    expect(holes(2)).toBeGreaterThanOrEqual(1);
    expect(holes(3)).toBeGreaterThanOrEqual(2);
    expect(holes(4)).toBeGreaterThanOrEqual(1);
  });
});

describe('the district map of a city whose lines are not loaded', () => {
  it('answers 200 with no districts and no box, not a 500', async () => {
    const empty = await createTestApp();
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/api/v1/representatives/districts' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ bbox: null, districts: [] });
    } finally {
      await empty.close();
    }
  });
});

describe('officials', () => {
  it('lists a district’s sitting councilor first, then former ones with their terms', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials?district=2' });
    expect(response.statusCode).toBe(200);
    const { officials } = response.json() as OfficialListResponse;
    expect(officials[0]).toMatchObject({ name: 'Anthony Archie', current: true, term_end: null, contact_verified: false });
    const former = officials.slice(1);
    expect(former.length).toBeGreaterThan(0);
    for (const official of former) {
      expect(official).toMatchObject({ current: false, position: 'Former Councilor, District 2' });
      expect(official.term_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(official.term_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists everyone, the mayor included, without a district; refuses a bad district', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials' })).json() as OfficialListResponse;
    expect(all.officials.filter((o) => o.current)).toHaveLength(10);
    expect(all.officials.some((o) => o.position === 'Mayor' && o.name === 'Monroe Nichols')).toBe(true);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials?district=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
  });
});
