/**
 * Issue 17: public pages read and navigate without JavaScript (the server renders them), and with JavaScript
 * the same URLs hydrate without a console error or hydration warning and without fetching their data again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MeetingDetail, MeetingListResponse } from '../contract/meetings.ts';
import { launchBrowser } from './support/browser.ts';
import { DESKTOP, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');
let meeting: MeetingDetail;

beforeAll(async () => {
  browser = await launchBrowser();
  const list = (await (await fetch(`${baseUrl}/api/v1/meetings/?limit=100&status=completed`)).json()) as MeetingListResponse;
  const voted = list.items.find((m) => m.has_votes)!;
  meeting = (await (await fetch(`${baseUrl}/api/v1/meetings/${voted.id}`)).json()) as MeetingDetail;
});
afterAll(async () => {
  await browser?.close();
});

describe('without JavaScript', () => {
  it("reads a meeting's summary and its roll calls", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      const response = await page.goto(`/meetings/${meeting.id}`);
      expect(response!.status()).toBe(200);
      expect(await page.title()).toContain(meeting.title);
      const detail = page.getByRole('region', { name: 'Meeting details' });
      await expect.poll(() => detail.getByRole('heading', { name: meeting.title }).count()).toBeGreaterThan(0);
      const text = (await detail.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(meeting.summary!.replace(/\s+/g, ' ').slice(0, 80));
      const record = meeting.voting_records[0]!;
      const firstVote = record.votes[0]!;
      expect(text).toContain(firstVote.councilor);
      expect(text).toContain(record.motion.replace(/\s+/g, ' ').slice(0, 60));
    } finally {
      await context.close();
    }
  });

  it('filters the list by status and searches, through the form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/meetings');
      const list = page.getByRole('region', { name: 'Meetings' });
      const completedCount = await list.getByRole('heading', { level: 3 }).count();
      expect(completedCount).toBeGreaterThan(0);

      await page.getByLabel('Status').selectOption('all');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/[?&]status=all/);
      expect(await page.getByLabel('Status').inputValue()).toBe('all');
      expect(await list.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(completedCount);

      await page.getByRole('searchbox', { name: 'Search meetings' }).fill('rezoning');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/[?&]q=rezoning/);
      expect(await page.getByRole('searchbox', { name: 'Search meetings' }).inputValue()).toBe('rezoning');
      const titles = await list.getByRole('heading', { level: 3 }).allTextContents();
      const expected = (await (await fetch(`${baseUrl}/api/v1/meetings/?limit=100&q=rezoning`)).json()) as MeetingListResponse;
      expect(titles.length).toBeGreaterThan(0);
      expect(titles).toEqual(expected.items.slice(0, titles.length).map((m) => m.title));
    } finally {
      await context.close();
    }
  });
});

describe('with JavaScript', () => {
  const urls = () => ['/', '/meetings', `/meetings/${meeting.id}`, '/meetings?status=all&q=rezoning', '/councilors/4', '/organizations', '/campaigns', '/status', '/votes/split'];

  it('hydrates each public page without a console error or warning, using the data it came with', async () => {
    for (const url of urls()) {
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
      try {
        const page = await context.newPage();
        const messages: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
        });
        page.on('pageerror', (e) => messages.push(e.message));
        const apiCalls: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
        });
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        const html = await response!.text();
        expect(html, url).toContain('id="server-state"');
        await page.locator('main h1').first().waitFor();
        expect(messages, url).toEqual([]);
        // Styled from the first paint, hydrated in place: nothing moves (the route's CSS is linked in the head).
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(0), 500);
            }),
        );
        expect(shift, url).toBe(0);
        // The page's own data came with it: nothing of the meetings list or detail is fetched again.
        expect(apiCalls.filter((u) => /\/api\/v1\/meetings(\/\d+)?(\?|\/?$)/.test(new URL(u).pathname + new URL(u).search)), url).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('stays interactive after hydration: a select filters at once', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/meetings', { waitUntil: 'networkidle' });
      await page.getByLabel('Status').selectOption('scheduled');
      await page.waitForURL(/\/meetings\?status=scheduled$/);
    } finally {
      await context.close();
    }
  });
});
