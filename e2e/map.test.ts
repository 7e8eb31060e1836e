/**
 * Places on maps in the browser (issue 31): /map and a meeting page show the items that name a place both on the
 * Leaflet map (loaded once scrolled into view; the shipped districts as base layer, no tiles) and in the list
 * beside it; no axe violation at phone and desktop widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PlacedItemsResponse } from '../contract/places.ts';
import { launchBrowser } from './support/browser.ts';
import { apiJson } from './support/route-walk.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The map scrolled into view draws the districts and at least one placed item. */
async function mapShowsItems(page: Page) {
  const map = page.getByTestId('places-map');
  await map.scrollIntoViewIfNeeded();
  await map.locator('.leaflet-container').waitFor();
  await map.locator('path.leaflet-interactive').first().waitFor();
  expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(0);
}

describe('maps of items with places', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`/map and a meeting page show items on the map and in the list at ${viewport.width} px`, async () => {
      const placed = await apiJson<PlacedItemsResponse>(baseUrl, '/places/items?limit=500');
      const item = placed.items.find((i) => i.places.some((p) => p.lat !== null));
      expect(item, 'the seeded minutes name at least one placed address').toBeDefined();

      const { page, errors, close } = await openPage(browser, baseUrl, '/map', viewport);
      try {
        await page.getByRole('heading', { level: 1, name: 'Map of council items' }).waitFor();
        await page.getByRole('link', { name: `${item!.item_number} ${item!.title}` }).first().waitFor();
        await mapShowsItems(page);
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`/meetings/${item!.meeting_id}`, { waitUntil: 'networkidle' });
        const section = page.getByRole('region', { name: 'Where it happens' });
        await section.getByRole('link', { name: `${item!.item_number} ${item!.title}` }).waitFor();
        await mapShowsItems(page);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
