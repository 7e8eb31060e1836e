/**
 * One process serving two cities (issue 46, decision 090): `CITIES` chooses them, each is an app on its own
 * database, and the default city's server hands the other's requests to it by path. Asked over loopback HTTP, as a
 * resident or a client would: Tulsa keeps every URL it had, Fictionville lives at `/fictionville` and
 * `/api/v1/cities/fictionville`, and `GET /api/v1/cities` lists both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCityConfig } from './index.ts';
import { tulsa as tulsaConfig } from './tulsa/config.ts';
import type { CityList } from '../contract/cities.ts';
import type { PublicCity } from '../contract/city.ts';
import { PAGES } from '../contract/pages.ts';
import type { OfficialListResponse } from '../contract/representatives.ts';
import { buildCityApps, readyCityApps, type ServedCityApp } from '../server/cities/serve-cities.ts';
import { loadConfig } from '../server/config.ts';
import { SQLITE_FILE_NAME } from '../server/db/database.ts';
import { openMigratedDatabase } from '../server/process-start.ts';
import { seedCivicData } from '../server/seed/seed-civic.ts';
import { saveMeeting } from '../server/meetings/meeting-store.ts';
import { meetingInput } from '../server/test/factories.ts';
import { buildServerRendering } from '../server/test/ssr-build.ts';
import { TEST_NOW } from '../server/test/test-app.ts';

describe('CITIES: which cities one deployment serves', () => {
  it('is every real city shipped by default, the default city first, and exactly the one named', () => {
    expect(loadConfig({}).CITIES).toEqual(['tulsa', 'nyc']);
    expect(loadConfig({}).CITY).toBe('tulsa');
    expect(loadConfig({ CITIES: 'tulsa' }).CITIES).toEqual(['tulsa']);
    expect(loadConfig({ CITIES: 'fictionville, tulsa' })).toMatchObject({ CITY: 'fictionville', CITIES: ['fictionville', 'tulsa'] });
    // CITY alone still chooses the default city.
    expect(loadConfig({ CITY: 'fictionville' }).CITIES[0]).toBe('fictionville');
  });

  it('stops start-up naming an unknown city, a made-up one in production, or a CITY that disagrees', () => {
    expect(() => loadConfig({ CITIES: 'tulsa,gotham' })).toThrow(/CITIES: unknown "gotham"; this build ships tulsa, nyc, exampleton, fictionville/);
    expect(() => loadConfig({ CITIES: 'tulsa,__proto__' })).toThrow(/CITIES: unknown "__proto__"/);
    expect(() => loadConfig({ CITIES: 'tulsa,fictionville', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow(/CITIES: fictionville is a made-up city/);
    expect(() => loadConfig({ CITIES: 'tulsa,tulsa' })).toThrow(/named twice/);
    expect(() => loadConfig({ CITY: 'fictionville', CITIES: 'tulsa,fictionville' })).toThrow(/CITY: fictionville is not the first of CITIES/);
  });

  it('names the file and the field of a broken city configuration, in one line', () => {
    const broken = { ...tulsaConfig, timeZone: 5 };
    expect(() => checkCityConfig('tulsa', broken)).toThrow(/^city\/tulsa\/config\.ts: timeZone: .+$/);
    const { councilName: _left, ...missing } = tulsaConfig;
    expect(() => checkCityConfig('tulsa', missing)).toThrow(/^city\/tulsa\/config\.ts: councilName: /);
    // A folder is found by its name (city/index.ts): a copied folder whose id still names its original, or a module
    // exporting no configuration, stops start-up the same way.
    expect(() => checkCityConfig('copy', tulsaConfig)).toThrow(/^city\/copy\/config\.ts: id: is "tulsa", not the folder's name "copy"$/);
    expect(() => checkCityConfig('copy', undefined)).toThrow(/^city\/copy\/config\.ts: exports no configuration/);
  });
});

const MATTER_FILE = '26-100-1';

describe('two cities served by one process', () => {
  let dataDir: string;
  let web: ReturnType<typeof buildServerRendering> | undefined;
  let served: ServedCityApp[] = [];
  let base: string;
  beforeAll(async () => {
    web = buildServerRendering();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-cities-'));
    const config = loadConfig({ NODE_ENV: 'test', CITIES: 'tulsa,fictionville', DATA_DIR: dataDir, WEB_DIST_DIR: web.webDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', DATABASE_URL: '' });
    served = await buildCityApps(config, { openDatabase: openMigratedDatabase, logger: false });
    for (const { db, city } of served) {
      await seedCivicData(db, { city, now: new Date(TEST_NOW) });
      // A matter on the city's agenda, so its dossier page (/matters/:file) has a record to render.
      const { name, councilName } = city.config;
      const agenda = [{ item_number: '1', title: 'Ordinance on sidewalk repair', item_type: 'ordinance' as const, file_number: MATTER_FILE }];
      await saveMeeting(db, meetingInput({ title: `${councilName} Regular Meeting`, description: `Regular meeting of the ${councilName}.`, location: `${name} City Hall`, agenda_items: agenda }), { now: new Date(TEST_NOW), city });
    }
    await readyCityApps(served);
    await served[0]!.app.listen({ port: 0, host: '127.0.0.1' });
    const address = served[0]!.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  }, 120_000);
  afterAll(async () => {
    for (const { app, db } of served) {
      await app.close();
      await db.destroy();
    }
    web?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'application/json') => fetch(`${base}${url}`, { headers: { accept } });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    return (await res.json()) as T;
  };
  const officials = async (url: string) => (await json<OfficialListResponse>(url)).officials.map((o) => o.name);

  it('keeps each city on its own database: the default city’s as configured, the other’s under DATA_DIR/cities/<id>', () => {
    expect(fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'cities', 'fictionville', SQLITE_FILE_NAME))).toBe(true);
    expect(served.map((s) => s.app.city.config.id)).toEqual(['tulsa', 'fictionville']);
    expect(served[1]!.db).not.toBe(served[0]!.db);
  });

  it('answers the default city on today’s API paths and the other under its API base, with today’s shapes', async () => {
    expect((await json<PublicCity>('/api/v1/city')).name).toBe('Tulsa');
    expect(await json<PublicCity>('/api/v1/cities/fictionville/city')).toMatchObject({ name: 'Fictionville', web_base: '/fictionville', api_base: '/api/v1/cities/fictionville' });
    expect((await json<PublicCity>('/api/v1/cities/fictionville')).name).toBe('Fictionville');
    expect((await json<PublicCity>('/api/v1/cities/tulsa/city')).name).toBe('Tulsa');
    expect((await officials('/api/v1/cities/fictionville/representatives/officials')).sort()).toEqual(['Ada Alder', 'Ben Birch', 'Cora Cedar', 'Dana Dogwood']);
    const tulsaOfficials = await officials('/api/v1/representatives/officials?x=1');
    expect(tulsaOfficials).toContain('Monroe Nichols');
    expect(tulsaOfficials).not.toContain('Ada Alder');
    // The absolute links the other city's app writes (its PUBLIC_URL is the deployment's followed by /<id>) reach it.
    expect((await json<PublicCity>('/fictionville/api/v1/city')).name).toBe('Fictionville');
  });

  it('lists the cities served, each with its bases, districts and sources', async () => {
    const { cities } = await json<CityList>('/api/v1/cities');
    expect(cities.map((c) => [c.id, c.name, c.state, c.api_base, c.web_base])).toEqual([
      ['tulsa', 'Tulsa', 'Oklahoma', '/api/v1', '/tulsa'],
      ['fictionville', 'Fictionville', served[1]!.city.config.state, '/api/v1/cities/fictionville', '/fictionville'],
    ]);
    for (const [i, city] of cities.entries()) {
      const config = served[i]!.city.config;
      expect(city).toMatchObject({ time_zone: config.timeZone, districts: config.districtCount, sync_enabled: false });
      expect(city.sources.map((s) => s.url)).toEqual(config.listings.map((l) => l.url));
      // Never read here: no success on record, so stale.
      for (const source of city.sources) expect(source).toMatchObject({ last_success_at: null, stale: true });
    }
  });

  it('is described in the OpenAPI document, its unknown-city answers left out', async () => {
    const document = await json<{ paths: Record<string, { get?: { operationId?: string } }> }>('/api/openapi.json');
    expect(document.paths['/api/v1/cities/']?.get?.operationId ?? document.paths['/api/v1/cities']?.get?.operationId).toBe('listCities');
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/v1/cities/{'))).toEqual([]);
  });

  it('answers an unknown city, or a prototype key, with 404 naming the cities served', async () => {
    for (const url of ['/api/v1/cities/gotham', '/api/v1/cities/gotham/meetings', '/api/v1/cities/__proto__', '/api/v1/cities/__proto__/meetings', '/api/v1/cities/constructor/city', '/api/v1/cities/hasOwnProperty']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string; details: { cities: { id: string; api_base: string }[] } } };
      expect(body.error.code, url).toBe('not_found');
      expect(body.error.message, url).toBe('City not found.');
      expect(body.error.details.cities.map((c) => c.id), url).toEqual(['tulsa', 'fictionville']);
    }
  });

  it('renders every public page of the other city under its path, naming only its own city', async () => {
    let cityLinks = 0;
    const paths = PAGES.filter((page) => !('private' in page)).map((page) => page.pattern.replace(':district', '1').replace(':file', MATTER_FILE).replace(/\/:[a-z]+\?$/, ''));
    for (const pagePath of paths) {
      const url = `/fictionville${pagePath === '/' ? '' : pagePath}`;
      const res = await get(url, 'text/html');
      expect(res.status, url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain('id="server-state"');
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect(main, url).not.toMatch(/tulsa/i);
      // Links inside the page stay in the city: none to a page of the default city's.
      expect(main, url).not.toMatch(/href="\/(meetings|councilors|map|votes|organizations|campaigns|contact-representatives|signup|corrections|status|data|glossary)\b/);
      cityLinks += main.match(/href="\/fictionville\//g)?.length ?? 0;
    }
    expect(cityLinks).toBeGreaterThan(0);
  });

  it('serves the other city’s pages under its path, drawn with its base, and the default city’s as before', async () => {
    const page = await get('/fictionville/meetings', 'text/html');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="server-state"');
    expect(html).toContain('"web_base":"/fictionville"');
    expect(html).toMatch(/href="\/fictionville\/meetings/);
    // The page itself names its own city only (the served cities are named by the city menu, and its data).
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main).toMatch(/fictionville/i);
    expect(main).not.toMatch(/tulsa/i);
    // The footer names both cities served, each at its address.
    expect(html).toContain('<a href="/tulsa" lang="en">Tulsa</a>');
    expect(html).toContain('<a href="/fictionville" aria-current="true" lang="en">Fictionville</a>');
    // Its canonical link is its own address.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/fictionville\/meetings"/);

    // The default city's pages live under its own path too (decision 145).
    const home = await get('/tulsa', 'text/html');
    const tulsaHtml = await home.text();
    expect(home.status).toBe(200);
    expect(tulsaHtml).toContain('"web_base":"/tulsa"');
    expect(tulsaHtml).toMatch(/Tulsa/);
    expect(tulsaHtml).toMatch(/href="\/tulsa\/meetings/);
    expect(tulsaHtml).not.toMatch(/<a [^>]*href="\/fictionville\/meetings/);
  });

  // Decision 145: a city in every public URL, the default city's included.
  const raw = (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, { redirect: 'manual', ...init });
  const tulsaMeetingId = async () => (await json<{ items: { id: number }[] }>('/api/v1/meetings?limit=1')).items[0]!.id;

  it('moves every page that lived at the root under the default city’s path, permanently, its query kept', async () => {
    const paths = PAGES.filter((page) => page.pattern !== '/').map((page) =>
      page.pattern.replace(':district', '1').replace(':file', MATTER_FILE).replace(':id?', '7').replace(':slug?', 'some-group'),
    );
    expect(paths).toContain('/meetings/7');
    for (const pagePath of paths) {
      const res = await raw(`${pagePath}?lang=es&q=zoning%20board`, { headers: { accept: 'text/html' } });
      expect(res.status, pagePath).toBe(301);
      expect(res.headers.get('location'), pagePath).toBe(`/tulsa${pagePath}?lang=es&q=zoning%20board`);
    }
    // A link already sent in an email (a page's): redirected with its token.
    const verify = await raw('/verify-email?token=abc.def');
    expect([verify.status, verify.headers.get('location')]).toEqual([301, '/tulsa/verify-email?token=abc.def']);
    expect((await raw('/meetings?upcoming=1', { method: 'HEAD' })).status).toBe(301);
    // Another method keeps its method and body (308).
    const post = await raw('/meetings?x=1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([post.status, post.headers.get('location')]).toEqual([308, '/tulsa/meetings?x=1']);
    // Followed, the redirect lands on the page, in the language its link named.
    const followed = await fetch(`${base}/meetings?lang=es`, { headers: { accept: 'text/html' } });
    expect(followed.url).toBe(`${base}/tulsa/meetings?lang=es`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/tulsa\/meetings\?lang=es"/);
  });

  it('answers the API, feeds, calendars, OCD, MCP and files at the root paths they always had, and the API under /api/v1/cities/tulsa too', async () => {
    const id = await tulsaMeetingId();
    const paths = [
      '/api/v1/meetings?limit=2',
      `/api/v1/meetings/${id}`,
      '/api/v1/feeds/meetings.rss',
      '/api/v1/meetings/calendar.ics',
      `/api/v1/meetings/${id}.ics`,
      '/api/v1/feeds/bodies/planning_commission.ics',
      '/api/v1/ocd/events?limit=1',
      '/api/v1/ocd/people',
      '/api/v1/data/exports',
      '/api/v1/councilors/1',
      '/api/openapi.json',
      '/healthz',
    ];
    for (const url of paths) {
      const res = await raw(url);
      expect(res.status, url).toBe(200);
      const body = await res.text();
      // Tulsa's answers (the API description names no city's record).
      if (url !== '/api/openapi.json') expect(body, url).not.toMatch(/fictionville/i);
      if (url.startsWith('/api/v1/')) {
        const again = await raw(url.replace('/api/v1/', '/api/v1/cities/tulsa/'));
        expect(again.status, url).toBe(200);
      }
    }
    const mcp = await raw('/api/v1/mcp', { method: 'POST', headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    expect(mcp.status).toBe(200);
    expect(await mcp.text()).toContain('search_meetings');
    // The link to an item an alert sent: answered where it was, to the meeting page under the city's path.
    const item = await raw(`/api/v1/meetings/${id}/agenda-items`);
    expect(item.status).toBe(200);
    const itemLink = await raw(`/meetings/${id}/items/1`);
    expect(itemLink.status).toBe(302);
    expect(itemLink.headers.get('location')).toMatch(new RegExp(`^/tulsa/meetings/${id}`));
    // Feeds link to the pages at their new addresses.
    expect(await (await raw('/api/v1/feeds/meetings.rss')).text()).toMatch(new RegExp(`/tulsa/meetings/${id}`));
  });

  it('lets a first-time visitor choose a city at /, in English or Spanish, and takes a returning one to their city', async () => {
    const first = await raw('/', { headers: { accept: 'text/html' } });
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Choose your city</h1>');
    expect(html).toMatch(/<a href="\/tulsa" lang="en">Tulsa<span>Oklahoma<\/span><\/a>/);
    expect(html).toMatch(/<a href="\/fictionville" lang="en">Fictionville/);
    expect(html).toContain('<a href="/?lang=es" lang="es" hreflang="es">Español</a>');
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/localhost:\d+\/\?lang=es">/);
    const es = await (await raw('/?lang=es')).text();
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<h1>Elija su ciudad</h1>');
    expect(es).toContain('<a href="/fictionville?lang=es" lang="en">Fictionville');
    expect((await (await raw('/', { headers: { 'accept-language': 'es-MX,es;q=0.9' } })).text())).toContain('Elija su ciudad');

    // A page of a city remembers it; `/` then goes there, query kept.
    const visit = await raw('/fictionville/meetings', { headers: { accept: 'text/html' } });
    const cookie = visit.headers.getSetCookie().find((c) => c.startsWith('city='));
    expect(cookie).toMatch(/^city=fictionville; Path=\/; Max-Age=\d+; SameSite=Lax/);
    const back = await raw('/?lang=es', { headers: { cookie: 'city=fictionville' } });
    expect([back.status, back.headers.get('location')]).toEqual([302, '/fictionville?lang=es']);
    expect((await raw('/', { headers: { cookie: 'city=tulsa' } })).headers.get('location')).toBe('/tulsa');
    // A page of the city already remembered sets nothing; a city that is not served is no choice.
    expect((await raw('/tulsa/meetings', { headers: { accept: 'text/html', cookie: 'city=tulsa' } })).headers.getSetCookie().filter((c) => c.startsWith('city='))).toEqual([]);
    expect((await raw('/', { headers: { cookie: 'city=__proto__' } })).status).toBe(200);
  });

  it('answers a path naming no served city with 404 and the list of cities, as a page or as JSON', async () => {
    for (const url of ['/gotham', '/gotham/meetings', '/gotham/meetings/4?lang=es', '/__proto__/meetings', '/constructor']) {
      const page = await raw(url, { headers: { accept: 'text/html' } });
      expect(page.status, url).toBe(404);
      const html = await page.text();
      expect(html, url).toContain('<a href="/tulsa');
      expect(html, url).toContain('<a href="/fictionville');
      expect(html, url).toContain('<meta name="robots" content="noindex">');
      const api = await raw(url);
      expect(api.status, url).toBe(404);
      const body = (await api.json()) as { error: { code: string; details: { cities: { id: string; web_base: string }[] } } };
      expect(body.error.code, url).toBe('not_found');
      expect(body.error.details.cities.map((c) => [c.id, c.web_base]), url).toEqual([['tulsa', '/tulsa'], ['fictionville', '/fictionville']]);
    }
    expect(await (await raw('/gotham/meetings?lang=es', { headers: { accept: 'text/html' } })).text()).toContain('No servimos ninguna ciudad en /gotham/meetings');
    // Not a city: a path of no page at all is the app's 404, as before.
    expect((await raw('/no/such/thing', { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('gives each page its canonical and hreflang addresses under its city, and a sitemap of every city', async () => {
    const html = await (await raw('/tulsa/meetings', { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/tulsa\/meetings"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http:\/\/localhost:\d+\/tulsa\/meetings\?lang=es"/);
    const spanish = await (await raw('/fictionville/meetings?lang=es', { headers: { accept: 'text/html' } })).text();
    expect(spanish).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/fictionville\/meetings\?lang=es"/);

    const index = await raw('/sitemap.xml');
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)).toEqual(['/tulsa/sitemap.xml', '/fictionville/sitemap.xml']);
    const id = await tulsaMeetingId();
    const tulsaMap = await (await raw('/tulsa/sitemap.xml')).text();
    expect(tulsaMap).toMatch(new RegExp(`<loc>http://localhost:\\d+/tulsa/meetings/${id}</loc>`));
    expect(tulsaMap).not.toMatch(/<loc>http:\/\/localhost:\d+\/meetings/);
    expect(await (await raw('/fictionville/sitemap.xml')).text()).toMatch(/<loc>http:\/\/localhost:\d+\/fictionville\/meetings<\/loc>/);

    const robots = await (await raw('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap.xml\n$/);
    for (const line of ['Disallow: /tulsa/login', 'Disallow: /fictionville/dashboard', 'Allow: /api/v1/feeds/', 'Allow: /api/v1/cities/fictionville/feeds/', 'Disallow: /api/']) expect(robots).toContain(`${line}\n`);
  });
});

describe('a deployment serving one city', () => {
  let served: ServedCityApp[] = [];
  let dataDir: string;
  let base: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-one-city-'));
    const config = loadConfig({ NODE_ENV: 'test', CITIES: 'tulsa', DATA_DIR: dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', DATABASE_URL: '', WEB_DIST_DIR: path.join(dataDir, 'no-web-build') });
    served = await buildCityApps(config, { openDatabase: openMigratedDatabase, logger: false });
    await readyCityApps(served);
    await served[0]!.app.listen({ port: 0, host: '127.0.0.1' });
    const address = served[0]!.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const { app, db } of served) {
      await app.close();
      await db.destroy();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes from / straight to its city, whatever the visitor chose before, and keeps every old address', async () => {
    const root = await fetch(`${base}/?lang=es`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/tulsa?lang=es']);
    expect((await fetch(`${base}/`, { redirect: 'manual', headers: { cookie: 'city=nyc' } })).headers.get('location')).toBe('/tulsa');
    const old = await fetch(`${base}/councilors/3?tab=votes`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/tulsa/councilors/3?tab=votes']);
    const cities = (await (await fetch(`${base}/api/v1/cities`)).json()) as CityList;
    expect(cities.cities.map((c) => [c.id, c.web_base, c.api_base])).toEqual([['tulsa', '/tulsa', '/api/v1']]);
    expect(((await (await fetch(`${base}/api/v1/city`)).json()) as PublicCity).web_base).toBe('/tulsa');
  });
});
