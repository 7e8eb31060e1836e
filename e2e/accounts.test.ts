/** Accounts in the browser: register, reload, logout, the protected-page round trip and the password reset. */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let n = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function newResident() {
  n++;
  const id = `${Date.now()}${n}`;
  return { name: `Rosa Parks ${id}`, username: `rosa_${id}`, email: `rosa${id}@example.org`, password: 'Route-66-Kendall-Whittier' };
}

async function register(page: Page, who: ReturnType<typeof newResident>) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe('accounts', () => {
  it('registers, lands on the dashboard, stays signed in after a reload, and logs out', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      const who = newResident();
      await register(page, who);
      await page.getByText(`Welcome, ${who.name}.`, { exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByText(`Welcome, ${who.name}.`, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/tulsa/dashboard');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Login / Register' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stops a mismatched password on the form without sending anything', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/register', PHONE);
    try {
      let posted = false;
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/auth/register')) posted = true;
      });
      await page.getByLabel('Full name').fill('Test Person');
      await page.getByLabel('Username').fill('test_person');
      await page.getByLabel('Email').fill('test@example.org');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Long-Enough-Password');
      await page.getByLabel('Confirm password').fill('Different-Password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Passwords do not match').first().waitFor();
      expect(posted).toBe(false);
    } finally {
      await close();
    }
  });

  it('sends a visitor from a protected page to login and back to it after sign-in', async () => {
    const who = newResident();
    const setup = await openPage(browser, baseUrl, '/', DESKTOP);
    await register(setup.page, who);
    await setup.close();

    const { page, close } = await openPage(browser, baseUrl, '/profile', DESKTOP);
    try {
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email').fill(who.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-here');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Login failed. Please check your credentials.').waitFor();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/profile$/);
      await page.getByText('Login successful!').waitFor();
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
      expect(await page.getByText('Not provided').count()).toBe(2);
      // Back does not return to the login page: the redirect replaced it.
      await page.goBack();
      expect(new URL(page.url()).pathname).not.toBe('/tulsa/login');
    } finally {
      await close();
    }
  });

  it('resets a forgotten password through the emailed link', async () => {
    const who = newResident();
    const setup = await openPage(browser, baseUrl, '/', DESKTOP);
    await register(setup.page, who);
    await setup.close();

    const { page, close } = await openPage(browser, baseUrl, '/login', DESKTOP);
    try {
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL(/\/forgot-password$/);
      // The URL changes before the new page is drawn (React Router renders in a transition): on a loaded machine
      // the sign-in form, with its own Email field, is still on screen for a moment. Seen with CPU throttling.
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(who.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(/a link to reset the password is on its way/).waitFor();

      const outbox = new SqliteDatabase(path.join(dataDir, 'civic-commons.sqlite'), { readonly: true });
      let link = '';
      try {
        await expect
          .poll(
            () => {
              const row = outbox
                .prepare("select text_body from outbox where recipient = ? and text_body like '%reset-password%' order by id desc limit 1")
                .get(who.email) as { text_body: string } | undefined;
              link = /(http\S+\/reset-password\?token=\S+)/.exec(row?.text_body ?? '')?.[1] ?? '';
              return link;
            },
            { timeout: 15_000, interval: 250 },
          )
          .not.toBe('');
      } finally {
        outbox.close();
      }
      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Gathering-Place-2026');
      await page.getByLabel('Confirm new password').fill('Gathering-Place-2026');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email').fill(who.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Gathering-Place-2026');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/dashboard$/);
    } finally {
      await close();
    }
  });

  it("lists the signed-in resident's meeting alerts on Profile and manages one without the emailed link", async () => {
    const who = newResident();
    const { page, close } = await openPage(browser, baseUrl, '/', DESKTOP);
    try {
      await register(page, who);
      // The resident opened the link mailed at registration: only a verified email is theirs to sign up at once.
      const sqlite = new SqliteDatabase(path.join(dataDir, 'civic-commons.sqlite'));
      try {
        sqlite.prepare('update users set email_verified_at = ? where email = ?').run(new Date().toISOString(), who.email);
      } finally {
        sqlite.close();
      }
      const topics = (await (await page.request.get('/api/v1/subscriptions/topics')).json()) as { id: number }[];
      // Signed in (the bearer token the app keeps), so the verified address is the resident's at once.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const signup = await page.request.post('/api/v1/subscriptions/signup', {
        headers: { authorization: `Bearer ${token}` },
        data: { full_name: who.name, email: who.email, interested_topics: [String(topics[0]!.id)] },
      });
      expect(signup.status()).toBe(201);
      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Meeting alerts' }).waitFor();
      await page.getByText(`Alerts to ${who.email} by email`).waitFor();
      await page.getByRole('link', { name: 'Manage' }).click();
      await page.waitForURL(/\/subscriptions\/manage\?id=\d+$/);
      await page.getByText(`Alerts go to ${who.email}.`).waitFor();
    } finally {
      await close();
    }
  });
});

