/**
 * The open GeoJSON (issue 50), as GIS tools read it: our own RFC 7946 check over what the routes serve (and over
 * the city's source file, which it must refuse: clockwise outer rings, District 6's ring passing twice through one
 * point), and, where GDAL's `ogrinfo` is installed (Debian's gdal-bin), GDAL itself with GEOS's validity test.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFeatureCollection } from '../../representatives/geojson-check.ts';
import { seedCivicData } from '../../seed/seed-civic.ts';
import { createMeeting } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let ctx: TestApp;
const SOURCE = path.resolve(import.meta.dirname, '../../../city/tulsa/data/council-districts.geojson');
beforeAll(async () => {
  ctx = await createTestApp();
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
  // An item naming an address the offline geocoder places, and words that name no point.
  await createMeeting(ctx.db, {
    title: 'Council with places',
    agenda_items: [{ item_number: '2.', title: 'Easement at 175 E. 2nd St. (CD-4)', description: 'Case Z-7793', item_type: 'motion', vote_result: 'passed' }],
  });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { origin: 'https://gis.example' } });

function ogrinfo(): boolean {
  try {
    execFileSync('ogrinfo', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('GET /api/v1/districts.geojson', () => {
  it('is RFC 7946 GeoJSON other origins may read: 9 districts, counter-clockwise shells, clockwise holes, no self-touching ring', async () => {
    const response = await get('/api/v1/districts.geojson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const doc = response.json();
    expect(checkFeatureCollection(doc)).toEqual([]);
    expect(doc.features.map((f: { properties: { district: number } }) => f.properties.district)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // District 6's pinched ring is split at the repeated point into its outer ring and a hole touching it there.
    const six = doc.features.find((f: { id: number }) => f.id === 6);
    expect(six.geometry.type).toBe('Polygon');
    expect(six.geometry.coordinates.map((r: unknown[]) => r.length)).toEqual([408, 37]);
  });

  it("the check refuses the city's own file: clockwise outer rings and District 6's ring touching itself", () => {
    const problems = checkFeatureCollection(JSON.parse(fs.readFileSync(SOURCE, 'utf8')));
    expect(problems).toContain('a crs member (RFC 7946 removed it: coordinates are WGS 84)');
    expect(problems.filter((p) => p.endsWith('outer ring is not counter-clockwise'))).toHaveLength(9);
    expect(problems.filter((p) => /crosses or touches itself/.test(p))).toEqual(['feature 3 ring 0: the ring crosses or touches itself (edges 276 and 312)']);
  });

  it.runIf(ogrinfo())('GDAL reads it and GEOS finds every district valid (the source file fails on District 6)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geojson-'));
    try {
      const file = path.join(dir, 'districts.geojson');
      fs.writeFileSync(file, (await get('/api/v1/districts.geojson')).body);
      const validity = (f: string, layer: string) =>
        execFileSync('ogrinfo', ['-ro', '-q', f, '-dialect', 'SQLite', '-sql', `SELECT ST_IsValid(geometry) AS valid FROM "${layer}"`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const ours = validity(file, 'districts');
      expect(ours.match(/valid \(Integer\) = 1/g)).toHaveLength(9);
      expect(validity(SOURCE, 'Council_Districts').match(/valid \(Integer\) = 0/g)).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/v1/places.geojson', () => {
  it('is a point per placed place of a listed item, with its item and meeting, and passes the check', async () => {
    const response = await get('/api/v1/places.geojson');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const doc = response.json();
    expect(checkFeatureCollection(doc)).toEqual([]);
    // The address is placed; the district tag and the case name no point and are left out.
    expect(doc.features).toHaveLength(1);
    const [first] = doc.features;
    expect(first.geometry.type).toBe('Point');
    expect(first.geometry.coordinates[0]).toBeCloseTo(-95.99, 1);
    expect(first.geometry.coordinates[1]).toBeCloseTo(36.15, 1);
    expect(first.properties).toMatchObject({ item_number: '2.', item_title: 'Easement at 175 E. 2nd St. (CD-4)', kind: 'address', text: '175 E. 2nd St.', vote_result: 'passed', district: 1 });
    expect(first.properties.url).toMatch(/\/meetings\/\d+#item-2$/);
    expect((await get('/api/v1/places.geojson?limit=0')).statusCode).toBe(400);
  });

  it.runIf(ogrinfo())('GDAL reads it as a layer of points', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geojson-'));
    try {
      const file = path.join(dir, 'places.geojson');
      fs.writeFileSync(file, (await get('/api/v1/places.geojson')).body);
      const summary = execFileSync('ogrinfo', ['-ro', '-so', file, 'places'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(summary).toMatch(/Geometry: Point/);
      expect(summary).toMatch(/Feature Count: 1/);
      expect(summary).toMatch(/item_title: String/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
