/**
 * Issues 33 and 38: on one column (a phone, a tablet held upright) a meeting opens as its own view. A shared
 * link used to show the filters, then the meeting after the 100-card list (a 46,000 px page), and jump
 * ~32,700 px down to it once the app ran; a meeting opened from the list jumped ~34,000 px the same way. Now
 * the meeting is in the first viewport from the server-rendered paint on, the page does not jump, and
 * "Back to meetings" brings the list back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MeetingListResponse, MeetingSummary } from '../contract/meetings.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
let meeting: MeetingSummary;

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl}/api/v1/meetings/?limit=100&status=completed`)).json()) as MeetingListResponse;
  // One far down the list: the page used to put it after every card.
  // The lowest card of the first screen the server draws (12, decision 140): far down the list, no "Show more" needed.
  meeting = list.items[Math.min(11, list.items.length - 1)]!;
});
afterAll(async () => {
  await browser?.close();
});

/** The furthest the page has scrolled since it loaded. */
const furthestScroll = (page: Page) => page.evaluate(() => (window as unknown as { __furthest: number }).__furthest);

describe.each([
  ['phone', { width: 375, height: 812 }],
  ['tablet', { width: 768, height: 1024 }],
])('on a %s', (_name, viewport) => {
  it('opens a shared meeting link on the meeting, first, without a jump', async () => {
    const context = await browser.newContext({ viewport, baseURL: baseUrl, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __furthest: number };
        w.__furthest = 0;
        addEventListener('scroll', () => (w.__furthest = Math.max(w.__furthest, scrollY)), { passive: true });
      });
      await page.goto(`/meetings/${meeting.id}`, { waitUntil: 'load', timeout: 60_000 });
      const detail = page.getByRole('region', { name: 'Meeting details' });
      const heading = detail.getByRole('heading', { level: 2, name: meeting.title });
      // As the page loads (the server-rendered meeting, its styles): the meeting is on the first screen, the filters are not.
      const painted = (await heading.boundingBox())!;
      expect(painted.y + painted.height).toBeLessThanOrEqual(viewport.height);
      expect(await page.getByRole('search', { name: 'Filter meetings' }).isVisible()).toBe(false);
      expect(await page.getByRole('region', { name: 'Meetings' }).isVisible()).toBe(false);

      // Once the app has run and focused the meeting's heading: still there, and the page never moved far.
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 30_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      const settled = (await heading.boundingBox())!;
      expect(settled.y + settled.height).toBeLessThanOrEqual(viewport.height);
      expect(await furthestScroll(page)).toBeLessThan(viewport.height);
      expect(await axeViolations(page)).toEqual([]);

      await detail.getByRole('link', { name: '← Back to meetings' }).click();
      await page.waitForURL((url) => url.pathname === '/tulsa/meetings');
      await page.getByRole('search', { name: 'Filter meetings' }).waitFor();
      expect(await page.getByRole('region', { name: 'Meetings' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('opens a meeting from the list as its own view, without a jump past the list', async () => {
    const context = await browser.newContext({ viewport, baseURL: baseUrl, hasTouch: true, isMobile: true });
    context.setDefaultTimeout(15_000);
    try {
      const page = await context.newPage();
      await page.goto('/meetings', { waitUntil: 'networkidle', timeout: 60_000 });
      const card = page.getByRole('region', { name: 'Meetings' }).getByRole('link', { name: meeting.title, exact: true });
      await card.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => scrollY);
      await card.click();
      const heading = page.getByRole('region', { name: 'Meeting details' }).getByRole('heading', { level: 2, name: meeting.title });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement), { timeout: 30_000 }).toBe(true);
      const box = (await heading.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The meeting stands where the list was: the page moved up to it, never tens of thousands of pixels down.
      expect(await page.evaluate(() => scrollY)).toBeLessThanOrEqual(before);
      expect(await page.getByRole('region', { name: 'Meetings' }).isVisible()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
