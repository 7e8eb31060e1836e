/**
 * The city's cycle in the browser: a loopback "city" posts an agenda; within one sync pass of a real server the
 * upcoming meeting is on its page with its items, the subscriber whose topic it touches has exactly one alert in
 * a loopback SMTP server naming those items, and a reader can follow an item from the page. The server runs on
 * its own database with the clock on the Friday the agenda was posted.
 */
import { describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { insertSubscribers, seedTopics } from '../server/test/fixtures/alert-fixtures.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';
import { loopbackCityApp } from './support/own-app.ts';

const harness = loopbackCityApp({
  name: 'agenda',
  now: '2025-08-01T22:00:00.000Z',
  async prepare({ db, clock }) {
    const topics = await seedTopics(db, cityContext(DEFAULT_CITY_ID));
    await insertSubscribers(
      db,
      [
        { email: 'zoning@example.org', topicIds: [topics.get('zoning-and-land-use')!] },
        { email: 'libraries@example.org', topicIds: [topics.get('libraries')!] },
      ],
      clock.now(),
    );
  },
});
const { db } = harness;

describe('an agenda posted by the city', () => {
  it('is on its meeting page with its items after one sync, and alerts its subscriber once', async () => {
    // Before the sync the city's meeting is unknown.
    expect(await db.selectFrom('meetings').select('id').execute()).toEqual([]);
    // The sync pass queued at start-up, the agenda fan-out it triggers and the sends.
    await harness.app.jobs.runOnce();
    const meeting = await db.selectFrom('meetings').select('id').where('meeting_type', '=', 'public_works_committee').executeTakeFirstOrThrow();

    expect(harness.smtp.accepted.map((m) => m.recipients[0])).toEqual(['zoning@example.org']);
    const alert = harness.smtp.accepted[0]!;
    expect(alert.subject).toMatch(/^On the agenda: 1 item for you at Public Works Committee - August 6, 2025/);
    // The item by its stable key (server/meetings/item-links.ts): the link leads to the item on its meeting page.
    const itemPath = new RegExp(`https://civic\\.example(/meetings/${meeting.id}/items/3\\?key=[\\w-]+)`).exec(alert.text)?.[1];
    expect(itemPath).toBeDefined();

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors, close } = await openPage(harness.browser, harness.baseUrl, itemPath!, viewport);
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
    const { page, errors, close } = await openPage(harness.browser, harness.baseUrl, `/meetings/${meeting.id}`, PHONE);
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
    await harness.app.jobs.runOnce();
    const confirmation = harness.smtp.accepted.find((m) => m.recipients[0] === 'reader@example.org');
    expect(confirmation?.subject).toBe('Confirm: follow council item 25-650-1');
  });
});
