/**
 * Issue 22's first "done when": no route of the app scrolls sideways at 375, 768, 1024, 1280 or 1920 px, signed out
 * or signed in. Every route of web/src/app/routes.tsx is visited (support/route-walk.ts), detail pages with a
 * real record of the seeded city (a meeting with votes, a councilor, an organization, a campaign). One browser
 * and one page per width and sign-in state; a failure lists every route that overflowed and the elements that
 * stick out.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { appRoutes, openWalkPage, overflow } from './support/route-walk.ts';
import { registerResident } from '../server/test/factories.ts';

const WIDTHS = [375, 768, 1024, 1280, 1920];
const baseUrl = inject('baseUrl');

let browser: Browser;
let routes: string[];
const account = { email: `sideways${Date.now()}@example.org`, password: 'Greenwood-Rising-1921' };

beforeAll(async () => {
  browser = await launchBrowser();
  const { open, account: accountRoutes } = await appRoutes(baseUrl);
  routes = [...open, ...accountRoutes];
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
    const walk = await openWalkPage(browser, baseUrl, { width, ...(signedIn ? { account } : {}) });
    try {
      const failures: string[] = [];
      for (const route of routes) {
        await walk.visit(route);
        const { scrollWidth, culprits } = await overflow(walk.page);
        if (scrollWidth > width) failures.push(`${route}: ${scrollWidth} px wide; ${culprits.join(', ')}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await walk.close();
    }
  });
});
