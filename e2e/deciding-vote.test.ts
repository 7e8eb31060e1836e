/**
 * An agenda item links to the roll call that decided it (its `decided_by`), on the same page, and the link brings
 * that roll call into view; one beyond the page's first five is brought with the rest (use-first-items.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itemAnchor } from '../contract/meetings.ts';
import { launchBrowser } from './support/browser.ts';
import { PHONE, untilHydrated } from './support/page.ts';
import { apiJson } from './support/route-walk.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Detail {
  id: number;
  agenda_items: { item_number: string; decided_by?: number | null }[];
  voting_records: { id: number }[];
}

describe('an item’s deciding roll call', () => {
  it('is a tap away from the item, for the item whose roll call is furthest down its meeting', { timeout: 60_000 }, async () => {
    const { items } = await apiJson<{ items: { id: number; has_votes: boolean }[] }>(baseUrl, '/meetings/?limit=100');
    const details = await Promise.all(items.filter((m) => m.has_votes).map(({ id }) => apiJson<Detail>(baseUrl, `/meetings/${id}`)));
    // The item whose roll call is furthest down its meeting's list.
    const picks = details.flatMap((d) => d.agenda_items.filter((i) => i.decided_by != null).map((i) => ({ meeting: d.id, item: i.item_number, vote: i.decided_by!, place: d.voting_records.findIndex((r) => r.id === i.decided_by) })));
    expect(picks.length).toBeGreaterThan(0);
    const pick = picks.reduce((a, b) => (b.place > a.place ? b : a));
    expect(pick.place).toBeGreaterThanOrEqual(0);

    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await page.goto(`/meetings/${pick.meeting}#${itemAnchor(pick.item)}`);
      const link = page.locator(`a[href="#vote-${pick.vote}"]`).first();
      await untilHydrated(link);
      await link.click();
      const roll = page.locator(`#vote-${pick.vote}`);
      await roll.waitFor({ timeout: 30_000 });
      await expect.poll(() => roll.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight; }), { timeout: 15_000 }).toBe(true);
    } finally {
      await context.close();
    }
  });
});
