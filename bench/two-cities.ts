/**
 * `bench:scale`'s two-city part (issue 46, "Speed and scale"): one process serving the two real cities (the default
 * one from its minutes, a year of the second from its Legistar mirror: two-cities-data.ts), through its real front
 * over HTTP (`/…` is the default city, `/<id>/…` and `/api/v1/cities/<id>/…` the second), beside a single-city
 * server of the default city on the same records (its own app and connection, so no memo is shared).
 * - Search, meeting lists and vote analytics of each city, one request at a time: goal p95 < 50 ms.
 * - A page of each city against the single-city page, asked in turn in the same run (kept pages, and first
 *   renders: a different meeting each time): goal within 10% (two-city / single-city p50 <= 1.10), p95 beside.
 * - The memory of the process serving both (RSS after loading, with the two-city server ready, at the end).
 * Env: TWO_CITIES_FROM / TWO_CITIES_TO (the second city's year, default 2025-05-01..2026-04-30), BENCH_PG_SCHEMA
 * (the schemas on PostgreSQL: the default city's, and `<it>_<id>` for the second).
 * On PostgreSQL, the snippets of a search page against the query they replaced (pg-snippets.ts).
 */
import './production-mode.ts';
import os from 'node:os';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { buildCityApps, readyCityApps } from '../server/cities/serve-cities.ts';
import { type AppConfig, loadConfig } from '../server/config.ts';
import { type AppDatabase, createDatabase } from '../server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/test-database.ts';
import { type CityContext, cityContext } from '../city/context.ts';
import { REAL_CITY_IDS } from '../city/index.ts';
import { loadFromLegistar, loadFromMinutes } from './two-cities-data.ts';
import { measurePgSnippets } from './pg-snippets.ts';
import { WEB_DIST } from './web-build.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const GOAL_MS = 50;
const PAGE_RATIO_GOAL = 1.1;
const list = '/meetings/?limit=100&skip=0';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
/** The served cities: the default one first, then the second real one. */
export const TWO_CITIES: readonly CityContext[] = REAL_CITY_IDS.slice(0, 2).map((id) => cityContext(id));
const [home, second] = TWO_CITIES as [CityContext, CityContext];
/** Words residents of either city search for. */
const WORDS = ['street', 'zoning', 'housing', 'budget'];
/** Words far apart in the minutes and a word matched by its stem: the snippet figure's harder pages. */
const PHRASES = ['street maintenance', 'public hearings', 'budgets'];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A figure's requests: `urls` cycled (or each asked once, for first renders), against `base`. */
interface Target {
  name: string;
  base: string;
  urls: string[];
  headers?: Record<string, string>;
}

interface Figures { p50: number; p95: number }

/** Asks each target's next URL in turn (the order turned each round), one request at a time, `rounds` times. */
async function measureInTurn(targets: Target[], rounds: number): Promise<Figures[]> {
  const times: number[][] = targets.map(() => []);
  for (let i = 0; i < rounds; i++) {
    const order = targets.map((_, t) => (t + i) % targets.length);
    for (const t of order) {
      const target = targets[t]!;
      const url = `${target.base}${target.urls[i % target.urls.length]!}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers: target.headers ?? {} });
      await res.arrayBuffer();
      times[t]!.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    }
  }
  return times.map((ts) => {
    const sorted = [...ts].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  });
}

/** The councilor on the most roll calls (a name the figures and filters can use) and a few of the city's words. */
async function councilorOf(db: AppDatabase): Promise<string> {
  const row = await db.selectFrom('councilor_votes').select(['councilor', (eb) => eb.fn.countAll().as('n')]).groupBy('councilor').orderBy('n', 'desc').executeTakeFirstOrThrow();
  return row.councilor;
}

async function meetingIds(db: AppDatabase, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('meetings').select('id').where('is_listed', '=', 1).where('status', '=', 'completed').orderBy('meeting_date', 'desc').limit(limit).execute();
  return rows.map((r) => Number(r.id));
}

/** The API figures of one city: lists, search (its own words, with dates), vote analytics. */
function apiTargets(city: string, base: string, councilor: string, words: string[], year: number): Target[] {
  const c = encodeURIComponent(councilor);
  const search = words.map((q) => `${list}&q=${encodeURIComponent(q)}`);
  return [
    { name: `${city}: meetings list, newest 100`, base, urls: [list] },
    { name: `${city}: meetings list, filtered`, base, urls: [`${list}&status=completed&from=${year}-01-01&to=${year}-12-31`, '/meetings/?limit=100&skip=100&status=completed'] },
    { name: `${city}: search`, base, urls: search },
    { name: `${city}: search, dates`, base, urls: search.map((u) => `${u}&from=${year}-01-01&to=${year}-06-30`) },
    { name: `${city}: split votes, newest 100`, base, urls: ['/votes/split?limit=100'] },
    { name: `${city}: split votes, filtered`, base, urls: [`/votes/split?councilor=${c}&limit=50`, `/votes/split?from=${year}-01-01&to=${year}-12-31&limit=50`] },
    { name: `${city}: councilor figures`, base, urls: [`/votes/councilors/${c}`] },
    { name: `${city}: agreement matrix`, base, urls: ['/votes/agreement'] },
  ];
}

interface Served { front: string; single: string; rssWithBoth: number; close(): Promise<void> }

/** The two-city server (front and all) and a single-city server of the default city beside it, both listening. */
async function serve(homeDb: TestDatabase, secondDb: TestDatabase, base: Record<string, string>): Promise<Served> {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', GEOCODER: 'offline', WEB_DIST_DIR: WEB_DIST, DATA_DIR: homeDb.dataDir, ...base };
  const config: AppConfig = loadConfig({ ...env, CITIES: TWO_CITIES.map((c) => c.config.id).join(',') });
  const served = await buildCityApps(config, { openDatabase: async (c) => (c.CITY === second.config.id ? secondDb.db : homeDb.db), logger: false });
  await readyCityApps(served);
  await served[0]!.app.listen({ port: 0, host: '127.0.0.1' });
  const rssWithBoth = process.memoryUsage().rss;
  // Its own connection to the default city's records: the analytics memo is kept per database handle.
  const singleDb = createDatabase({ databaseUrl: homeDb.databaseUrl, dataDir: homeDb.dataDir, pgSchema: homeDb.pgSchema });
  const single = await buildApp({ config: loadConfig({ ...env, CITIES: home.config.id }), db: singleDb, logger: false });
  await single.listen({ port: 0, host: '127.0.0.1' });
  const url = (app: FastifyInstance) => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  };
  return {
    front: url(served[0]!.app),
    single: url(single),
    rssWithBoth,
    async close() {
      await single.close();
      await singleDb.destroy();
      for (const s of served.reverse()) await s.app.close();
    },
  };
}

function printRows(targets: Target[], figures: Figures[]): number {
  let missed = 0;
  for (const [i, t] of targets.entries()) {
    const f = figures[i]!;
    if (f.p95 >= GOAL_MS) missed++;
    console.log(`  ${t.name.padEnd(40)} p50 ${f.p50.toFixed(1).padStart(6)}   p95 ${f.p95.toFixed(1).padStart(6)} ms   ${f.p95 < GOAL_MS ? 'PASS' : 'MISS'}`);
  }
  return missed;
}

/** Pages of each city against the single-city page, kept and first rendered; returns the misses. */
async function measurePages(served: Served, homeIds: number[], secondIds: number[]): Promise<number> {
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const kept = (ids: number[]) => ids.slice(0, 3).map((id) => `/meetings/${id}`);
  const fresh = (ids: number[]) => ids.slice(3).map((id) => `/meetings/${id}`);
  const page = (name: string, base: string, urls: string[]): Target => ({ name, base, urls, headers: html });
  let missed = 0;
  for (const [label, urls, rounds] of [
    ['kept', (ids: number[]) => kept(ids), REQUESTS],
    ['first render', (ids: number[]) => fresh(ids), Math.min(homeIds.length, secondIds.length) - 3],
  ] as const) {
    const targets = [
      page(`single-city ${home.config.name} meeting page, ${label}`, served.single, urls(homeIds)),
      page(`two-city: ${home.config.name} meeting page, ${label}`, served.front, urls(homeIds)),
      page(`two-city: ${second.config.name} meeting page, ${label}`, `${served.front}/${second.config.id}`, urls(secondIds)),
    ];
    if (label === 'kept') await measureInTurn(targets, 5);
    const figures = await measureInTurn(targets, rounds);
    const [single] = figures;
    console.log(`\n  pages, ${label} (${rounds} each, asked in turn; load ${load()})`);
    for (const [i, t] of targets.entries()) {
      const f = figures[i]!;
      const ratio = f.p50 / single!.p50;
      const judged = i === 0 ? '' : `   / single-city p50 ${ratio.toFixed(2)}, p95 ${(f.p95 / single!.p95).toFixed(2)} (goal <= ${PAGE_RATIO_GOAL}) ${ratio <= PAGE_RATIO_GOAL ? 'PASS' : 'MISS'}`;
      if (i > 0 && ratio > PAGE_RATIO_GOAL) missed++;
      console.log(`  ${t.name.padEnd(44)} p50 ${f.p50.toFixed(1).padStart(6)}   p95 ${f.p95.toFixed(1).padStart(6)} ms${judged}`);
    }
  }
  return missed;
}

async function freshStatistics(test: TestDatabase): Promise<void> {
  if (!test.databaseUrl) return void (await sql`analyze`.execute(test.db));
  const maintenance = createDatabase({ databaseUrl: test.databaseUrl, dataDir: test.dataDir, pgSchema: test.pgSchema, poolSize: 1, statementTimeoutMs: 300_000 });
  try {
    await sql`vacuum (analyze)`.execute(maintenance);
  } finally {
    await maintenance.destroy();
  }
}

/** The newest year with meetings: the period the date filters ask for. */
async function newestYear(db: AppDatabase): Promise<number> {
  const row = await db.selectFrom('meetings').select('meeting_date').where('status', '=', 'completed').orderBy('meeting_date', 'desc').executeTakeFirstOrThrow();
  return Number(String(row.meeting_date).slice(0, 4));
}

const count = async (db: AppDatabase, table: 'meetings' | 'agenda_items' | 'councilor_votes') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** Both cities' records, each on its own database, with fresh statistics. */
async function loadBoth(homeDb: TestDatabase, secondDb: TestDatabase): Promise<void> {
  const started = performance.now();
  await loadFromMinutes(home, homeDb);
  const from = process.env.TWO_CITIES_FROM ?? '2025-05-01';
  const to = process.env.TWO_CITIES_TO ?? '2026-04-30';
  await loadFromLegistar(second, secondDb, { from, to });
  for (const test of [homeDb, secondDb]) await freshStatistics(test);
  for (const [city, test] of [[home, homeDb], [second, secondDb]] as const) {
    console.log(`  ${city.config.name}: ${await count(test.db, 'meetings')} meetings, ${await count(test.db, 'agenda_items')} agenda items, ${await count(test.db, 'councilor_votes')} councilor votes`);
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s to load; ${second.config.name} ${from}..${to})`);
}

/** Each city's API figures through the front, and the default city's from the single-city server in the same turns. */
async function measureApi(served: Served, homeDb: TestDatabase, secondDb: TestDatabase): Promise<number> {
  const homeCouncilor = await councilorOf(homeDb.db);
  const homeYear = await newestYear(homeDb.db);
  const targets = [
    ...apiTargets(home.config.name, `${served.front}/api/v1`, homeCouncilor, WORDS, homeYear),
    ...apiTargets(second.config.name, `${served.front}/api/v1/cities/${second.config.id}`, await councilorOf(secondDb.db), WORDS, await newestYear(secondDb.db)),
  ];
  // The same figures from the single-city server, asked in the same turns: the ratio says what serving a second
  // city costs a request, whatever the machine's load.
  const single = apiTargets(`single-city ${home.config.name}`, `${served.single}/api/v1`, homeCouncilor, WORDS, homeYear);
  await measureInTurn([...targets, ...single], 5);
  const figures = await measureInTurn([...targets, ...single], REQUESTS);
  console.log(`\n  API, ${REQUESTS} requests each, one at a time, the figures asked in turn (load ${load()})`);
  const missed = printRows(targets, figures);
  const ratios = single.map((_, i) => figures[i]!.p50 / figures[targets.length + i]!.p50);
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(`  two-city / single-city ${home.config.name}, p50 of each figure: ${ratios.map((r) => r.toFixed(2)).join(' ')} (median ${median.toFixed(2)})`);
  return missed;
}

/**
 * Loads both cities, serves them, measures; the number of figures that missed their goal. `pages` false (no
 * production build: web-build.ts) leaves the page figures out, as said at the start of the run.
 */
export async function measureTwoCities({ pages }: { pages: boolean }): Promise<number> {
  const prefix = process.env.BENCH_PG_SCHEMA;
  const homeDb = await createTestDatabase({ pgSchema: prefix });
  const secondDb = await createTestDatabase({ pgSchema: prefix ? `${prefix}_${second.config.id}` : undefined });
  try {
    await loadBoth(homeDb, secondDb);
    const pg: Record<string, string> = homeDb.databaseUrl ? { DATABASE_URL: homeDb.databaseUrl, APP_SECRET: 'bench-secret-bench-secret-bench-secret' } : {};
    const rssBefore = process.memoryUsage().rss;
    const served = await serve(homeDb, secondDb, pg);
    try {
      let missed = await measureApi(served, homeDb, secondDb);
      if (homeDb.databaseUrl) await measurePgSnippets([{ name: home.config.name, db: homeDb.db }, { name: second.config.name, db: secondDb.db }], [...WORDS, ...PHRASES], 20);
      if (pages) missed += await measurePages(served, await meetingIds(homeDb.db, 63), await meetingIds(secondDb.db, 63));
      else console.log('\n  pages: SKIPPED, no production build (run `npm run build` first, or leave SCALE_BUILD unset to let the bench build it)');
      const memory = process.memoryUsage();
      console.log(`\n  memory: RSS ${mb(rssBefore)} with both records loaded, ${mb(served.rssWithBoth)} once the two-city server was ready, ${mb(memory.rss)} after every figure above (the single-city server beside it), heap used ${mb(memory.heapUsed)}; load ${load()}`);
      return missed;
    } finally {
      await served.close();
    }
  } finally {
    await homeDb.destroy();
    await secondDb.destroy();
  }
}
