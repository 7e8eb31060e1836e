/**
 * Campaigns in the browser: Join Campaign → Joining... → Joined through the Sign In to Join Campaign prompt, the
 * dashboard listing it with its badge, '+1 more campaigns' with 4, Leave, the failure toast, and the sample-data
 * fallback with its notice when the API is down.
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

const createResident = () => createResidentIn(db, { label: 'camp' });

async function signInWithToken(page: Page, token: string) {
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload({ waitUntil: 'networkidle' });
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const activeCard = (page: Page) => page.getByRole('region', { name: 'Active Campaigns' });

const TREES = 'Plant 1,000 Street Trees This Season';
const LIBRARY = 'Keep Library Branches Open Evenings and Weekends';
const SIDEWALKS = 'Sidewalks in the Next Improve Our Tulsa Package';
/** A built-in sample campaign (web/src/features/campaigns/data), shown while the API is down. */
const SAMPLE_SIDEWALKS = 'Sidewalks Near Schools, Bus Stops and Parks';
const BUSES = 'More Frequent Buses on Busy Routes';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('campaigns', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows the grid, accessible at %s width', async (_name, viewport) => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/campaigns', viewport);
    try {
      await page.getByRole('heading', { level: 1, name: 'Advocacy Campaigns' }).waitFor();
      expect(await page.getByRole('article').count()).toBe(12);
      // Closed and completed campaigns show no join button.
      expect(await card(page, 'Winter Coat and Food Drive').getByRole('button').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('asks a visitor to sign in, then joins (Joining... → Joined), and the dashboard lists it with its badge', async () => {
    const who = await createResident();
    const { page, errors, close } = await openPage(browser, baseUrl, '/campaigns', DESKTOP);
    try {
      await card(page, TREES).getByRole('button', { name: 'Join Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign In to Join Campaign' });
      await dialog.waitFor();
      // Hold the join answer so the pending label can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/campaigns/*/join', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByLabel('Email').fill(who.email);
      await dialog.getByRole('textbox', { name: 'Password' }).fill(RESIDENT_PASSWORD);
      await dialog.getByRole('button', { name: 'Sign In' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await card(page, TREES).getByRole('button', { name: 'Joining...' }).waitFor();
      release();
      const joined = card(page, TREES).getByRole('button', { name: 'Joined' });
      await joined.waitFor();
      expect(await joined.isDisabled()).toBe(true);

      await page.goto('/dashboard');
      await activeCard(page).getByText('You are participating in 1 campaign', { exact: true }).waitFor();
      const item = activeCard(page).getByRole('listitem').filter({ hasText: TREES });
      // Category and role as words, not their stored codes ("environment", "member").
      await item.getByText('Environment', { exact: true }).waitFor();
      await item.getByText('Member', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows '+1 more campaigns' with 4, and Leave takes one away", async () => {
    const who = await createResident();
    const { page, errors, close } = await openPage(browser, baseUrl, '/campaigns', PHONE);
    try {
      await signInWithToken(page, who.token);
      for (const title of [TREES, LIBRARY, SIDEWALKS, BUSES]) {
        await card(page, title).getByRole('button', { name: 'Join Campaign' }).click();
        await card(page, title).getByRole('button', { name: 'Joined' }).waitFor();
      }
      await page.goto('/dashboard');
      await activeCard(page).getByText('You are participating in 4 campaigns', { exact: true }).waitFor();
      expect(await activeCard(page).getByRole('listitem').count()).toBe(3);
      await activeCard(page).getByText('+1 more campaigns', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/campaigns');
      await card(page, LIBRARY).getByRole('button', { name: `Leave ${LIBRARY}` }).click();
      await card(page, LIBRARY).getByRole('button', { name: 'Join Campaign' }).waitFor();
      await page.goto('/dashboard');
      await activeCard(page).getByText('You are participating in 3 campaigns', { exact: true }).waitFor();
      expect(await activeCard(page).getByText(/more campaigns/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the failure toast when joining fails', async () => {
    const who = await createResident();
    const { page, close } = await openPage(browser, baseUrl, '/campaigns', DESKTOP);
    try {
      await signInWithToken(page, who.token);
      await page.route('**/api/v1/campaigns/*/join', (route) => route.fulfill({ status: 500, body: '{}' }));
      await card(page, BUSES).getByRole('button', { name: 'Join Campaign' }).click();
      await page.getByText('Failed to join campaign. Please try again.').waitFor();
      await card(page, BUSES).getByRole('button', { name: 'Join Campaign' }).waitFor();
    } finally {
      await close();
    }
  });

  it('opens a campaign from its deep link', async () => {
    const [row] = await db.selectFrom('campaigns').select('id').where('title', '=', TREES).execute();
    const { page, close } = await openPage(browser, baseUrl, `/campaigns/${row!.id}`, PHONE);
    try {
      const panel = page.getByRole('complementary', { name: TREES });
      await panel.waitFor();
      await panel.getByRole('link', { name: 'Up With Trees' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('falls back to sample campaigns with a notice when the API is down', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      // The browser renders the page itself (as when server rendering is off), so it meets the API being down.
      await renderInBrowserOnly(page);
      await page.route(/\/api\/v1\/campaigns\//, (route) => route.abort('connectionrefused'));
      await page.goto('/tulsa/campaigns');
      await page.getByText(/Showing sample campaigns/).waitFor();
      expect(await page.getByRole('article').count()).toBe(6);
      expect(await card(page, SAMPLE_SIDEWALKS).getByRole('button', { name: 'Join Campaign' }).isDisabled()).toBe(true);
      // Once the API answers again, Try again loads the real list.
      await page.unroute(/\/api\/v1\/campaigns\//);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.getByRole('article').count()).toBe(12);
    } finally {
      await context.close();
    }
  });
});
