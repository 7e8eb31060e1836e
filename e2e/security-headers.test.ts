/**
 * The security headers as a browser receives them, and the Content-Security-Policy doing its job: the built app
 * runs under it with no violation, and a script injected into the page is refused.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DESKTOP, openPage } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('security headers and CSP in the browser', () => {
  it('serves the app with a strict policy and the usual protections', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const response = await page.goto('/meetings', { waitUntil: 'networkidle' });
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("'unsafe-inline'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cache-control']).toBe('no-cache');
    } finally {
      await close();
    }
  });

  it('refuses an injected inline script and reports no violation from the app itself', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
      await page.evaluate(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { reportViolation(v: string): void }).reportViolation(e.violatedDirective);
        });
      });
      // Nothing of ours violates the policy while navigating the app.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organizations' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // An injected inline script (what an XSS would try) does not run.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.appendChild(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
      expect(violations[0]).toMatch(/^script-src/);
    } finally {
      await close();
    }
  });
});
