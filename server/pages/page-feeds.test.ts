/**
 * Feed discovery: the head of the home, meetings and councilor pages names their RSS feed, as the server writes
 * it (no JavaScript), and the named feed is one a reader can subscribe to.
 */
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageApp, startPageApp } from '../test/page-app.ts';
import type { TestApp } from '../test/test-app.ts';

let pages: PageApp;
let ctx: TestApp;
beforeAll(async () => {
  pages = await startPageApp({ PUBLIC_URL: 'https://commons.example.org' });
  ctx = pages.ctx;
  await ctx.db.insertInto('districts').values({ id: 4, name: 'District 4', geometry: '{"type":"Polygon","coordinates":[]}' }).execute();
});
afterAll(async () => {
  await pages?.close();
});

/** The RSS feeds a page's head announces: [title, href]. */
async function announced(url: string): Promise<[string, string][]> {
  const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
  const links = [...res.body.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)" \/>/g)];
  return links.map((m) => [m[1]!, m[2]!]);
}

describe('feeds announced in page heads', () => {
  it('the home and meetings pages name the meetings feed, which readers can parse', async () => {
    const expected: [string, string][] = [['Tulsa City Council meetings', 'https://commons.example.org/api/v1/feeds/meetings.rss']];
    expect(await announced('/')).toEqual(expected);
    expect(await announced('/meetings')).toEqual(expected);
    const feed = await ctx.app.inject({ url: new URL(expected[0]![1]).pathname });
    expect((await new Parser().parseString(feed.body)).title).toBe('Tulsa City Council meetings');
  });

  it("a councilor's page names the feed of the seat's votes; a page not found names none", async () => {
    expect(await announced('/councilors/4')).toEqual([['How District 4 voted', 'https://commons.example.org/api/v1/feeds/councilors/4.rss']]);
    expect((await ctx.app.inject({ url: '/api/v1/feeds/councilors/4.rss' })).statusCode).toBe(200);
    expect(await announced('/councilors/77')).toEqual([]);
    expect(await announced('/organizations')).toEqual([]);
  });

  it('a page read in Spanish names the Spanish feeds, titled in Spanish, which answer in Spanish', async () => {
    const meetings = await announced('/meetings?lang=es');
    expect(meetings).toEqual([['Reuniones del Concejo Municipal de Tulsa', 'https://commons.example.org/api/v1/feeds/meetings.rss?lang=es']]);
    const feed = await ctx.app.inject({ url: new URL(meetings[0]![1]).pathname + new URL(meetings[0]![1]).search });
    expect((await new Parser().parseString(feed.body)).title).toBe('Reuniones del Concejo Municipal de Tulsa');
    expect(await announced('/councilors/4?lang=es')).toEqual([['Cómo votó el Distrito 4', 'https://commons.example.org/api/v1/feeds/councilors/4.rss?lang=es']]);
  });
});
