/**
 * Helpers for browser tests: a page at a given width that records console errors and failed requests, and an
 * axe-core check (WCAG 2.1 AA) that fails with a readable list of violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<TestPage> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  // Fail fast: a missing element should fail the test in seconds, not minutes.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, context, errors, close: () => context.close() };
}

/** Runs axe with the WCAG 2.1 A and AA rules; returns violations formatted one per line. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

/** Signs in through the API and stores the token where the app looks for it, so a test starts signed in. */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login/email', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  await page.evaluate((token) => window.localStorage.setItem('token', token), access_token);
}

/**
 * Pages come without their server-rendered state, so the browser renders them itself and fetches its data, as
 * it does when server rendering is off or failed: for tests of what the app does when the API fails in the
 * browser (demo mode), which a server-rendered page, arriving with its data, would never reach. Open a page at its
 * own address (under its city's path, decision 145): an old address's redirect would be followed here and the new
 * page drawn at the old address, where the router's base does not match.
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="application\/json" id="server-state">[^]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
}

/**
 * Waits until React owns `locator`'s element (it then carries React's props): a link the app answers in place
 * (whole-page.ts) is followed as a plain link before that, as without JavaScript.
 */
export async function untilHydrated(locator: Locator, timeout = 30_000): Promise<void> {
  const element = await locator.elementHandle({ timeout });
  await locator.page().waitForFunction((el) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactProps$')), element, { timeout });
}
