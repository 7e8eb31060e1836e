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
    expect(() => loadConfig({ CITIES: 'tulsa,gotham' })).toThrow(/CITIES: unknown "gotham"; this build ships tulsa, nyc, fictionville/);
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
      ['tulsa', 'Tulsa', 'Oklahoma', '/api/v1', '/'],
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
    expect(html).toContain('<a href="/" lang="en">Tulsa</a>');
    expect(html).toContain('<a href="/fictionville" aria-current="true" lang="en">Fictionville</a>');
    // Its canonical link is its own address.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/fictionville\/meetings"/);

    const home = await get('/', 'text/html');
    const tulsaHtml = await home.text();
    expect(home.status).toBe(200);
    expect(tulsaHtml).toContain('"web_base":"/"');
    expect(tulsaHtml).toMatch(/Tulsa/);
    expect(tulsaHtml).not.toMatch(/<a [^>]*href="\/fictionville\/meetings/);
  });
});
