/**
 * How the council votes, on the seeded minutes: from a councilor's page to their split votes, to a comparison
 * with a councilor they differed from, to that roll call on the meeting page; and axe on the new pages at
 * phone and desktop widths.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SplitVotesResponse } from '../contract/votes.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A split vote of Bellis (district 4) and a councilor present on it who voted otherwise. */
async function bellisDissent() {
  const res = await fetch(`${baseUrl}/api/v1/votes/split?councilor=Bellis&limit=100`);
  const { items } = (await res.json()) as SplitVotesResponse;
  for (const vote of items) {
    const mine = vote.votes.find((v) => v.councilor === 'Bellis')!;
    const other = vote.votes.find((v) => v.councilor !== 'Bellis' && v.vote !== 'absent' && mine.vote !== 'absent' && v.vote !== mine.vote);
    if (other) return { vote, other: other.councilor };
  }
  throw new Error('the seeded minutes have no split vote where Bellis and another councilor differed');
}

describe('from a councilor to their split votes, a comparison and the meeting', () => {
  it('walks the links and lands on the roll call', async () => {
    const { vote, other } = await bellisDissent();
    const { page, errors, close } = await openPage(browser, baseUrl, '/councilors/4', DESKTOP);
    try {
      await page.getByRole('heading', { name: 'How Bellis votes' }).waitFor();
      await page.getByRole('table', { name: 'Voting figures of Bellis' }).waitFor();
      await page.getByRole('link', { name: 'See the split votes of Bellis' }).click();
      await page.waitForURL(/\/votes\/split\?councilor=Bellis$/);
      await page.getByRole('table', { name: 'Split votes, newest first' }).waitFor();

      await page.getByRole('link', { name: 'Compare Bellis with another councilor' }).click();
      await page.waitForURL(/\/votes\/compare\?a=Bellis$/);
      await page.getByLabel('Second councilor').selectOption(other);
      const differences = page.getByRole('table', { name: `Votes where Bellis and ${other} differed, newest first` });
      await differences.waitFor();

      const row = differences.getByRole('row').filter({ has: page.locator(`a[href$="#vote-${vote.voting_record_id}"]`) });
      await row.getByRole('link').click();
      await page.waitForURL(new RegExp(`/meetings/${vote.meeting_id}\\?status=all#vote-${vote.voting_record_id}$`));
      await page.locator(`#vote-${vote.voting_record_id}`).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('accessibility of the vote pages', () => {
  it.each([
    ['/votes/split', 'desktop', DESKTOP, 'Split votes, newest first'],
    ['/votes/split', 'phone', PHONE, 'Split votes, newest first'],
    ['/votes/compare?a=Bellis&b=Lakin', 'desktop', DESKTOP, 'Share of split votes on which each pair voted alike'],
    ['/votes/compare?a=Bellis&b=Lakin', 'phone', PHONE, 'Share of split votes on which each pair voted alike'],
    ['/councilors/4', 'desktop', DESKTOP, 'Voting figures of Bellis'],
    ['/councilors/4', 'phone', PHONE, 'Voting figures of Bellis'],
  ] as const)('%s with its chart passes axe at %s width with no console errors', async (path, _name, viewport, table) => {
    const { page, errors, close } = await openPage(browser, baseUrl, path, viewport);
    try {
      await page.getByRole('table', { name: table }).waitFor();
      // The chart's chunk loads after the table: axe looks at the page with the chart drawn.
      const chart = page.getByTestId('vote-chart').first();
      await chart.locator('svg').first().waitFor();
      expect(await chart.getAttribute('aria-hidden')).toBe('true');
      // Drawn within the page's width: no chart pushes the page sideways on a phone.
      const box = (await chart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the split votes on a phone', () => {
  it('shows each vote as a card read top to bottom, nothing wider than the screen, still a table to a screen reader', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl, '/votes/split', PHONE);
    try {
      const table = page.getByRole('table', { name: 'Split votes, newest first' });
      await table.waitFor();
      // Nothing to scroll sideways in the table's own box either.
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
      const firstVote = table.getByRole('row').nth(1);
      await expect.poll(() => firstVote.getByText('Tally', { exact: true }).isVisible()).toBe(true);
      expect(await firstVote.getByText('Roll call', { exact: true }).isVisible()).toBe(true);
      // The headers are out of sight, not gone: the cells keep their column names for a screen reader.
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Date', 'Item and motion', 'Tally', 'Roll call', 'Outcome']);
      expect(await firstVote.getByRole('cell').count()).toBe(5);
      expect(await table.locator('thead').isVisible()).toBe(true);
      expect(await table.locator('thead').boundingBox()).toMatchObject({ width: 1, height: 1 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the vote CSV files', () => {
  it('downloads the split votes of a councilor with the filters of the page', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/votes/split?councilor=Bellis', DESKTOP);
    try {
      const link = page.getByRole('link', { name: 'Download every split vote matching these filters as CSV' });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('split-votes.csv');
      const json = (await (await fetch(`${baseUrl}/api/v1/votes/split?councilor=Bellis&limit=1`)).json()) as SplitVotesResponse;
      const rows = parse(fs.readFileSync((await download.path())!, 'utf8'), { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(json.total);
      expect(rows.every((r) => r.roll_call!.includes('Bellis: '))).toBe(true);
    } finally {
      await close();
    }
  });
});
