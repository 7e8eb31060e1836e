/**
 * Organizations in the browser: the grid (3 focus areas a card), filters, the detail panel and deep link, the
 * Connect control through the Sign In to Connect prompt, the failure toast, and the sample-data fallback.
 */
import { createDatabase } from '../server/db/database.ts';
import { createResident as createResidentIn, RESIDENT_PASSWORD } from '../server/test/factories.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE, renderInBrowserOnly } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
// E2E_DATA_DIR pairs with E2E_BASE_URL when the tests target a server started by hand.
const dataDir = inject('dataDir') || process.env.E2E_DATA_DIR || '';
const db = createDatabase({ dataDir });

const createResident = () => createResidentIn(db, { label: 'org' });

async function signInWithToken(page: Page, token: string) {
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload({ waitUntil: 'networkidle' });
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('organizations', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows the seeded grid with at most 3 focus areas a card, accessible at %s width', async (_name, viewport) => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/organizations', viewport);
    try {
      await page.getByRole('heading', { level: 1, name: 'Community Organizations' }).waitFor();
      const cards = page.getByRole('article');
      expect(await cards.count()).toBe(21);
      for (const list of await page.getByRole('list', { name: 'Focus areas' }).all()) {
        expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      }
      // Tulsa Area United Way has exactly 3 focus areas in the seed; one with 4 would show only 3.
      expect(await card(page, 'Tulsa Area United Way').getByRole('listitem').allTextContents()).toEqual([
        'Community Building',
        'Education',
        'Healthcare',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('filters by type, focus area and words', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/organizations', DESKTOP);
    try {
      await page.getByLabel('Type').selectOption('cultural');
      const cultural = await page.getByRole('article').count();
      expect(cultural).toBeGreaterThan(0);
      expect(cultural).toBeLessThan(21);
      await page.getByLabel('Type').selectOption('');
      await page.getByLabel('Search organizations').fill('united way');
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      await page.getByText('1 organization', { exact: true }).waitFor();
      await page.getByLabel('Search organizations').fill('zzzz no such');
      await page.getByText('No organizations match these filters.').waitFor();
    } finally {
      await close();
    }
  });

  it('opens the detail panel from a deep link with the fields on record, leaving out the empty ones', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/organizations/tulsa-area-united-way', PHONE);
    try {
      const panel = page.getByRole('complementary', { name: 'Tulsa Area United Way' });
      await panel.waitFor();
      for (const label of ['Focus areas', 'Service areas', 'Contact', 'Website']) {
        await panel.getByText(label, { exact: true }).waitFor();
      }
      // The seed has no sourced email, phone, address, founding year or member count for it: no blank fields.
      for (const label of ['Founded', 'Members', 'Email', 'Phone', 'Address']) {
        expect(await panel.getByText(label, { exact: true }).count(), label).toBe(0);
      }
      expect(await panel.getByText('Not provided').count()).toBe(0);
      await panel.getByText(/written for Civic Commons from the organization's public description and website/).waitFor();
      await panel.getByText('✓ Verified organization').waitFor();
      expect(await panel.getByRole('link', { name: /tauw\.org/ }).getAttribute('target')).toBe('_blank');
      expect(await axeViolations(page)).toEqual([]);
      await panel.getByRole('link', { name: 'Close details' }).click();
      await page.waitForURL(/\/organizations$/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps keyboard focus inside the sign-in prompt, closes it with Escape and returns focus to Connect', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/organizations', DESKTOP);
    try {
      const connect = card(page, 'Up With Trees').getByRole('button', { name: 'Connect', exact: true });
      await connect.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Sign In to Connect' });
      await dialog.waitFor();
      const focusInDialog = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
      expect(await focusInDialog()).toBe(true);
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe('Connect');
    } finally {
      await close();
    }
  });

  it('asks a visitor to sign in, then connects and keeps the connection after a reload', async () => {
    const who = await createResident();
    const { page, errors, close } = await openPage(browser, baseUrl, '/organizations', DESKTOP);
    try {
      const org = card(page, 'Up With Trees');
      await org.getByRole('button', { name: 'Connect', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Connect' });
      await dialog.waitFor();
      await dialog.getByLabel('Email').fill(who.email);
      await dialog.getByRole('textbox', { name: 'Password' }).fill(RESIDENT_PASSWORD);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const connected = org.getByRole('button', { name: 'Connected' });
      await connected.waitFor();
      expect(await connected.getAttribute('aria-pressed')).toBe('true');
      await page.reload({ waitUntil: 'networkidle' });
      await card(page, 'Up With Trees').getByRole('button', { name: 'Connected' }).waitFor();
      // And it toggles back, with the pending state in between.
      await card(page, 'Up With Trees').getByRole('button', { name: 'Connected' }).click();
      await card(page, 'Up With Trees').getByRole('button', { name: 'Connect', exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the failure toast when the connection cannot be saved', async () => {
    const who = await createResident();
    const { page, close } = await openPage(browser, baseUrl, '/organizations', DESKTOP);
    try {
      await signInWithToken(page, who.token);
      await page.route('**/api/v1/organizations/*/connection', (route) => route.fulfill({ status: 500, body: '{}' }));
      await card(page, 'Tulsa Area United Way').getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByText('Failed to update connection. Please try again.').waitFor();
      await card(page, 'Tulsa Area United Way').getByRole('button', { name: 'Connect', exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  it('falls back to the built-in sample organizations when the API is down', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      // The browser renders the page itself (as when server rendering is off), so it meets the API being down.
      await renderInBrowserOnly(page);
      await page.route(/\/api\/v1\/organizations\//, (route) => route.abort('connectionrefused'));
      await page.goto('/tulsa/organizations');
      // The server's page (the seeded organizations) shows first; the app then replaces it with the samples.
      await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBe(6);
      await card(page, 'Sample Community Fund').waitFor();
      // Samples are never passed off as the record: the page says so, and they cannot be connected to.
      await page.getByRole('status').filter({ hasText: 'Showing sample organizations' }).waitFor();
      expect(await card(page, 'Sample Community Fund').getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
