/**
 * New York City as a city folder (issue 47): the whole app booted with `CITY=nyc`, seeded from its data folder. Its
 * 51 districts answer the district finder, its 51 sitting members are listed with the Council's district
 * addresses, the meetings list answers (empty until a sync), and its rules for being heard give the Council's
 * three ways, written testimony open for 72 hours after a hearing begins.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicCity } from '#contract/city.ts';
import type { MeetingListResponse } from '#contract/meetings.ts';
import type { FindRepresentativesResponse, OfficialListResponse } from '#contract/representatives.ts';
import { seedAll } from '#server/seed/seed.ts';
import { createTestApp, TEST_NOW, type TestApp } from '#server/test/test-app.ts';

type Ring = [number, number][];
/** Twice the signed area: positive for a counter-clockwise ring (RFC 7946 wants outer rings so). */
const signedArea = (ring: Ring) => ring.slice(1).reduce((sum, [x, y], i) => sum + ring[i]![0] * y - x * ring[i]![1], 0);

describe('New York City, a city folder', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ CITY: 'nyc' });
    await seedAll(ctx.db, { city: ctx.app.city, now: new Date(TEST_NOW), dataDir: ctx.dataDir });
  });
  afterAll(() => ctx.close());

  it('names itself, on New York time', async () => {
    const city = (await ctx.app.inject({ method: 'GET', url: '/api/v1/city' })).json<PublicCity>();
    expect(city).toMatchObject({ id: 'nyc', name: 'New York City', state: 'New York', timeZone: 'America/New_York', districtCount: 51 });
    expect(JSON.stringify(city)).not.toMatch(/oklahoma/i);
  });

  it('answers / and the meetings list', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBeLessThan(500);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/meetings' });
    expect(res.statusCode).toBe(200);
    expect(res.json<MeetingListResponse>().items).toEqual([]);
  });

  it('ships 51 district polygons, outer rings counter-clockwise and holes clockwise', () => {
    const file = JSON.parse(fs.readFileSync(ctx.app.city.dataFile('council-districts.geojson'), 'utf8')) as {
      features: { properties: { DISTRICTID: string }; geometry: { type: string; coordinates: unknown } }[];
    };
    expect(file.features.map((f) => Number(f.properties.DISTRICTID))).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    for (const f of file.features) {
      const polygons = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as Ring[][];
      for (const [outer, ...holes] of polygons) {
        expect(signedArea(outer!)).toBeGreaterThan(0);
        for (const hole of holes) expect(signedArea(hole)).toBeLessThan(0);
      }
    }
  });

  it('finds the district of a point: City Hall is in District 1, Staten Island’s south shore in 51', async () => {
    const find = async (address: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/find', query: { address } })).json<FindRepresentativesResponse>();
    const cityHall = await find('40.7128, -74.0060');
    expect(cityHall.district_info).toMatchObject({ found: true, district: 1 });
    expect(cityHall.representatives.map((r) => r.name)).toContain('Christopher Marte');
    expect((await find('40.5200, -74.2000')).district_info).toMatchObject({ found: true, district: 51 });
    expect((await find('36.13, -95.93')).district_info.found).toBe(false);
  });

  it('lists the 51 sitting members with the Council’s district addresses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/representatives/officials' });
    const current = res.json<OfficialListResponse>().officials.filter((o) => !/former/i.test(o.position));
    expect(current).toHaveLength(51);
    expect(current.find((o) => o.district === 5)).toMatchObject({ name: 'Julie Menin', email: 'District5@council.nyc.gov' });
    // The 2026 term began on 1 January: District 8's member is the one elected for it, not her predecessor.
    expect(current.find((o) => o.district === 8)?.name).toBe('Elsie Encarnación');
  });

  it('gives the Council’s three ways to be heard, written testimony until 72 hours after the hearing begins', async () => {
    const list = await ctx.db
      .insertInto('meetings')
      .values({
        title: 'Committee on Housing and Buildings', meeting_date: '2026-11-19T15:00:00.000Z', meeting_type: 'other', status: 'scheduled',
        document_type: 'agenda', keywords: '[]', topics: '[]', image_paths: '[]', is_listed: 1, is_demo: 0,
        created_at: TEST_NOW, updated_at: TEST_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/meetings/${list.id}/how-to-be-heard` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ deadlines: { kind: string; closes_at: string; in_person: boolean }[] }>();
    expect(body.deadlines).toEqual([
      expect.objectContaining({ kind: 'testify_in_person', in_person: true, closes_at: '2026-11-19T15:00:00.000Z' }),
      expect.objectContaining({ kind: 'testify_online', in_person: false, closes_at: '2026-11-19T15:00:00.000Z' }),
      expect.objectContaining({ kind: 'written_comment', in_person: false, closes_at: '2026-11-22T15:00:00.000Z' }),
    ]);
    // No telephone number is in the shared records: none is given (decision 160), the testimony address is.
    expect(res.json<{ secretary: { phone: string | null; email: string } }>().secretary).toMatchObject({ phone: null, email: 'testimony@council.nyc.gov' });
    expect(ctx.city.config.councilOffice.phone).toBeNull();
    expect(ctx.city.config.serviceRequests?.phone).toBeNull();
  });
});
