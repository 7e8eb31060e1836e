/**
 * Launches headless Chromium for browser tests and screenshots: CHROMIUM_PATH when set (e.g. Debian's
 * /usr/bin/chromium), else the build shipped inside the @sparticuz/chromium npm package (no download). The
 * package's own launch args include --single-process, which breaks a second browser context, so ordinary
 * headless flags are used instead.
 *
 * E2E_CPU_THROTTLE=N slows every page's CPU N times (Chrome's own throttling), as on a cheap phone or a loaded CI
 * machine: races between a test and the page's rendering show up on a laptop (a test typed into the sign-in form
 * while the URL already said /forgot-password, found this way).
 */
import chromium from '@sparticuz/chromium';
import { type Browser, chromium as playwright } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-zygote',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  // Test files start in parallel: while one is still writing the unpacked binary, another's spawn fails with
  // ETXTBSY (seen in CI). That is a race on the file, not a broken browser, so try again a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return throttled(await playwright.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }));
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('ETXTBSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

function throttled(browser: Browser): Browser {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
  if (!(rate > 1)) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', (page) => {
      void context.newCDPSession(page).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }));
    });
    return context;
  };
  return browser;
}
