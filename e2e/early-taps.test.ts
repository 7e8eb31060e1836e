/**
 * Issue 38: a tap made after a server-rendered page shows but before its app has hydrated is not lost. On a
 * phone with a 4x slower CPU, the app's entry module is held back (so "before hydration" does not depend on the
 * machine's speed); 300 ms after the first paint the chat toggle is tapped and the status filter changed; once
 * the module is let through and the app hydrates, both take effect, once. Words typed in a search box while the
 * module is held are used once it runs (the meetings search on Search, the organizations filter at once).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEY } from '../contract/early-taps.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the app's entry module back until the returned function is called: until then the page is the server's. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the app has hydrated: it has taken the early taps' record over. */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], EARLY_TAPS_KEY), { timeout: 30_000 }).toBeNull();
}

it('replays the chat toggle and a filter tapped 300 ms after the first paint, before hydration', async () => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdTheApp(page);

    await page.goto('/meetings', { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 30_000 }).toBe(1);
    const paintedAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    await page.waitForFunction((at) => performance.now() >= at + 300, paintedAt);
    await page.getByRole('button', { name: 'Open the civic assistant' }).tap();
    await page.getByLabel('Status').selectOption('all');
    const remembered = () => page.evaluate((key) => (window as unknown as Record<string, unknown[] | null>)[key]?.length ?? null, EARLY_TAPS_KEY);
    expect(await remembered()).toBe(2);

    release();
    await expect.poll(remembered, { timeout: 30_000 }).toBeNull();
    await expect.poll(() => page.getByRole('button', { name: 'Close the civic assistant' }).getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), { timeout: 15_000 }).toBe('all');
    await expect.poll(() => page.getByLabel('Status').inputValue(), { timeout: 15_000 }).toBe('all');
    // Replayed once (a second click would have closed the assistant again), and the page is sound.
    expect(await page.getByRole('button', { name: 'Close the civic assistant' }).getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

it('takes a double tap before hydration as one: the toggle shows the tap at once and opens once the app runs', async () => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const release = await holdTheApp(page);

    await page.goto('/meetings', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open the civic assistant' });
    await toggle.tap();
    // Pressed at once, before the app answers it.
    expect(await toggle.getAttribute(EARLY_TAP_ATTRIBUTE)).toBe('');
    await toggle.tap();
    const remembered = () => page.evaluate((key) => (window as unknown as Record<string, unknown[] | null>)[key]?.length ?? null, EARLY_TAPS_KEY);
    expect(await remembered()).toBe(1);

    release();
    await hydrated(page);
    const close = page.getByRole('button', { name: 'Close the civic assistant' });
    await expect.poll(() => close.getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(await close.getAttribute(EARLY_TAP_ATTRIBUTE)).toBeNull();
  } finally {
    await context.close();
  }
});

it('searches for words typed in the box before hydration when Search is tapped after it', async () => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const release = await holdTheApp(page);

    await page.goto('/meetings?status=all', { waitUntil: 'commit' });
    await page.getByLabel('Search meetings').fill('parade');
    release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 }).toBe('parade');
    await page.getByRole('region', { name: 'Meetings' }).locator('mark').first().waitFor();
  } finally {
    await context.close();
  }
});

it('filters the organizations by words typed in the box before hydration', async () => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const release = await holdTheApp(page);

    await page.goto('/organizations', { waitUntil: 'commit' });
    await page.getByLabel('Search organizations').fill('united way');
    release();
    await hydrated(page);
    await page.getByRole('status').filter({ hasText: /^1 organization$/ }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
  } finally {
    await context.close();
  }
});
