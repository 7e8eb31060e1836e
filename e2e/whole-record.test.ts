/**
 * A meeting page shows the first part of a long agenda, the meetings list its first twelve cards and a councilor
 * page its first ten votes; their "Show all", "Show more meetings" and "Show more votes" are links to the whole page (`?whole=1`, web/src/lib/whole-page.ts). Without JavaScript (a text browser, a reader view, a script that failed to load) the
 * link opens the whole record at the agenda; with it, the rest is shown in place and the address stays the
 * meeting's. Both in a real browser at phone width, and the whole page hydrates cleanly, passes axe, and prints without the site's controls.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, PHONE, untilHydrated } from './support/page.ts';
import { apiJson } from './support/route-walk.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let meeting: { id: number; items: number };

beforeAll(async () => {
  browser = await launchBrowser();
  // The listed meeting with the longest agenda: long enough to be cut on its page.
  const { items } = await apiJson<{ items: { id: number }[] }>(baseUrl, '/meetings/?limit=100');
  const details = await Promise.all(items.map(({ id }) => apiJson<{ id: number; agenda_items: unknown[] }>(baseUrl, `/meetings/${id}`)));
  const longest = details.reduce((a, b) => (b.agenda_items.length > a.agenda_items.length ? b : a));
  meeting = { id: longest.id, items: longest.agenda_items.length };
  expect(meeting.items).toBeGreaterThanOrEqual(17);
}, 60_000);
afterAll(() => browser?.close());

/** A phone-sized page, with or without JavaScript, closed after `visit`. */
async function onAPhone(javaScriptEnabled: boolean, visit: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, javaScriptEnabled });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

const itemsOnPage = (page: Page) => page.locator('main li[id^="item-"]').count();
const showAll = (page: Page) => page.getByRole('link', { name: `Show all ${meeting.items} agenda items` });

describe('the whole meeting', () => {
  it('without JavaScript: "Show all" opens the whole record at its agenda', async () => {
    await onAPhone(false, async (page) => {
      await page.goto(`/meetings/${meeting.id}`);
      expect(await itemsOnPage(page)).toBe(12);
      await showAll(page).click();
      await page.waitForURL(/[?&]whole=1#detail-agenda$/);
      expect(await itemsOnPage(page)).toBe(meeting.items);
      expect(await page.getByRole('link', { name: /^Show all/ }).count()).toBe(0);
      // The page opens at the agenda's heading (below the sticky header), not at its top.
      const top = await page.locator('#detail-agenda').evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(PHONE.height / 4);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    });
  });

  it('without JavaScript: "Show more meetings" opens the whole list page, its first 100', async () => {
    // The list's default filter: completed meetings.
    const { total } = await apiJson<{ total: number }>(baseUrl, '/meetings/?limit=1&status=completed');
    expect(total).toBeGreaterThan(12);
    await onAPhone(false, async (page) => {
      await page.goto('/meetings');
      const cards = page.getByRole('region', { name: 'Meetings' }).getByRole('article');
      expect(await cards.count()).toBe(12);
      await page.getByRole('link', { name: 'Show more meetings' }).click();
      await page.waitForURL(/[?&]whole=1$/);
      expect(await cards.count()).toBe(Math.min(total, 100));
    });
  });

  it('without JavaScript: a councilor page’s "Show more votes" opens its whole page, its first 50', async () => {
    const { total } = await apiJson<{ total: number }>(baseUrl, '/councilors/4/votes?limit=1');
    expect(total).toBeGreaterThan(10);
    await onAPhone(false, async (page) => {
      await page.goto('/councilors/4');
      const rows = page.getByRole('region', { name: 'Votes', exact: true }).locator('tbody tr');
      expect(await rows.count()).toBe(10);
      await page.getByRole('link', { name: 'Show more votes' }).click();
      await page.waitForURL(/[?&]whole=1#votes-title$/);
      expect(await rows.count()).toBe(Math.min(total, 50));
    });
  });

  it('with JavaScript: the rest is shown in place, the address stays the meeting’s', async () => {
    await onAPhone(true, async (page) => {
      await page.goto(`/meetings/${meeting.id}`);
      const link = showAll(page);
      // Once React owns the link (it carries React's props): before, a tap follows the link, as without JavaScript.
      await untilHydrated(link);
      const before = page.url();
      await link.click();
      await expect.poll(() => itemsOnPage(page), { timeout: 30_000 }).toBe(meeting.items);
      expect(page.url()).toBe(before);
      // The focus goes on to the first item the link showed.
      expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^item-/);
    });
  });

  it('opened at its own address, hydrates whole without an error, passes axe and prints as a record', async () => {
    await onAPhone(true, async (page) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/meetings/${meeting.id}?whole=1`, { waitUntil: 'networkidle' });
    expect(await itemsOnPage(page)).toBe(meeting.items);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // On paper: the record, without the site's menus, buttons, chat, minutes viewer and footer.
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null || getComputedStyle(e).position === 'fixed').length);
    expect(await shown('#site-nav, main button, #chat-toggle, footer, #detail-minutes')).toBe(0);
    expect(await shown('main li[id^="item-"]')).toBe(meeting.items);
    expect(await page.locator('header').first().evaluate((h) => getComputedStyle(h).position)).toBe('static');
    });
  });
});
