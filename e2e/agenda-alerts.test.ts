/**
 * The city's cycle in the browser: a loopback "city" posts an agenda; within one sync pass of a real server the
 * upcoming meeting is on its page with its items, the subscriber whose topic it touches has exactly one alert in
 * a loopback SMTP server naming those items, and a reader can follow an item from the page. The server runs on
 * its own database with the clock on the Friday the agenda was posted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers, seedTopics } from '../server/test/fixtures/alert-fixtures.ts';
import { type SmtpSink, startSmtpSink } from '../server/test/peers/smtp-sink.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createManualClock } from '../server/lib/clock.ts';
import { type LoopbackCity, startLoopbackCity } from '../server/test/peers/city-sources.ts';
import { launchBrowser } from './support/browser.ts';
import { type CityApp, serveCityApp } from './support/city-app.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-e2e-agenda-'));
const db = createDatabase({ dataDir });
let browser: Browser;
let city: LoopbackCity;
let smtp: SmtpSink;
let app: CityApp;
let baseUrl: string;

beforeAll(async () => {
  [browser, city, smtp] = await Promise.all([launchBrowser(), startLoopbackCity(), startSmtpSink()]);
  await migrateToLatest(db);
  const topics = await seedTopics(db);
  const clock = createManualClock('2025-08-01T22:00:00.000Z');
  await insertSubscribers(
    db,
    [
      { email: 'zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!] },
      { email: 'libraries@example.org', topicIds: [topics.get('libraries')!] },
    ],
    clock.now(),
  );
  ({ app, baseUrl } = await serveCityApp({ db, dataDir, clock, smtpUrl: smtp.url, listingUrl: city.listingUrl }));
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await Promise.all([city?.close(), smtp?.close()]);
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an agenda posted by the city', () => {
  it('is on its meeting page with its items after one sync, and alerts its subscriber once', async () => {
    // Before the sync the city's meeting is unknown.
    expect(await db.selectFrom('meetings').select('id').execute()).toEqual([]);
    // The sync pass queued at start-up, the agenda fan-out it triggers and the sends.
    await app.jobs.runOnce();
    const meeting = await db.selectFrom('meetings').select('id').where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();

    expect(smtp.accepted.map((m) => m.recipients[0])).toEqual(['zoning@example.org']);
    const alert = smtp.accepted[0]!;
    expect(alert.subject).toMatch(/^On the agenda: 1 item for you at Public Works Committee - August 6, 2025/);
    // The item by its stable key (server/meetings/item-links.ts): the link leads to the item on its meeting page.
    const itemPath = new RegExp(`https://civic\\.example(/meetings/${meeting.id}/items/3\\?key=[\\w-]+)`).exec(alert.text)?.[1];
    expect(itemPath).toBeDefined();

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(browser, baseUrl, itemPath!, viewport);
      try {
        await page.waitForURL(new RegExp(`/meetings/${meeting.id}#item-3$`));
        await page.getByRole('heading', { name: /Public Works Committee - August 6, 2025/ }).first().waitFor();
        const item = page.locator('#item-3');
        await item.getByText(/Rezoning Application Z-7820/).first().waitFor();
        expect(await item.getByRole('button', { name: 'Follow this item (3)' }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('lets a reader follow an item by email from the meeting page', async () => {
    const meeting = await db.selectFrom('meetings').select('id').where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();
    const { page, errors, close } = await openPage(browser, baseUrl, `/meetings/${meeting.id}`, PHONE);
    try {
      const item = page.locator('#item-2');
      await item.getByRole('button', { name: 'Follow this item (2)' }).click();
      await item.getByRole('textbox', { name: /Your email/ }).fill('reader@example.org');
      await item.getByRole('button', { name: 'Follow', exact: true }).click();
      await item.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    await app.jobs.runOnce();
    const confirmation = smtp.accepted.find((m) => m.recipients[0] === 'reader@example.org');
    expect(confirmation?.subject).toBe('Confirm: follow council item 25-650-1');
  });
});
