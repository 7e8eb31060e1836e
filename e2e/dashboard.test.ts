/**
 * The dashboard in the browser: real counts (upcoming meetings, unread notifications), Recent Activity, the
 * Active Campaigns empty and failure states, and the admin screen creating an organization residents then see.
 */
import { createDatabase } from '../server/db/database.ts';
import { createResident as createResidentIn } from '../server/test/factories.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
// E2E_DATA_DIR pairs with E2E_BASE_URL when the tests target a server started by hand.
const dataDir = inject('dataDir') || process.env.E2E_DATA_DIR || '';
const db = createDatabase({ dataDir });

const createResident = (role: 'resident' | 'admin' = 'resident') => createResidentIn(db, { label: 'dash', role });

async function openSignedIn(path: string, token: string, viewport = DESKTOP) {
  const opened = await openPage(browser, baseUrl, '/', viewport);
  await opened.page.evaluate((t) => localStorage.setItem('token', t), token);
  await opened.page.goto(path, { waitUntil: 'networkidle' });
  return opened;
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

describe('dashboard', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows real counts and the empty states, accessible at %s width', async (_name, viewport) => {
    const who = await createResident();
    const now = new Date().toISOString();
    await db.insertInto('notifications').values([
      { user_id: who.id, kind: 'meeting', title: 'Council meets Wednesday', body: 'Agenda posted.', link: null, created_at: now, read_at: null },
      { user_id: who.id, kind: 'meeting', title: 'Old', body: 'Read already.', link: null, created_at: now, read_at: now },
    ]).execute();
    const { page, errors, close } = await openSignedIn('/dashboard', who.token, viewport);
    try {
      const summary = await (await page.request.get('/api/v1/dashboard/summary', { headers: { authorization: `Bearer ${who.token}` } })).json();
      expect(summary.upcoming_meetings.count).toBeGreaterThan(0);
      const meetings = region(page, 'Upcoming Meetings');
      await meetings.getByText(`${summary.upcoming_meetings.count} meetings scheduled in the next 30 days`).waitFor();
      const first = summary.upcoming_meetings.items[0];
      expect(await meetings.getByRole('link', { name: first.title }).first().getAttribute('href')).toBe(`/tulsa/meetings/${first.id}`);
      await region(page, 'Notifications').getByText('1 unread notification', { exact: true }).waitFor();
      await region(page, 'Active Campaigns').getByText('No active campaigns found.').waitFor();
      await region(page, 'Recent Activity').getByText(/No activity yet/).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists recent joins and connections with links', async () => {
    const who = await createResident();
    const headers = { authorization: `Bearer ${who.token}` };
    const { page, close } = await openSignedIn('/', who.token);
    try {
      const campaigns = await (await page.request.get('/api/v1/campaigns/')).json();
      await page.request.post(`/api/v1/campaigns/${campaigns[0].id}/join`, { headers });
      const orgs = await (await page.request.get('/api/v1/organizations/')).json();
      await page.request.put(`/api/v1/organizations/${orgs.items[0].id}/connection`, { headers });
      await page.goto('/dashboard', { waitUntil: 'networkidle' });
      const activity = region(page, 'Recent Activity');
      expect(await activity.getByRole('link', { name: orgs.items[0].name }).getAttribute('href')).toBe(`/tulsa/organizations/${orgs.items[0].slug}`);
      expect(await activity.getByRole('link', { name: campaigns[0].title }).getAttribute('href')).toBe(`/tulsa/campaigns/${campaigns[0].id}`);
      await activity.getByText(/You joined the campaign/).waitFor();
    } finally {
      await close();
    }
  });

  it("raises 'Failed to load your campaigns' when the summary cannot load", async () => {
    const who = await createResident();
    const { page, close } = await openSignedIn('/', who.token);
    try {
      await page.route('**/api/v1/campaigns/me/subscriptions', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByText('Failed to load your campaigns', { exact: true }).waitFor();
      await region(page, 'Active Campaigns').getByText('No active campaigns found.').waitFor();
    } finally {
      await close();
    }
  });

  it('lets an admin create an organization that residents then see, and keeps residents out', async () => {
    const resident = await createResident();
    const residentPage = await openSignedIn('/admin', resident.token);
    try {
      await residentPage.page.getByText('This page is for administrators only.').waitFor();
    } finally {
      await residentPage.close();
    }

    const admin = await createResident('admin');
    const { page, errors, close } = await openSignedIn('/admin', admin.token);
    try {
      const slug = `e2e-garden-${Date.now()}`;
      await page.getByRole('button', { name: 'New organization' }).click();
      const form = page.getByRole('form', { name: 'New organization' });
      await form.getByLabel('Name', { exact: true }).fill('E2E Community Garden');
      await form.getByLabel('Slug', { exact: true }).fill(slug);
      await form.getByLabel('Description', { exact: true }).fill('Neighbors growing food together.');
      await form.getByLabel('Environment', { exact: true }).check();
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved E2E Community Garden.').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/organizations/${slug}`, { waitUntil: 'networkidle' });
      await page.getByRole('complementary', { name: 'E2E Community Garden' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
