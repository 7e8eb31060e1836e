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
import { registerResident } from '../server/test/factories.ts';

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

      // Double opt-in: nothing is sent until the address opens the emailed link.
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
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
  it('answers a second sign-up like a first, so the form tells no one which emails are subscribed', async () => {
    const email = newEmail();
    const first = await fetch(`${baseUrl}/api/v1/subscriptions/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ada', email, interested_topics: ['1'], sms_notifications: false }),
    });
    expect(first.status).toBe(202);
    const { page, close } = await openPage(browser, baseUrl, '/signup/notifications', PHONE);
    try {
      await fillContact(page, email);
      await pickTopicAndContinue(page);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText('If this address is already subscribed, the email has a link to update your preferences instead.').waitFor();
    } finally {
      await close();
    }
  });

  it('opens the manage link from the outbox, changes preferences and unsubscribes', async () => {
    // An admin reads the local outbox, as on a fresh machine without SMTP.
    const admin = { email: newEmail(), password: 'Outbox-Reader-2026', username: `outbox_${Date.now()}`, full_name: 'Outbox Admin' };
    const registered = await registerResident(baseUrl, admin);
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
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();

      /** The first link matching `pattern` in the mail sent to `email`. */
      const linkInMail = async (pattern: RegExp) => {
        let found = '';
        await expect
          .poll(
            async () => {
              const res = await fetch(`${baseUrl}/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}`, {
                headers: { authorization: `Bearer ${access_token}` },
              });
              const body = (await res.json()) as { items: { text_body: string }[] };
              found = body.items.map((item) => pattern.exec(item.text_body)?.[1]).find(Boolean) ?? '';
              return found;
            },
            { timeout: 15_000, interval: 250 },
          )
          .not.toBe('');
        return found;
      };
      // The address confirms first (double opt-in); the welcome with the manage link follows.
      const confirmLink = new URL(await linkInMail(/(http\S+\/subscriptions\/confirm\?token=\S+)/));
      await page.goto(`${confirmLink.pathname}${confirmLink.search}`);
      await page.getByRole('button', { name: 'Confirm my alerts' }).click();
      await page.getByText(/Your alerts are confirmed/).waitFor();
      const link = await linkInMail(/(http\S+\/subscriptions\/manage\?token=\S+)/);

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
