/**
 * What a link preview, a crawler or a link checker gets for each page: its status, its head, the sitemap and
 * robots.txt, on the real app with a built-like index.html.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCivicData } from '../seed/seed-civic.ts';
import { createMeeting } from '../test/factories.ts';
import { type PageApp, startPageApp, tag } from '../test/page-app.ts';
import type { TestApp } from '../test/test-app.ts';


let pages: PageApp;
let ctx: TestApp;
let meetingId: number;
let demoId: number;
let unlistedId: number;
beforeAll(async () => {
  pages = await startPageApp({ PUBLIC_URL: 'https://commons.example.org/' });
  ctx = pages.ctx;
  await seedCivicData(ctx.db, { city: ctx.app.city, now: new Date('2026-11-18T20:00:00.000Z') });
  meetingId = await createMeeting(ctx.db, {
    title: 'Regular Council Meeting </script><script>alert(1)</script>',
    meeting_date: '2024-10-23T23:00:00.000Z',
    status: 'completed',
    summary: 'The Council approved the consent agenda & the "Route 66" plan. It heard public comments on street maintenance funding.',
  });
  demoId = await createMeeting(ctx.db, { title: 'Demo meeting', is_demo: true });
  unlistedId = await createMeeting(ctx.db, { title: 'Bare agenda', summary: null, keywords: [], topics: [] });
});
afterAll(() => pages?.close());

const get = (url: string, accept = '*/*', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept, ...headers } });

describe('a meeting page', () => {
  it('answers curl (any Accept) with its title, description, canonical URL, OpenGraph and Event JSON-LD', async () => {
    const res = await get(`/meetings/${meetingId}?status=completed`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe(
      'Regular Council Meeting &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;, October 23, 2024 · Civic Commons',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(tag(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'October 23, 2024: The Council approved the consent agenda &amp; the &quot;Route 66&quot; plan.',
    );
    expect(tag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`https://commons.example.org/meetings/${meetingId}`);
    expect(tag(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(tag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`https://commons.example.org/meetings/${meetingId}`);
    expect(tag(html, /<meta property="og:title" content="([^"]*)"/)).toContain('October 23, 2024');
    expect(tag(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary');
    expect(tag(html, /<meta property="og:image" content="([^"]*)"/)).toBe('https://commons.example.org/icons/icon-512.png');
    expect(html).not.toContain('name="robots"');
    // The record's text never closes the JSON-LD script: one </script> only, the script's own.
    const jsonLd = tag(html, /<script type="application\/ld\+json">([^]*?)<\/script>/)!;
    expect(jsonLd).not.toContain('<');
    const event = JSON.parse(jsonLd);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Regular Council Meeting </script><script>alert(1)</script>',
      startDate: '2024-10-23T23:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'City Council Chambers, 175 E. 2nd St.' },
      organizer: { name: 'Tulsa City Council' },
      url: `https://commons.example.org/meetings/${meetingId}`,
    });
  });

  it('says the date once when the title carries it', async () => {
    const id = await createMeeting(ctx.db, { title: 'City Council Regular Meeting - December 18, 2024', meeting_date: '2024-12-18T23:00:00.000Z' });
    const res = await get(`/meetings/${id}`);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('City Council Regular Meeting - December 18, 2024 · Civic Commons');
  });

  it('answers 404 for an unknown or malformed id, with the app to show it', async () => {
    for (const url of ['/meetings/999999', '/meetings/0x10', '/meetings/abc', '/meetings/016']) {
      const res = await get(url, 'text/html');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(tag(res.body, /<title>([^<]*)<\/title>/), url).toBe('Page not found · Civic Commons');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('keeps a demo meeting out of search engines', async () => {
    const res = await get(`/meetings/${demoId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('other pages', () => {
  it('names the councilor of a district and 404s a district that does not exist', async () => {
    const res = await get('/councilors/4');
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toMatch(/^.+, District 4 · Civic Commons$/);
    expect((await get('/councilors/99')).statusCode).toBe(404);
    expect((await get('/councilors/four')).statusCode).toBe(404);
  });

  it('names a followed item by its file number and title, and 404s a file number no record has (issue 47)', async () => {
    await createMeeting(ctx.db, {
      title: 'Urban and Economic Development Committee',
      meeting_date: '2024-10-16T22:00:00.000Z',
      agenda_items: [{ item_number: '3.', title: 'Ordinance closing an alley', item_type: 'ordinance', file_number: '24-1045-1' }],
    });
    const res = await get('/matters/24-1045-1');
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('File 24-1045-1: Ordinance closing an alley · Civic Commons');
    expect((await get('/matters/24-9999-1')).statusCode).toBe(404);
    expect((await get('/matters/DROP%20TABLE')).statusCode).toBe(404);
  });

  it('404s an unknown organization or campaign and names a known one', async () => {
    const organization = await ctx.db.selectFrom('organizations').select(['slug', 'name']).executeTakeFirstOrThrow();
    const res = await get(`/organizations/${organization.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${organization.name.replaceAll('&', '&amp;')} · Civic Commons</title>`);
    expect((await get('/organizations/no-such-organization')).statusCode).toBe(404);
    expect((await get('/campaigns/424242')).statusCode).toBe(404);
  });

  it('gives every static page its own title, and keeps private pages out of search engines', async () => {
    const home = await get('/');
    expect(tag(home.body, /<title>([^<]*)<\/title>/)).toBe('Civic Commons: your Tulsa city council, in plain language');
    expect(tag(home.body, /<link rel="canonical" href="([^"]*)"/)).toBe('https://commons.example.org/');
    const split = await get('/votes/split?from=2024-01-01');
    expect(tag(split.body, /<title>([^<]*)<\/title>/)).toBe('Split votes · Civic Commons');
    expect(tag(split.body, /<link rel="canonical" href="([^"]*)"/)).toBe('https://commons.example.org/votes/split');
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers a path that is no page with 404: HTML to a browser, JSON otherwise, and says it varies by Accept', async () => {
    const html = await get('/no-such-page', 'text/html');
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers.vary).toContain('Accept');
    const json = await get('/no-such-page', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('route_not_found');
    expect(json.headers.vary).toContain('Accept');
  });
});

describe('crawlers', () => {
  it('lists every public record page in the sitemap, never a demo or unlisted meeting', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`https://commons.example.org/meetings/${meetingId}`);
    expect(locs).not.toContain(`https://commons.example.org/meetings/${demoId}`);
    expect(locs).not.toContain(`https://commons.example.org/meetings/${unlistedId}`);
    expect(locs).toContain('https://commons.example.org/councilors/9');
    expect(locs).toContain('https://commons.example.org/');
    expect(locs.some((l) => l!.startsWith('https://commons.example.org/organizations/'))).toBe(true);
    expect(locs).not.toContain('https://commons.example.org/dashboard');
    // Every listed page answers 200.
    for (const loc of locs) expect((await get(loc!.replace('https://commons.example.org', ''))).statusCode, loc).toBe(200);
  });

  it('answers 304 when the sitemap has not changed, and follows new meetings', async () => {
    const first = await get('/sitemap.xml');
    const etag = first.headers.etag as string;
    expect((await get('/sitemap.xml', '*/*', { 'if-none-match': etag })).statusCode).toBe(304);
    const added = await createMeeting(ctx.db, { title: 'A newer meeting' });
    const after = await get('/sitemap.xml', '*/*', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(`/meetings/${added}</loc>`);
  });

  it('points robots at the sitemap and away from private pages and the API, but to the open data under it', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://commons.example.org/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).not.toMatch(/Disallow: \/meetings/);
    // A page's whole version (`?whole=1`) is kept off; its own address is the one to crawl.
    expect(res.body).toContain('Disallow: /*whole=1\n');
    // Feeds, exports and OCD views are allowed before the API is disallowed (first-match parsers read in order).
    const lines = res.body.split('\n');
    for (const open of ['/api/v1/feeds/', '/api/v1/data/exports/', '/api/v1/ocd/', '/api/openapi.json', '/api/v1/meetings/calendar.ics', '/api/v1/meetings/*.ics$', '/api/v1/districts.geojson', '/api/v1/places.geojson']) {
      expect(lines.indexOf(`Allow: ${open}`), open).toBeGreaterThan(-1);
      expect(lines.indexOf(`Allow: ${open}`), open).toBeLessThan(lines.indexOf('Disallow: /api/'));
    }
    expect(res.body).not.toMatch(/Allow: \/api\/v1\/(me|auth|admin)(\/|$)/m);
  });
});
