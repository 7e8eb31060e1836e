/**
 * The public data status page in the browser: reached from the footer, it tells whether the city's sources were
 * read recently and names the newest minutes on record; no axe violation at phone and desktop widths.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('data status', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`is linked from the footer and reads well at ${viewport.width} px`, async () => {
      const { page, errors, close } = await openPage(browser, baseUrl, '/', viewport);
      try {
        await page.getByRole('contentinfo').getByRole('link', { name: 'Data status' }).click();
        await page.getByRole('heading', { level: 1, name: 'Data status' }).waitFor();
        // The browser tests run with the scheduled sync off: the page says so rather than claiming freshness.
        await page.getByRole('status').filter({ hasText: 'turned off' }).waitFor();
        await page.getByRole('heading', { name: 'Newest documents' }).waitFor();
        expect(await page.getByText('Newest minutes').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
