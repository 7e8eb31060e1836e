/** The Notifications page (protected): real notifications with read state, mark read and mark all read. */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE, signInByApi } from './support/page.ts';
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
/** A new account with three unread notifications written straight to the database. */
async function residentWithNotifications() {
  const who = { email: `notified-${Date.now()}-${++n}@example.org`, password: 'Notify-Me-Please-2026', username: `notified_${Date.now()}_${n}`, full_name: 'Nora Notified' };
  const res = await registerResident(baseUrl, who);
  const { id } = (await res.json()) as { id: number };
  const sqlite = new SqliteDatabase(path.join(dataDir, 'civic-commons.sqlite'));
  try {
    const insert = sqlite.prepare(
      'insert into notifications (user_id, kind, title, body, link, created_at, read_at) values (?, ?, ?, ?, ?, ?, null)',
    );
    insert.run(id, 'new_minutes', 'New minutes: Regular Council Meeting', 'The Council adopted the budget.', '/meetings/1', '2026-11-01T15:00:00.000Z');
    insert.run(id, 'meeting_reminder', 'Reminder: Public Works Committee', 'Thursday at 10:00 AM.', '/meetings/2', '2026-11-02T15:00:00.000Z');
    insert.run(id, 'meeting_reminder', 'Reminder: Budget Committee', 'Friday at 9:00 AM.', '/meetings/3', '2026-11-03T15:00:00.000Z');
  } finally {
    sqlite.close();
  }
  return who;
}

describe('the Notifications page', () => {
  it('sends anonymous visitors to /login', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/notifications', DESKTOP);
    try {
      await page.waitForURL(/\/login$/);
    } finally {
      await close();
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('lists notifications with unread state and marks them read (%s)', async (_name, viewport) => {
    const who = await residentWithNotifications();
    const { page, errors, close } = await openPage(browser, baseUrl, '/', viewport);
    try {
      await signInByApi(page, who.email, who.password);
      await page.goto('/notifications', { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
      await page.getByRole('main').getByText('3 unread notifications').waitFor();
      const titles = await page.getByRole('listitem').getByRole('heading').allTextContents();
      expect(titles).toEqual([
        'Unread: Reminder: Budget Committee',
        'Unread: Reminder: Public Works Committee',
        'Unread: New minutes: Regular Council Meeting',
      ]);
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Mark as read\s*: Reminder: Budget Committee$/ }).click();
      await page.getByRole('main').getByText('2 unread notifications').waitFor();
      // The header's count follows.
      await expect.poll(() => page.getByTestId('unread-badge').first().textContent()).toContain('2');
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.getByText('All caught up.').waitFor();
      expect(await page.getByRole('button', { name: /Mark as read/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'View meeting' }).first().getAttribute('href')).toBe('/tulsa/meetings/3');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
