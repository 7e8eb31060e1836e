/** Places stored per item at ingestion, replaced on re-reading, shown on the meeting and on /api/v1/places/items. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCivicData } from '../seed/seed-civic.ts';
import { refreshItemPlaces } from './item-places.ts';
import { saveMeeting } from '../meetings/meeting-store.ts';
import { createMeeting, meetingInput } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let ctx: TestApp;
let meetingId: number;

const ITEMS = [
  { item_number: '1.', title: 'Call to order', item_type: 'discussion' as const },
  {
    item_number: '2.',
    title: 'Easement at 175 E. 2nd St. (CD-4)',
    description: 'Case Z-7793, Lot 3, Block 2, Greenwood Addition',
    item_type: 'motion' as const,
    vote_result: 'passed',
  },
  { item_number: '3.', title: 'Rezoning on Rocky Top Trail with no number', item_type: 'motion' as const },
];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00Z') });
  meetingId = await createMeeting(ctx.db, { title: 'Council with places', agenda_items: ITEMS });
});
afterAll(() => ctx.close());

describe('item places', () => {
  it('stores every place an item names, placed where the offline geocoder can, and none for an item that names none', async () => {
    const res = await ctx.app.inject(`/api/v1/meetings/${meetingId}`);
    expect(res.statusCode).toBe(200);
    const [first, second, third] = res.json().agenda_items;
    expect(first.places).toEqual([]);
    expect(third.places).toEqual([]);
    const kinds = second.places.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(['address', 'district_tag', 'case', 'subdivision']);
    const address = second.places[0];
    expect(address.text).toBe('175 E. 2nd St.');
    expect(address.method).not.toBeNull();
    expect(address.lat).toBeCloseTo(36.15, 1);
    expect(address.lng).toBeCloseTo(-95.99, 1);
    // The polygons put this block in District 1 although the clerk tags the item CD-4: both are kept, as written.
    expect(address.district).toBe(1);
    // Words that name no point keep their words and get no point (never the city centre).
    for (const place of second.places.slice(1)) expect([place.lat, place.lng, place.district]).toEqual([null, null, null]);
    expect(second.places.find((p: { kind: string }) => p.kind === 'case').value).toBe('Z-7793');
  });

  it('lists placed items with their filters and rejects bad filters with a 400', async () => {
    const all = (await ctx.app.inject('/api/v1/places/items')).json().items;
    expect(all.map((i: { item_number: string }) => i.item_number)).toEqual(['2.']);
    // The list reads in the reader's language (issue 48): the item's plain line, as the meeting page gives it.
    const shown = (await ctx.app.inject(`/api/v1/meetings/${meetingId}`)).json().agenda_items[1];
    expect(all[0].plain.es).toBeTruthy();
    expect(all[0].plain).toEqual(shown.plain);
    expect(all[0]).toHaveProperty('meeting_title_es');
    const byTag = (await ctx.app.inject('/api/v1/places/items?district=4&kind=case&result=passed')).json().items;
    expect(byTag).toHaveLength(1);
    expect((await ctx.app.inject('/api/v1/places/items?district=1')).json().items).toHaveLength(1);
    expect((await ctx.app.inject('/api/v1/places/items?district=7')).json().items).toEqual([]);
    expect((await ctx.app.inject('/api/v1/places/items?result=undecided')).json().items).toEqual([]);
    expect((await ctx.app.inject('/api/v1/places/items?to=2000-01-01')).json().items).toEqual([]);
    // The meeting is on the evening of 23 October in the city's time: that day includes it, the next does not.
    expect((await ctx.app.inject('/api/v1/places/items?from=2024-10-23&to=2024-10-23')).json().items).toHaveLength(1);
    expect((await ctx.app.inject('/api/v1/places/items?from=2024-10-24')).json().items).toEqual([]);
    for (const bad of ['kind=moon', 'district=0', 'from=yesterday', 'limit=100000', 'meeting_id=-1']) {
      expect((await ctx.app.inject(`/api/v1/places/items?${bad}`)).statusCode).toBe(400);
    }
  });

  it('replaces the places when the meeting is read again', async () => {
    const items = [{ ...ITEMS[1]!, title: 'Easement at 200 S. Denver Ave.', description: null }];
    await saveMeeting(ctx.db, meetingInput({ title: 'Council with places', agenda_items: items }), { existingId: meetingId, now: new Date(), city: ctx.app.city });
    const rows = await ctx.db.selectFrom('item_places').select(['text']).where('meeting_id', '=', meetingId).execute();
    expect(rows.map((r) => r.text)).toEqual(['200 S. Denver Ave.']);
  });
});

describe('refreshing places', () => {
  it('reads every stored item again, so a database from before places were stored gets them', async () => {
    await ctx.db.deleteFrom('item_places').execute();
    expect(await refreshItemPlaces(ctx.db, ctx.app.city)).toEqual({ items: 1, places: 1 });
    const rows = await ctx.db.selectFrom('item_places').select(['text', 'district']).execute();
    expect(rows).toEqual([{ text: '200 S. Denver Ave.', district: expect.any(Number) }]);
  });
});

describe('map settings', () => {
  it('says there are no tiles by default, and with a tile source allows its origin as images', async () => {
    expect((await ctx.app.inject('/api/v1/places/map-settings')).json()).toEqual({ tile_url: null, attribution: null });
    const tiled = await createTestApp({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' });
    try {
      const res = await tiled.app.inject('/api/v1/places/map-settings');
      expect(res.json()).toEqual({ tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '© Example' });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.org;");
    } finally {
      await tiled.close();
    }
  });
});
