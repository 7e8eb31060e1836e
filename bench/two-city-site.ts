/**
 * Both real cities served as a deployment serves them (`buildCityApps`: the front, each city's pages under
 * `/<id>`), from the production build with server rendering on, on their whole archives: the default city seeded as
 * a first start does and then the shared minutes ingested, the second city seeded likewise and its Legistar mirror
 * synced from its first meeting to its last (two-cities-data.ts). What `bench:lighthouse` loads (issue 52: "with the full archive
 * loaded", both cities' main routes).
 *
 * Loading takes minutes (the minutes' PDFs are parsed, the second city's 970 meetings synced from its Legistar mirror), so BENCH_SITE_DATA may name a
 * folder that keeps the loaded records: a run that finds them there serves them as they are.
 */
import './production-mode.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildCityApps, readyCityApps } from '../server/cities/serve-cities.ts';
import { loadConfig } from '../server/config.ts';
import { type AppDatabase, createDatabase, SQLITE_FILE_NAME } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedAll } from '../server/seed/seed.ts';
import type { TestDatabase } from '../server/test/test-database.ts';
import { loadFromLegistar, loadFromMinutes } from './two-cities-data.ts';
import { TWO_CITIES } from './two-cities.ts';

/** The shared Legistar mirror's span (its README: 8 Jan 2025 - 30 Apr 2026). */
const ARCHIVE = { from: process.env.TWO_CITIES_FROM ?? '2025-01-01', to: process.env.TWO_CITIES_TO ?? '2026-04-30' };

export interface SiteCity {
  id: string;
  name: string;
  /** Where its pages are: `${baseUrl}/<id>`. */
  pages: string;
  /** Its newest completed meeting, for the meeting page. */
  meetingId: number;
  /** Its listed meeting with the most agenda items, the heaviest meeting page. */
  heaviestMeetingId: number;
  meetings: number;
}

export interface TwoCitySite {
  baseUrl: string;
  cities: SiteCity[];
  close(): Promise<void>;
}

/** Written once a city's records are whole: a run stopped half-way through loading leaves none, and is not reused. */
const LOADED = '.bench-loaded';

/** A city's records in `dataDir` (where the deployment keeps them), and whether they were loaded before. */
async function openRecords(dataDir: string): Promise<{ test: TestDatabase; loaded: boolean }> {
  fs.mkdirSync(dataDir, { recursive: true });
  const loaded = fs.existsSync(path.join(dataDir, LOADED));
  if (!loaded && fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))) throw new Error(`${dataDir} holds records loaded half-way: remove it first`);
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  return { test: { db, dataDir, databaseUrl: undefined, pgSchema: undefined, destroy: () => db.destroy() }, loaded };
}

async function newestCompleted(db: AppDatabase): Promise<{ id: number; heaviest: number; meetings: number }> {
  const row = await db.selectFrom('meetings').select('id').where('is_listed', '=', 1).where('status', '=', 'completed').orderBy('meeting_date', 'desc').executeTakeFirstOrThrow();
  const count = await db.selectFrom('meetings').select((eb) => eb.fn.countAll().as('n')).where('is_listed', '=', 1).executeTakeFirstOrThrow();
  const heaviest = await db
    .selectFrom('agenda_items')
    .innerJoin('meetings', 'meetings.id', 'agenda_items.meeting_id')
    .select(['agenda_items.meeting_id as id', (eb) => eb.fn.countAll().as('n')])
    .where('meetings.is_listed', '=', 1)
    .groupBy('agenda_items.meeting_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), heaviest: Number(heaviest.id), meetings: Number(count.n) };
}

export async function startTwoCitySite(name: string): Promise<TwoCitySite> {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/web-ssr/entry-server.js'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  const kept = process.env.BENCH_SITE_DATA;
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), `civic-bench-${name}-`));
  const [home, second] = TWO_CITIES as [(typeof TWO_CITIES)[number], (typeof TWO_CITIES)[number]];
  // Where cityAppConfig puts them: the default city's records in DATA_DIR, another's in DATA_DIR/cities/<id>.
  const homeRecords = await openRecords(dataDir);
  const secondRecords = await openRecords(path.join(dataDir, 'cities', second.config.id));
  const started = performance.now();
  if (!homeRecords.loaded) await loadFromMinutes(home, homeRecords.test);
  if (!secondRecords.loaded) {
    // As its first start leaves it (districts, officials, organizations), then its whole mirror synced.
    await seedAll(secondRecords.test.db, { city: second, now: new Date(), dataDir: secondRecords.test.dataDir, ingestMinutes: true });
    await loadFromLegistar(second, secondRecords.test, ARCHIVE);
  }
  for (const { test } of [homeRecords, secondRecords]) {
    await sql`analyze`.execute(test.db);
    fs.writeFileSync(path.join(test.dataDir, LOADED), '');
  }
  const loadedIn = ((performance.now() - started) / 1000).toFixed(0);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    WEB_DIST_DIR: path.join(root, 'dist/web'),
    CITIES: TWO_CITIES.map((c) => c.config.id).join(','),
  });
  const served = await buildCityApps(config, {
    openDatabase: async (c) => (c.CITY === second.config.id ? secondRecords.test.db : homeRecords.test.db),
    logger: false,
  });
  await readyCityApps(served);
  await served[0]!.app.listen({ port: 0, host: '127.0.0.1' });
  const address = served[0]!.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const cities: SiteCity[] = [];
  for (const [city, records] of [[home, homeRecords], [second, secondRecords]] as const) {
    const { id, heaviest, meetings } = await newestCompleted(records.test.db);
    cities.push({ id: city.config.id, name: city.config.name, pages: `${baseUrl}/${city.config.id}`, meetingId: id, heaviestMeetingId: heaviest, meetings });
  }
  console.log(`(records ${kept && homeRecords.loaded && secondRecords.loaded ? `kept in ${dataDir}` : `loaded in ${loadedIn} s`}: ${cities.map((c) => `${c.name} ${c.meetings} listed meetings`).join(', ')})`);
  return {
    baseUrl,
    cities,
    async close() {
      for (const s of [...served].reverse()) await s.app.close();
      await homeRecords.test.destroy();
      await secondRecords.test.destroy();
      if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
