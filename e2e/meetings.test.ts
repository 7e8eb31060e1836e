/**
 * The Meetings page and the councilor page on the seeded data: filters and selection in the URL, date presets,
 * search snippets, cards, the detail with agenda votes and roll calls, demo mode with the API down or slow,
 * the detail error toasts, the image viewer, the layout at both widths, and accessibility.
 */
import type { Browser, Page } from 'playwright-core';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { itemAnchor, type MeetingDetail, type MeetingListResponse, type MeetingSummary } from '../contract/meetings.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, openPage, PHONE, renderInBrowserOnly, untilHydrated } from './support/page.ts';

let browser: Browser;
const baseUrl = inject('baseUrl');

/** The number in a votes table's count line ("13 votes"). */
function votesIn(line: string | null): number {
  const n = Number(/\d[\d,]*/.exec(line ?? '')?.[0]?.replaceAll(',', ''));
  if (!Number.isFinite(n) || line === null) throw new Error(`no count in ${JSON.stringify(line)}`);
  return n;
}
let completed: MeetingSummary[];
let withVotes: MeetingDetail;

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api/v1${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The titles of the cards in the list, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Meetings' }).getByRole('heading', { level: 3 }).allTextContents();
}

beforeAll(async () => {
  browser = await launchBrowser();
  completed = (await api<MeetingListResponse>('/meetings/?limit=100&status=completed')).items;
  const voted = completed.find((m) => m.has_votes)!;
  withVotes = await api<MeetingDetail>(`/meetings/${voted.id}`);
});
afterAll(async () => {
  await browser?.close();
});

describe('the list', () => {
  it('shows the heading and completed meetings by default, and filters by status through the URL', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('City Council Meetings');
      const status = page.getByLabel('Status');
      expect(await status.inputValue()).toBe('completed');
      // The server draws the first screen (12 cards, decision 140); the rest come with "Show more meetings".
      const firstScreen = completed.slice(0, 12).map((m) => m.title);
      await expect.poll(async () => (await cardTitles(page)).slice(0, 12)).toEqual(firstScreen);
      if (completed.length > 12) {
        const more = page.getByRole('link', { name: 'Show more meetings' });
        await untilHydrated(more);
        await more.click();
        await expect.poll(() => cardTitles(page)).toEqual(completed.map((m) => m.title));
      }
      await status.selectOption('scheduled');
      await page.waitForURL(/\/meetings\?status=scheduled$/);
      const list = page.getByRole('region', { name: 'Meetings' });
      await list.getByText('Upcoming').first().waitFor();
      expect(await list.getByText('Completed', { exact: true }).count()).toBe(0);
      await page.goBack();
      await page.waitForURL(/\/meetings$/);
      // The URL changes before the page is drawn again (a transition): the filter catches up a moment later.
      await expect.poll(() => status.inputValue()).toBe('completed');
    } finally {
      await close();
    }
  });

  it('offers the date presets and applies a year and a custom range with an inclusive end day', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      const date = page.getByLabel('Date', { exact: true });
      const labels = (await date.locator('option').allTextContents()).map((l) => l.toLowerCase());
      expect(labels).toEqual(
        expect.arrayContaining(['last 30 days', 'last 90 days', 'this year', 'last year', '2024', '2023', '2022', 'custom range']),
      );
      await date.selectOption('2023');
      await page.waitForURL(/date=2023/);
      const in2023 = completed.filter((m) => m.meeting_date.startsWith('2023'));
      await expect.poll(() => cardTitles(page)).toEqual(in2023.map((m) => m.title));

      // One day, from and to the same: meetings at 5 P.M. that day are in (the end day is inclusive).
      const day = withVotes.meeting_date.slice(0, 10);
      await date.selectOption('custom');
      await page.getByLabel('From').fill(day);
      await page.getByLabel('To (inclusive)').fill(day);
      await page.waitForURL(new RegExp(`from=${day}&to=${day}`));
      await expect.poll(() => cardTitles(page)).toContain(withVotes.title);
    } finally {
      await close();
    }
  });

  it('searches the agenda and minutes and marks where each result matched', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings?status=all', DESKTOP);
    try {
      await page.getByLabel('Search meetings').fill('parade');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/q=parade/);
      const mark = page.getByRole('region', { name: 'Meetings' }).locator('mark').first();
      await mark.waitFor();
      expect((await mark.textContent())?.toLowerCase()).toContain('parade');
    } finally {
      await close();
    }
  });

  it('links the RSS feed of the search beside the search box and in the head; the feed holds meetings the list shows', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings?status=all&q=parade', DESKTOP);
    try {
      const href = '/api/v1/feeds/meetings.rss?q=parade';
      const link = page.getByRole('search', { name: 'Filter meetings' }).getByRole('link', { name: 'RSS feed of this search' });
      await expect.poll(() => link.getAttribute('href')).toBe(href);
      expect(await page.locator(`head link[rel="alternate"][type="application/rss+xml"][href="${href}"]`).count()).toBe(1);
      await page.getByRole('region', { name: 'Meetings' }).locator('mark').first().waitFor();
      const shown = await cardTitles(page);
      const feed = await new Parser().parseString(await (await fetch(`${baseUrl}${href}`)).text());
      expect(feed.items.length).toBeGreaterThan(0);
      for (const item of feed.items) expect(shown).toContain(item.title);

      // A meeting type chosen: the calendar offered is that body's, named for it.
      await page.getByLabel('Meeting type').selectOption('planning_commission');
      const calendar = page.getByRole('link', { name: 'Subscribe to the Planning Commission calendar' });
      await expect.poll(() => calendar.getAttribute('href')).toBe('/api/v1/feeds/bodies/planning_commission.ics');
      const ics = await (await fetch(`${baseUrl}/api/v1/feeds/bodies/planning_commission.ics`)).text();
      expect(ics).toContain('NAME:Planning Commission meetings');
    } finally {
      await close();
    }
  });

  it('shows 3 topics and 5 keywords on a card, then "+N more"', async () => {
    const busy = completed.find((m) => m.topics.length > 3 && m.keywords.length > 5)!;
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: busy.title, exact: true }) });
      const topics = card.getByRole('list', { name: 'Topics' });
      expect(await topics.getByRole('listitem').count()).toBe(4);
      expect(await topics.getByRole('listitem').last().textContent()).toBe(`+${busy.topics.length - 3} more`);
      const keywords = card.getByRole('list', { name: 'Keywords' });
      expect(await keywords.getByRole('listitem').last().textContent()).toBe(`+${busy.keywords.length - 5} more`);
    } finally {
      await close();
    }
  });

  it('shows the PDF Only badge on a placeholder summary when unsummarized meetings are included', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      await page.route('**/api/v1/meetings/?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as MeetingListResponse;
        body.items[0]!.summary = 'Minutes imported from PDF: 24-1-2_Minutes.pdf';
        await route.fulfill({ response, json: body });
      });
      const include = page.getByLabel('Include meetings without a summary yet');
      // The box follows the URL, which a navigation updates a moment after the click.
      await include.click();
      await page.waitForURL(/unsummarized=1/);
      await expect.poll(() => include.isChecked()).toBe(true);
      await page.getByRole('region', { name: 'Meetings' }).getByText('PDF Only', { exact: true }).first().waitFor();
    } finally {
      await close();
    }
  });

  it('filters by a topic from the analysis panel', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      const panel = page.getByRole('region', { name: 'Recent Meeting Analysis' });
      const first = panel.getByRole('button').first();
      await first.click();
      await page.waitForURL(/topic=/);
      await page.getByRole('button', { name: /^Remove topic filter/ }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('the selected meeting', () => {
  it('opens beside the list with votes, keeps the filters in the URL and ignores a second click', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings?date=2024', DESKTOP);
    try {
      const link = page.getByRole('link', { name: withVotes.title, exact: true });
      await link.click();
      await page.waitForURL(new RegExp(`/meetings/${withVotes.id}\\?date=2024$`));
      const detail = page.getByRole('region', { name: 'Meeting details' });
      await detail.getByRole('heading', { level: 2, name: withVotes.title }).waitFor();
      const voted = withVotes.agenda_items.find((i) => i.vote_result)!;
      // A stored code ("passed") reads as its label ("Passed"); the clerk's own words ("Approved 8-0") as printed.
      const result = voted.vote_result!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await detail.getByText(new RegExp(`^Vote: ${result}$`, 'i')).first().waitFor();
      if (withVotes.agenda_items.some((i) => !i.vote_result)) await detail.getByText('No vote').first().waitFor();
      const record = withVotes.voting_records[0]!;
      await detail.getByText(record.motion).first().waitFor();
      expect(await detail.getByText('Moved by').count()).toBeGreaterThan(0);
      const roll = detail.getByRole('table').first();
      expect(await roll.getByRole('row').count()).toBe(record.votes.length + 1);

      const entries = await page.evaluate(() => window.history.length);
      await link.click();
      expect(await page.evaluate(() => window.history.length)).toBe(entries);

      // Side by side on a desktop.
      const listBox = (await page.getByRole('region', { name: 'Meetings' }).boundingBox())!;
      const detailBox = (await detail.boundingBox())!;
      expect(detailBox.x).toBeGreaterThan(listBox.x + listBox.width - 1);

      await page.goBack();
      await page.waitForURL(/\/meetings\?date=2024$/);
      await detail.getByText('Select a meeting to see its summary, agenda, votes and minutes.').waitFor();
    } finally {
      await close();
    }
  });

  it('loads from a deep link as its own view on a phone (the list comes back with "Back to meetings")', async () => {
    const { page, close } = await openPage(browser, baseUrl, `/meetings/${withVotes.id}`, PHONE);
    try {
      const detail = page.getByRole('region', { name: 'Meeting details' });
      await detail.getByRole('heading', { level: 2, name: withVotes.title }).waitFor();
      expect(await page.getByRole('region', { name: 'Meetings' }).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The page opened on this meeting: its heading has focus, in the first viewport, below the sticky header.
      const heading = detail.getByRole('heading', { level: 2, name: withVotes.title });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = (await heading.boundingBox())!;
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      expect(await page.title()).toBe(`${withVotes.title} · Civic Commons`);
      // And a way back to the list.
      await detail.getByRole('link', { name: '← Back to meetings' }).click();
      await page.waitForURL((url) => url.pathname === '/tulsa/meetings');
      // The list again; on a phone "Select a meeting" is not shown after it (it would only be pushed away by "Show more").
      await page.getByRole('region', { name: 'Meetings' }).waitFor();
      expect(await page.getByRole('region', { name: 'Meeting details' }).isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('brings a deep-linked meeting up to the top of a desktop screen, below the header', async () => {
    const { page, close } = await openPage(browser, baseUrl, `/meetings/${withVotes.id}`, DESKTOP);
    try {
      const heading = page.getByRole('region', { name: 'Meeting details' }).getByRole('heading', { level: 2, name: withVotes.title });
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      const header = (await page.getByRole('banner').boundingBox())!;
      await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      // Its summary is on screen too, not only the title's last line at the foot of the page.
      expect((await heading.boundingBox())!.y).toBeLessThan(DESKTOP.height * 0.4);
    } finally {
      await close();
    }
  });

  it('gets a keyboard user to the votes or the minutes without tabbing through the agenda, on a slow phone too', async () => {
    // A slow processor (4x, as Chrome's tools call a mid-range phone) starts the app after the user has moved:
    // the page must not take their focus back to the meeting's title.
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`/meetings/${withVotes.id}`, { waitUntil: 'networkidle' });
    const close = () => context.close();
    try {
      const jump = page.getByRole('navigation', { name: 'On this page' });
      await jump.getByRole('link', { name: 'Voting records' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-votes');
      await jump.getByRole('link', { name: 'Minutes' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-minutes');
    } finally {
      await close();
    }
  });

  it('a link to one item lands on that item, below the sticky header', async () => {
    const detail = (await (await fetch(`${baseUrl}/api/v1/meetings/${withVotes.id}`)).json()) as MeetingDetail;
    const item = detail.agenda_items.at(-1)!;
    const anchor = itemAnchor(item.item_number);
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, close } = await openPage(browser, baseUrl, `/meetings/${withVotes.id}#${anchor}`, viewport);
      try {
        const target = page.locator(`#${anchor}`);
        await target.waitFor();
        await expect.poll(async () => {
          const box = await target.boundingBox();
          const header = await page.getByRole('banner').boundingBox();
          return Boolean(box && header && box.y >= header.y + header.height && box.y < viewport.height);
        }).toBe(true);
      } finally {
        await close();
      }
    }
  });

  it("raises the spec's toast when the detail fails to load", async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      await page.route(`**/api/v1/meetings/${withVotes.id}`, (route) => route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'x' } } }));
      await page.getByRole('link', { name: withVotes.title, exact: true }).click();
      await page.getByText('Failed to load meeting details. Please try again.').first().waitFor();
    } finally {
      await close();
    }
  });

  it('shows page images one at a time with wrap-around arrow keys and a placeholder for a broken image', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/meetings', DESKTOP);
    try {
      await page.route(`**/api/v1/meetings/${withVotes.id}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as MeetingDetail;
        body.image_paths = ['/favicon.svg', '/no-such-page-image.png', '/favicon.svg'];
        await route.fulfill({ response, json: body });
      });
      await page.getByRole('link', { name: withVotes.title, exact: true }).click();
      const viewer = page.getByRole('group', { name: 'Page images' });
      await viewer.getByText('(1 of 3)').waitFor();
      await viewer.getByText('Use ← → arrow keys or click thumbnails to navigate').waitFor();
      await viewer.focus();
      await page.keyboard.press('ArrowLeft');
      await viewer.getByText('(3 of 3)').waitFor();
      await page.keyboard.press('ArrowRight');
      await viewer.getByText('(1 of 3)').waitFor();
      await viewer.getByRole('button', { name: 'Next page' }).click();
      await viewer.getByText('(2 of 3)').waitFor();
      const main = viewer.getByRole('img', { name: 'Page 2 of the minutes' });
      await expect.poll(() => main.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await viewer.getByRole('button', { name: 'Show page 3' }).click();
      await viewer.getByText('(3 of 3)').waitFor();
    } finally {
      await close();
    }
  });
});

describe('demo mode', () => {
  it('falls back to the samples when the API is down, with the badge, the banner and Load Latest Data', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await renderInBrowserOnly(page);
      await page.route('**/api/v1/meetings/**', (route) => route.abort());
      await page.goto('/tulsa/meetings?status=all');
      await page.getByText('Demo Mode', { exact: true }).waitFor();
      await page
        .getByText('Sample data loaded for local development. Add "?use-api" to the URL to test API integration.', { exact: true })
        .waitFor();
      expect(await cardTitles(page)).toHaveLength(3);
      await page.getByRole('region', { name: 'Meetings' }).getByText('Upcoming', { exact: true }).waitFor();

      // The samples are selectable; an unknown id in demo mode gets the spec's toast.
      await page.getByRole('link', { name: 'Public Works Committee (sample)' }).click();
      await page.getByRole('region', { name: 'Meeting details' }).getByRole('heading', { name: 'Public Works Committee (sample)' }).waitFor();
      await page.goto('/tulsa/meetings/424242?status=all');
      await page.getByText('Demo meeting not found.').first().waitFor();

      await page.unroute('**/api/v1/meetings/**');
      await page.getByRole('button', { name: 'Load Latest Data' }).click();
      await expect.poll(() => page.getByText('Demo Mode', { exact: true }).count()).toBe(0);
      expect((await cardTitles(page)).some((title) => title.includes('(sample)'))).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('falls back after 15 s without an answer', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl });
    const page = await context.newPage();
    try {
      await page.clock.install();
      await renderInBrowserOnly(page);
      // The list request never answers.
      await page.route('**/api/v1/meetings/?*', () => undefined);
      await page.goto('/tulsa/meetings');
      await page.getByText('Loading meetings...').waitFor();
      await page.clock.runFor(14_000);
      expect(await page.getByText('Demo Mode', { exact: true }).count()).toBe(0);
      await page.clock.runFor(1_500);
      await page.getByText('Demo Mode', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the councilor page', () => {
  it('shows the councilor with unverified contacts flagged and their votes filterable by topic', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/councilors/4', DESKTOP);
    try {
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      expect(heading).toBe('Laura Bellis');
      await page.getByText('Councilor, District 4').waitFor();
      expect(await page.getByText('(unverified)').count()).toBeGreaterThan(0);
      // The seat's votes table (the voting figures above it are another table).
      const votes = page.getByRole('region', { name: 'Votes', exact: true });
      const table = votes.getByRole('table');
      await table.waitFor();
      const count = votes.locator('p[aria-live]');
      const totalBefore = votesIn(await count.textContent());
      expect(await votes.getByRole('link', { name: "RSS feed of this seat's votes" }).getAttribute('href')).toBe('/api/v1/feeds/councilors/4.rss');
      const feed = await new Parser().parseString(await (await fetch(`${baseUrl}/api/v1/feeds/councilors/4.rss`)).text());
      expect(feed.title).toBe('How Laura Bellis voted (District 4)');
      expect(feed.items.length).toBeGreaterThan(0);
      const topic = votes.getByLabel('Topic');
      const options = await topic.locator('option').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value));
      await topic.selectOption(options[1]!);
      await page.waitForURL(new RegExp(`topic=${options[1]}`));
      // The server-rendered page holds the first ten votes; the filtered list is loaded whole (up to a page of 50):
      // fewer votes in all, and a row for each.
      await expect.poll(async () => votesIn(await count.textContent())).toBeLessThan(totalBefore);
      const totalAfter = votesIn(await count.textContent());
      expect(totalAfter).toBeGreaterThan(0);
      await expect.poll(async () => (await table.locator('tbody tr').count())).toBe(Math.min(totalAfter, 50));
    } finally {
      await close();
    }
  });

  it('on a phone shows each vote and its outcome without scrolling sideways', async () => {
    const { page, close } = await openPage(browser, baseUrl, '/councilors/4', PHONE);
    try {
      const cells = page.locator('table tbody tr').first().locator('td');
      await cells.first().waitFor();
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await close();
    }
  });
});

describe('accessibility', () => {
  it.each([
    ['meeting detail', 'desktop', DESKTOP],
    ['meeting detail', 'phone', PHONE],
    ['councilor page', 'desktop', DESKTOP],
    ['councilor page', 'phone', PHONE],
  ] as const)('the %s passes axe at %s width with no console errors', async (what, _name, viewport) => {
    const path = what === 'meeting detail' ? `/meetings/${withVotes.id}` : '/councilors/4';
    const { page, errors, close } = await openPage(browser, baseUrl, path, viewport);
    try {
      await page.locator('main h1').first().waitFor();
      await (what === 'meeting detail' ? page.getByRole('heading', { level: 2, name: withVotes.title }) : page.getByRole('region', { name: 'Votes', exact: true }).getByRole('table')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
