/**
 * Signed-in devices on Profile (issue 35): a resident signed in on two browsers ends the other one from the
 * first, and the other is sent to /login at its next navigation; the section passes axe and fits 375 px.
 * With SCREENSHOT_DIR set, the section is saved at 375 and 1280 px for a person to look at.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../server/db/database.ts';
import { createResident, RESIDENT_PASSWORD } from '../server/test/factories.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir') || process.env.E2E_DATA_DIR || '';
const db = createDatabase({ dataDir });
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

/** Signs in through the login form, as a resident does, so the session records this browser. */
async function signInWithForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(RESIDENT_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard$/);
}

const section = (page: Page) => page.getByRole('region', { name: 'Signed-in devices' });

async function checkLayout(page: Page, width: number) {
  await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
  await section(page).getByRole('listitem').first().waitFor();
  expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOT_DIR) await section(page).screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `signed-in-devices-${width}.png`) });
}

describe('signed-in devices', () => {
  it("ends the other browser's session from the first, which then lands on /login; axe clean at 375 and 1280 px", async () => {
    const resident = await createResident(db, { label: 'devices' });
    const first = await openPage(browser, baseUrl, '/', DESKTOP);
    const phoneContext = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, userAgent: ANDROID_CHROME });
    phoneContext.setDefaultTimeout(15_000);
    const phone = await phoneContext.newPage();
    try {
      await signInWithForm(first.page, resident.email);
      await signInWithForm(phone, resident.email);

      await first.page.goto('/profile', { waitUntil: 'networkidle' });
      const devices = section(first.page);
      // This browser, the phone, and the factory's session (no User-Agent: an unknown device).
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(3);
      const here = devices.getByRole('listitem').filter({ hasText: 'This device' });
      await expect.poll(() => here.textContent()).toContain('Chrome on Linux');
      expect(await here.getByRole('button').count()).toBe(0);
      for (const width of [PHONE.width, DESKTOP.width]) await checkLayout(first.page, width);

      const phoneRow = devices.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
      await phoneRow.getByRole('button', { name: 'End' }).click();
      await first.page.getByText('Signed out Chrome on Android.').waitFor();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
      // Focus goes back to the section's heading, since the button that had it is gone.
      expect(await first.page.evaluate(() => document.activeElement?.textContent)).toBe('Signed-in devices');

      // The phone's next navigation inside the app asks again and is sent to sign in.
      await phone.getByRole('link', { name: 'Profile' }).first().click();
      await phone.waitForURL(/\/login$/);
      expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();

      await devices.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await devices.getByText('You are not signed in anywhere else.').waitFor();
      expect((await fetch(`${baseUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${resident.token}` } })).status).toBe(401);
      await first.page.reload({ waitUntil: 'networkidle' });
      await section(first.page).getByText('This device').waitFor();
      expect(first.errors.filter((e) => !/401/.test(e))).toEqual([]);
    } finally {
      await phoneContext.close();
      await first.close();
    }
  });
});
