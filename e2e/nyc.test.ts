/**
 * New York's main routes seen as a resident (issue 47): a deployment serving Tulsa and New York (CITIES=tulsa,nyc,
 * New York under /nyc) walked at phone and desktop widths, in English and Spanish. Each page names New York and
 * not Tulsa in its main content, and has no axe violation. The server is this file's own: the shared one serves
 * the default city only. Offline geocoding, as New York has no address data of its own: the district finder must
 * say that street addresses need the online lookup, and still list every district.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCityApps, readyCityApps, type ServedCityApp } from '#server/cities/serve-cities.ts';
import { loadConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedIfEmpty } from '#server/seed/seed.ts';
import { launchBrowser } from './support/browser.ts';
import { axeViolations, DESKTOP, PHONE } from './support/page.ts';
import { E2E_WEB_DIST } from './support/web-build.ts';

let browser: Browser;
let served: ServedCityApp[] = [];
let baseUrl = '';
let votedMeeting = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-e2e-nyc-'));

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CITIES: 'tulsa,nyc',
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    WEB_DIST_DIR: E2E_WEB_DIST,
  });
  [browser, served] = await Promise.all([
    launchBrowser(),
    buildCityApps(config, {
      logger: false,
      openDatabase: async (cityConfig) => {
        const db = createDatabase({ dataDir: cityConfig.DATA_DIR });
        await migrateToLatest(db);
        return db;
      },
    }),
  ]);
  // Only New York is seeded: Tulsa's pages are not walked here, and its seed would only add time.
  const nyc = served.find((s) => s.city.config.id === 'nyc')!;
  await seedIfEmpty(nyc.db, { city: nyc.city, now: new Date(), dataDir: nyc.config.DATA_DIR, demoMeetings: false });
  await readyCityApps(served);
  const front = served[0]!.app;
  await front.listen({ port: 0, host: '127.0.0.1' });
  const address = front.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  // The meeting with per-member votes and the fewest items: axe over the Stated Meeting's 146 items and 20 roll
  // calls of 50 members takes a minute on a loaded machine, and a committee's page is built of the same parts.
  const api = async <T>(url: string) => (await (await fetch(`${baseUrl}/api/v1/cities/nyc${url}`)).json()) as T;
  const meetings = await api<{ items: { id: number; has_votes?: boolean }[] }>('/meetings?limit=50');
  let fewest = Infinity;
  for (const { id } of meetings.items.filter((m) => m.has_votes)) {
    const meeting = await api<{ agenda_items: unknown[]; voting_records: { votes: unknown[] }[] }>(`/meetings/${id}`);
    const perMember = meeting.voting_records.some((r) => r.votes.length > 1);
    if (perMember && meeting.agenda_items.length < fewest) [votedMeeting, fewest] = [id, meeting.agenda_items.length];
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const { app, db } of served.reverse()) {
    await app.close();
    await db.destroy();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const LANGUAGES = {
  en: { newYork: /New York/, finderOffline: /Street addresses need an online address lookup/, allDistricts: 'All districts' },
  es: { newYork: /New York/, finderOffline: /Las direcciones necesitan un servicio de búsqueda en línea/, allDistricts: 'Todos los distritos' },
} as const;

/**
 * The main content and the tab's title name New York and never Tulsa (the city menu and the footer may name every
 * served city).
 */
async function namesNewYork(page: Page, route: string) {
  const main = `${await page.title()}\n${await page.locator('main').innerText()}`;
  // In Spanish the city is "Nueva York" (its Spanish council name, decision 200).
  expect(main, `${route} names New York`).toMatch(/New York|Nueva York/);
  expect(main, `${route} names no Tulsa`).not.toMatch(/Tulsa/);
}

describe("New York's main routes", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const lang of ['en', 'es'] as const) {
      it(`read as a resident at ${viewport.width} px in ${lang === 'en' ? 'English' : 'Spanish'}`, async () => {
        expect(votedMeeting, 'the seed has a meeting with per-member votes').toBeGreaterThan(0);
        const context = await browser.newContext({ viewport, baseURL: baseUrl });
        context.setDefaultTimeout(15_000);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        const words = LANGUAGES[lang];
        const routes = [
          '/nyc',
          '/nyc/meetings',
          `/nyc/meetings/${votedMeeting}`,
          '/nyc/councilors/1',
          '/nyc/contact-representatives/find-district',
          '/nyc/map',
          '/nyc/votes/split',
          '/nyc/votes/compare',
        ];
        try {
          for (const route of routes) {
            await page.goto(`${route}?lang=${lang}`, { waitUntil: 'networkidle' });
            await page.locator('h1').first().waitFor();
            expect(await page.locator('html').getAttribute('lang'), route).toBe(lang);
            await namesNewYork(page, route);
            // The district is named in the page's language, not as the district file spells it.
            if (route === '/nyc/councilors/1') await page.getByText(lang === 'en' ? 'District 1' : 'Distrito 1', { exact: true }).first().waitFor();
            if (route.endsWith('/find-district')) {
              // Every one of the 51 districts is there to choose from, each a link to its member.
              const list = page.getByRole('region', { name: words.allDistricts });
              await expect.poll(() => list.getByRole('link').count()).toBe(51);
              await page.getByRole('textbox').first().fill('250 Broadway, New York, NY 10007');
              await page.getByRole('textbox').first().press('Enter');
              await page.getByText(words.finderOffline).first().waitFor();
            }
            expect(await axeViolations(page), route).toEqual([]);
          }
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }, 90_000);
    }
  }
});
