/**
 * The meeting-alert sign-up wizard (spec §2, §5, §8) at phone and desktop widths, and the manage link: read
 * from the local outbox through the admin API, opened, used to change preferences and to unsubscribe.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let n = 0;
const newEmail = () => `alerts-${Date.now()}-${++n}@example.org`;
const alertText = (page: Page) => page.getByRole('alert').first().textContent();

async function fillContact(page: Page, email: string, phone = '') {
  await page.getByLabel('Full name').fill('Ada Resident');
  await page.getByLabel('Email address').fill(email);
  if (phone) await page.getByLabel(/Phone number/).fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function pickTopicAndContinue(page: Page) {
  await page.getByRole('checkbox', { name: /Libraries/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('the signup wizard at %s width', (_name, viewport) => {
  it('checks each step with the spec messages, then signs up and resets for another person', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/signup/notifications', viewport);
    try {
      await page.getByRole('heading', { name: 'Get Meeting Alerts' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => alertText(page)).toBe('Please fill in your name and email address.');
      await page.getByLabel('Full name').fill('Ada Resident');
      await page.getByLabel('Email address').fill('ada@example');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => alertText(page)).toBe('Please enter a valid email address.');
      expect(await axeViolations(page)).toEqual([]);

      const email = newEmail();
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Next' }).click();

      // Step 2: categories education, health and community open; the others closed.
      await page.getByRole('checkbox', { name: /Libraries/ }).waitFor();
      expect(await page.getByRole('checkbox', { name: /Mental Health/ }).isVisible()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /Neighborhoods/ }).isVisible()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /Police/ }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => alertText(page)).toBe('Please select at least one topic of interest.');
      expect(await axeViolations(page)).toEqual([]);
      await pickTopicAndContinue(page);

      // Step 3: the spec defaults, SMS disabled without a phone number.
      expect(await page.getByRole('checkbox', { name: 'Regular Council meetings' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Email' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'SMS (text message)' }).isDisabled()).toBe(true);
      expect(await page.getByRole('radio', { name: '24 hours (recommended)' }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: 'Email' }).uncheck();
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect.poll(() => alertText(page)).toBe('Please enable at least one notification method (SMS or Email).');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('checkbox', { name: 'Email' }).check();
      await page.getByRole('radio', { name: '48 hours' }).check();
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await page.getByRole('heading', { name: "You're signed up!" }).waitFor();
      expect(await page.getByText(email).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign Up Another Person' }).click();
      expect(await page.getByLabel('Full name').inputValue()).toBe('');
      expect(await page.getByLabel('Email address').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('signing up twice and managing alerts', () => {
  it('says the email is already subscribed', async () => {
    const email = newEmail();
    const first = await fetch(`${baseUrl}/api/v1/subscriptions/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ada', email, interested_topics: ['1'], sms_notifications: false }),
    });
    expect(first.status).toBe(201);
    const { page, close } = await openPage(browser, baseUrl, '/signup/notifications', PHONE);
    try {
      await fillContact(page, email);
      await pickTopicAndContinue(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect
        .poll(() => alertText(page))
        .toBe('This email is already subscribed. Check your email for a link to update your preferences.');
    } finally {
      await close();
    }
  });

  it('opens the manage link from the outbox, changes preferences and unsubscribes', async () => {
    // An admin reads the local outbox, as on a fresh machine without SMTP.
    const admin = { email: newEmail(), password: 'Outbox-Reader-2026', username: `outbox_${Date.now()}`, full_name: 'Outbox Admin' };
    const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...admin, interests: [] }),
    });
    expect(registered.status).toBe(201);
    const sqlite = new SqliteDatabase(path.join(dataDir, 'civic-commons.sqlite'));
    try {
      sqlite.prepare("update users set role = 'admin' where email = ?").run(admin.email);
    } finally {
      sqlite.close();
    }
    const login = await fetch(`${baseUrl}/api/v1/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { access_token } = (await login.json()) as { access_token: string };

    const { page, errors, close } = await openPage(browser, baseUrl, '/signup/notifications', DESKTOP);
    try {
      const email = newEmail();
      await fillContact(page, email, '(918) 555-0142');
      await pickTopicAndContinue(page);
      expect(await page.getByRole('checkbox', { name: 'SMS (text message)' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('heading', { name: "You're signed up!" }).waitFor();

      let link = '';
      await expect
        .poll(
          async () => {
            const res = await fetch(`${baseUrl}/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}`, {
              headers: { authorization: `Bearer ${access_token}` },
            });
            const body = (await res.json()) as { items: { text_body: string }[] };
            link = /(http\S+\/subscriptions\/manage\?token=\S+)/.exec(body.items[0]?.text_body ?? '')?.[1] ?? '';
            return link;
          },
          { timeout: 15_000, interval: 250 },
        )
        .not.toBe('');

      const url = new URL(link);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('heading', { name: 'Manage your alerts' }).waitFor();
      await page.getByText(`Alerts go to ${email}.`).waitFor();
      expect(await page.getByRole('checkbox', { name: /Libraries/ }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('checkbox', { name: /Public Schools/ }).check();
      await page.getByRole('radio', { name: '1 week' }).check();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await page.getByText('Your preferences are saved.').waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.getByRole('radio', { name: '1 week' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /Public Schools/ }).isChecked()).toBe(true);

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await page.getByRole('button', { name: 'Yes, unsubscribe me' }).click();
      await page.getByText('You are unsubscribed. You will get no more alerts.').waitFor();
      expect(errors).toEqual([]);

      await page.goto('/subscriptions/manage?token=12.99.not-a-real-signature-at-all-xx', { waitUntil: 'networkidle' });
      await expect.poll(() => alertText(page)).toContain('This link is invalid or has expired.');
    } finally {
      await close();
    }
  });
});
