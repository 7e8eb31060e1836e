/** Every route of the spec at phone and desktop widths: renders, no console errors, no axe violations. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE, signInByApi } from './support/page.ts';
import { registerResident } from '../server/test/factories.ts';

const ROUTES = [
  '/',
  '/login',
  '/register',
  '/meetings',
  '/organizations',
  '/campaigns',
  '/contact-representatives',
  '/contact-representatives/find-district',
  '/signup/notifications',
  '/no-such-page',
];

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('every route at %s width', (_name, viewport) => {
  it.each(ROUTES)('%s renders with no console errors and no axe violations', async (path) => {
    const { page, errors, close } = await openPage(browser, baseUrl, path, viewport);
    try {
      await page.locator('main h1').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // A page that is not there answers 404, which the browser reports as the document's own failed load.
      expect(errors).toEqual(path === '/no-such-page' ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : []);
    } finally {
      await close();
    }
  });
});

describe('the shell', () => {
  it('shows the header links with the exact labels and routes', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      // The spec's routes, under the city's path (decision 145: every city's pages live under /<city>).
      const expected: [string, string][] = [
        ['Home', '/tulsa'],
        ['Meetings', '/tulsa/meetings'],
        ['Organizations', '/tulsa/organizations'],
        ['Campaigns', '/tulsa/campaigns'],
        ['Contact Reps', '/tulsa/contact-representatives'],
        ['Get Notified', '/tulsa/signup/notifications'],
        ['Login / Register', '/tulsa/login'],
      ];
      for (const [label, href] of expected) {
        expect(await nav.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe(href);
      }
    } finally {
      await close();
    }
  });

  it('opens the logo menu by keyboard with both council sites', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const toggle = page.getByRole('button', { name: 'City council websites' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: /Tulsa City Council/ }).first().waitFor();
      await page.getByRole('link', { name: /New York City Council/ }).first().waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('folds the links into a menu button on a phone', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', PHONE);
    try {
      const meetings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Meetings' });
      expect(await meetings.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await meetings.waitFor();
      await meetings.click();
      await page.waitForURL(/\/meetings$/);
    } finally {
      await close();
    }
  });

  it('signed in, fits the header on every width with Logout in reach', async () => {
    const email = `header${Date.now()}@example.org`;
    const password = 'Greenwood-Rising-1921';
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const registered = await registerResident(baseUrl, { email, password, username: `header_${Date.now() % 1e9}`, full_name: 'Alexandria Ocasio Longname-Resident' });
      expect(registered.status).toBe(201);
      await signInByApi(page, email, password);
      for (const width of [1024, 1100, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/meetings', { waitUntil: 'networkidle' });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
        // At most two rows (the bar, then the links), with the welcome line and Logout on screen.
        expect(await page.getByRole('button', { name: 'Open menu' }).isVisible(), `${width} px`).toBe(false);
        expect((await page.getByRole('banner').boundingBox())!.height, `${width} px`).toBeLessThan(120);
        await page.getByText(/^Welcome, /).waitFor();
        const logout = page.getByRole('button', { name: 'Logout' });
        const box = (await logout.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
    } finally {
      await close();
    }
  });

  it('on a phone the chat button steps aside while a field of the page has focus', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/contact-representatives/find-district', PHONE);
    try {
      const chat = page.getByRole('button', { name: 'Open the civic assistant' });
      await chat.waitFor();
      const field = page.locator('main input').first();
      await field.focus();
      await expect.poll(() => chat.isVisible()).toBe(false);
      await field.blur();
      await expect.poll(() => chat.isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('shows the two-city sentence in the footer', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      expect(await page.getByRole('contentinfo').textContent()).toContain(
        'Connecting residents of Tulsa and New York City to city government and neighborhood organizations.',
      );
    } finally {
      await close();
    }
  });
});
