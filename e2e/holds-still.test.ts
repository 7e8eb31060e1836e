/**
 * Issue 38: on a phone the page holds still while a resident uses it. Opening a meeting from the list shifted the
 * layout by 0.6-1.0 (the footer rose into view under the loading meeting, then dropped away) and "Show more
 * meetings" by 0.2 (the footer and "Select a meeting" pushed off the screen). Every layout-shift entry from the
 * tap until the result is on the screen is summed, including those right after the input that CLS forgives.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { generateCorpus } from '../bench/meetings-data.ts';
import { PHONE, untilHydrated } from './support/page.ts';
import { ownApp } from './support/own-app.ts';

// Its own app: more meetings than the list's page of 100, so "Show more meetings" is there.
const harness = ownApp({
  name: 'still',
  async prepare({ db }) {
    await generateCorpus(db, { meetings: 130, itemsPerMeeting: 4 }, cityContext(DEFAULT_CITY_ID).config);
  },
});

/** Sums every layout shift from the page's start; `takeRecords` so none still queued for the observer is missed. */
const OBSERVE_SHIFTS = () => {
  const w = window as unknown as { __shift: () => number };
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  w.__shift = () => {
    for (const e of observer.takeRecords()) total += (e as unknown as { value: number }).value;
    return total;
  };
};

const shiftSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shift: () => number }).__shift());

/** A phone on the page, settled, with the control scrolled into view; the shift since then is what `act` causes. */
async function onAPhone(path: string, run: (page: Page, shiftSince: (before: number) => Promise<number>) => Promise<void>) {
  const context = await harness.browser.newContext({ viewport: PHONE, baseURL: harness.baseUrl, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(15_000);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_SHIFTS);
    await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    await run(page, async (before) => (await shiftSoFar(page)) - before);
  } finally {
    await context.close();
  }
}

describe('on a phone, the meetings page holds still', () => {
  it('when a meeting is opened from the list', async () => {
    await onAPhone('/meetings?unsummarized=1&status=all', async (page, shiftSince) => {
      const card = page.getByRole('region', { name: 'Meetings' }).getByRole('article').nth(3).getByRole('heading', { level: 3 }).getByRole('link');
      await card.scrollIntoViewIfNeeded();
      const before = await shiftSoFar(page);
      await card.click();
      const heading = page.getByRole('region', { name: 'Meeting details' }).getByRole('heading', { level: 2 });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 30_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await shiftSince(before)).toBeLessThan(0.1);
      // And the meeting is on the screen, the footer is not (it waits below the meeting).
      expect((await heading.boundingBox())!.y).toBeLessThan(PHONE.height);
      expect((await page.getByRole('contentinfo').boundingBox())!.y).toBeGreaterThan(PHONE.height);
    });
  });

  it('when more meetings are shown', async () => {
    await onAPhone('/meetings?unsummarized=1&status=all', async (page, shiftSince) => {
      // A link to the whole list page that the app answers in place, once it owns it.
      const more = page.getByRole('link', { name: 'Show more meetings' });
      await more.scrollIntoViewIfNeeded();
      await untilHydrated(more);
      const cards = page.getByRole('region', { name: 'Meetings' }).getByRole('article');
      const shown = await cards.count();
      const before = await shiftSoFar(page);
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      // The first new meeting takes the focus once it is there: the page has finished the change.
      await expect.poll(() => cards.nth(shown).getByRole('heading', { level: 3 }).getByRole('link').evaluate((el) => el === document.activeElement)).toBe(true);
      // The footer, kept in its place unseen while the cards arrive, is shown again two frames after the focus
      // moved (meeting-list.tsx): poll for it, then sum the shifts up to and including its return.
      await expect.poll(() => page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(await shiftSince(before)).toBeLessThan(0.1);
    });
  });
});
