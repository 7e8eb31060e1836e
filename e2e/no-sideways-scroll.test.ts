/**
 * Issue 22's first "done when": no route of the app scrolls sideways at 375, 768, 1024, 1280 or 1920 px, signed out
 * or signed in. Every route of web/src/app/routes.tsx is visited, detail pages with a real record of the seeded city
 * (a meeting with votes, a councilor, an organization, a campaign). One browser and one page per width and
 * sign-in state; a failure lists every route that overflowed and the elements that stick out.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { signInByApi } from './support/page.ts';
import { registerResident } from '../server/test/factories.ts';

const WIDTHS = [375, 768, 1024, 1280, 1920];
const baseUrl = inject('baseUrl');

let browser: Browser;
let routes: string[];
const account = { email: `sideways${Date.now()}@example.org`, password: 'Greenwood-Rising-1921' };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every route of the router, with a real record for each one that shows a record. */
async function everyRoute(): Promise<string[]> {
  const meetings = await api<{ items: { id: number; has_votes: boolean }[] }>('/meetings/?limit=100');
  const meeting = meetings.items.find((m) => m.has_votes) ?? meetings.items[0]!;
  const organizations = await api<{ items: { slug: string }[] }>('/organizations');
  const campaigns = await api<{ id: number }[]>('/campaigns');
  return [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=not-a-real-token',
    '/verify-email?token=not-a-real-token',
    '/meetings',
    `/meetings/${meeting.id}`,
    `/meetings/${meeting.id}?reading=wide`,
    '/councilors/4',
    '/votes/split',
    '/votes/compare?a=Bellis&b=Lakin',
    '/organizations',
    `/organizations/${organizations.items[0]!.slug}`,
    '/campaigns',
    `/campaigns/${campaigns[0]!.id}`,
    '/contact-representatives',
    '/contact-representatives/find-district',
    '/signup/notifications',
    '/subscriptions/manage?token=not-a-real-token',
    '/subscriptions/confirm?token=not-a-real-token',
    '/follow/confirm?token=not-a-real-token',
    '/dashboard',
    '/profile',
    '/notifications',
    '/admin',
    '/admin/reports',
    '/corrections',
    '/status',
    '/no-such-page',
  ];
}

/** How far the page scrolls sideways, and the elements whose right edge passes the viewport. */
async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 1 && box.width > 0 && culprits.length < 5) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
        culprits.push(`${name} (right ${Math.round(box.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  routes = await everyRoute();
  const registered = await registerResident(baseUrl, { ...account, username: `sideways_${Date.now() % 1e9}`, full_name: 'Alexandria Ocasio Longname-Resident' });
  expect(registered.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['signed out', false],
  ['signed in', true],
])('no route scrolls sideways, %s', (_label, signedIn) => {
  it.each(WIDTHS)('at %i px', { timeout: 180_000 }, async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      if (signedIn) await signInByApi(page, account.email, account.password);
      const failures: string[] = [];
      for (const route of routes) {
        await page.goto(route, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor();
        const { scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > width) failures.push(`${route}: ${scrollWidth} px wide; ${culprits.join(', ')}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
