/**
 * `npm run bench:scale` (issue 38): search, the meetings list and the vote analytics at 1,000, 5,000 and 20,000
 * meetings (20 agenda items each, a roll call of nine councilors on each voting record), each size in a fresh
 * database: a SQLite file, or a fresh PostgreSQL schema with DATABASE_URL. Requests go one at a time through
 * the real app (`inject`: routing, validation, the queries, serialisation), so the figures are the server's own
 * time. Goal: p95 under 50 ms at 20,000 meetings. The growth from the smallest to the largest size is printed as
 * the exponent k of time ~ size^k: about 0 is constant, up to about 0.3 is logarithmic (log 20,000 / log 1,000
 * is 1.43, k 0.12; noise on a shared machine makes this band wide), 1 is linear.
 * Env: SCALE_SIZES (default 1000,5000,20000), BENCH_REQUESTS (default 60 per endpoint), SCALE_ENDPOINTS (names
 * that contain one of these comma-separated words, e.g. `search`; default all: building the corpus is the slow part),
 * SCALE_PARTS (`sizes,cities`, the default, or one of them): `cities` then serves the two real cities (the second
 * a year of its record) from one process (two-cities.ts; issue 46), when ../shared holds their records. BENCH_PG_SCHEMA names the PostgreSQL
 * schemas (its own per run beside other runs; default random). The two-city page figures need the production
 * build: when dist/ lacks it the bench runs `npm run build` first, or with SCALE_BUILD=0 says at the start that
 * it skips them.
 */
import './production-mode.ts';
import os from 'node:os';
import { sql } from 'kysely';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../server/test/test-database.ts';
import { generateCorpus } from './meetings-data.ts';
import { generateRollCalls } from './votes-data.ts';
import { measureTwoCities, TWO_CITIES } from './two-cities.ts';
import { twoCitiesDataPresent } from './two-cities-data.ts';
import { ensureWebBuild } from './web-build.ts';

const PARTS = (process.env.SCALE_PARTS ?? 'sizes,cities').split(',');
const SIZES = (process.env.SCALE_SIZES ?? '1000,5000,20000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const GOAL_MS = 50;
const list = '/api/v1/meetings/?limit=100&skip=0';
const SEARCH_WORDS = ['stormwater fee', 'zoning appeal', 'library youth program', 'sewer easement', 'benmar', 'parade permit'];
const ALL_ENDPOINTS: [string, string[]][] = [
  ['meetings list, newest 100', [list]],
  ['meetings list, filtered', [`${list}&status=completed&from=2005-01-01&to=2005-12-31`, `${list}&topic=city-budget`, '/api/v1/meetings/?limit=100&skip=300&status=completed']],
  ['search', SEARCH_WORDS.map((q) => `${list}&q=${encodeURIComponent(q)}`)],
  // The path the "more than 500 matches: choose dates" message sends residents to (issue 52): a year (~104
  // meetings) and five years (~520), inside the first ten years so every size has them.
  ['search, dates', SEARCH_WORDS.map((q, i) => `${list}&q=${encodeURIComponent(q)}&from=${2000 + i}-01-01&to=${2000 + i + (i % 2 === 0 ? 4 : 0)}-12-31`)],
  ['search, filtered', SEARCH_WORDS.map((q, i) => `${list}&q=${encodeURIComponent(q)}&${i % 2 === 0 ? 'status=completed' : 'topic=city-budget'}`)],
  // A Spanish reader's words (lang=es: the Spanish text, decision 110).
  ['search, Spanish', ['presupuesto', 'calle', 'permiso de desfile', 'aguas pluviales', 'zonificación', 'biblioteca'].map((q) => `${list}&q=${encodeURIComponent(q)}&lang=es`)],
  ['split votes, newest 100', ['/api/v1/votes/split?limit=100']],
  ['split votes, filtered', ['/api/v1/votes/split?topic=police&limit=50', '/api/v1/votes/split?councilor=Bellis&limit=50']],
  ['councilor figures', ['/api/v1/votes/councilors/Bellis']],
  ['agreement matrix', ['/api/v1/votes/agreement']],
];
const chosen = process.env.SCALE_ENDPOINTS?.split(',').map((w) => w.trim()).filter(Boolean);
const ENDPOINTS = chosen?.length ? ALL_ENDPOINTS.filter(([name]) => chosen.some((w) => name.includes(w))) : ALL_ENDPOINTS;
if (ENDPOINTS.length === 0) throw new Error(`SCALE_ENDPOINTS=${process.env.SCALE_ENDPOINTS} names no endpoint`);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** `analyze`; on PostgreSQL also vacuum, on a connection allowed the minutes a request's timeout is not. */
async function freshStatistics(test: TestDatabase): Promise<void> {
  if (!test.databaseUrl) {
    await sql`analyze`.execute(test.db);
    return;
  }
  const maintenance = createDatabase({ databaseUrl: test.databaseUrl, dataDir: test.dataDir, pgSchema: test.pgSchema, poolSize: 1, statementTimeoutMs: 300_000 });
  try {
    await sql`vacuum (analyze) meetings, meeting_topics, meeting_keywords, agenda_items, voting_records, councilor_votes, meeting_search, meeting_search_es`.execute(maintenance);
  } finally {
    await maintenance.destroy();
  }
}

/** p95 (ms) of each endpoint, first answers (cold: before any memo holds them) apart. */
async function measureSize(meetings: number): Promise<{ cold: number; p50: number; p95: number }[]> {
  const test = await createTestDatabase({ pgSchema: process.env.BENCH_PG_SCHEMA });
  try {
    const started = performance.now();
    const counts = await generateCorpus(test.db, { meetings, itemsPerMeeting: 20 }, cityContext(DEFAULT_CITY_ID).config);
    const votes = await generateRollCalls(test.db);
    // Fresh statistics for the planner, as after the first day of a real database. On PostgreSQL that day
    // includes autovacuum (on by default; off on the test server), whose visibility map lets the vote
    // analytics count meetings from the covering index of migration 015 instead of reading their long rows:
    // without it "split votes, filtered" read all 20,000 meetings' rows for a count (~1 s on a loaded machine).
    await freshStatistics(test);
    console.log(`\n${counts.meetings} meetings, ${counts.items} agenda items, ${votes} councilor votes (${((performance.now() - started) / 1000).toFixed(0)} s to build)`);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: test.dataDir,
      LOG_LEVEL: 'silent',
      GEOCODER: 'offline',
      WEB_DIST_DIR: `${test.dataDir}/no-web-build`,
      ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl, APP_SECRET: 'bench-secret-bench-secret-bench-secret' } : {}),
    });
    const app = await buildApp({ config, db: test.db, logger: false });
    await app.ready();
    const rows = [];
    for (const [name, urls] of ENDPOINTS) {
      let cold = 0;
      for (const url of urls) {
        const t0 = performance.now();
        await app.inject(url);
        cold = Math.max(cold, performance.now() - t0);
      }
      for (let i = 0; i < 5; i++) await app.inject(urls[i % urls.length]!);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const url = urls[i % urls.length]!;
        const t0 = performance.now();
        const res = await app.inject(url);
        times.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
      times.sort((a, b) => a - b);
      const row = { cold, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
      rows.push(row);
      console.log(`  ${name.padEnd(28)} cold ${row.cold.toFixed(1).padStart(7)}   p50 ${row.p50.toFixed(1).padStart(6)}   p95 ${row.p95.toFixed(1).padStart(6)} ms`);
    }
    await app.close();
    return rows;
  } finally {
    await test.destroy();
  }
}

/** The exponent k of time ~ size^k between two sizes, and what it says. */
function growth(small: number, large: number, sizeRatio: number): string {
  if (sizeRatio === 1) return 'k     - (one size)';
  const k = Math.log(Math.max(large, 0.01) / Math.max(small, 0.01)) / Math.log(sizeRatio);
  const label = k < 0.1 ? 'constant' : k < 0.3 ? 'logarithmic' : k < 0.75 ? 'sublinear' : 'linear';
  return `k ${k.toFixed(2).padStart(5)} ${label}`;
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
console.log(`${engine}, ${REQUESTS} sequential requests per endpoint after 5 unmeasured, ${os.cpus().length} CPUs, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, node ${process.version}`);
const citiesPresent = PARTS.includes('cities') && twoCitiesDataPresent(TWO_CITIES);
// Said (and built) before the long part, not found out as a 404 at the end of it.
const pages = citiesPresent && ensureWebBuild({ build: process.env.SCALE_BUILD !== '0' });
if (citiesPresent && !pages) console.log('The two-city page figures need the production build (`npm run build` first): they are SKIPPED in this run.');
let missed = 0;
if (PARTS.includes('sizes')) missed += await measureSizes();
if (PARTS.includes('cities')) {
  if (citiesPresent) {
    console.log(`\nTwo cities from one process (issue 46): ${TWO_CITIES.map((c) => c.config.name).join(' and ')}; load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const cityMisses = await measureTwoCities({ pages });
    console.log(`\ntwo cities: ${cityMisses === 0 ? 'PASS' : `MISS on ${cityMisses} figure(s)`}`);
    missed += cityMisses;
  } else {
    console.log('\n(no ../shared/data minutes and Legistar mirror: the two-city part is skipped)');
  }
}
process.exitCode = missed === 0 ? 0 : 1;

/** Every size, then the table of p95 by size; the endpoints that missed the goal at the largest. */
async function measureSizes(): Promise<number> {
  const results = [];
  for (const size of SIZES) results.push(await measureSize(size));
  const first = results[0]!;
  const last = results.at(-1)!;
  const ratio = SIZES.at(-1)! / SIZES[0]!;
  console.log(`\np95 by size (ms), and growth from ${SIZES[0]} to ${SIZES.at(-1)} meetings (time ~ size^k); load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  // p50 beside p95: on a shared machine the p95 of a few dozen requests is mostly other processes' time.
  console.log(`endpoint                      ${SIZES.map((s) => String(s).padStart(8)).join('')}   growth (p95)         p50 by size${' '.repeat(Math.max(0, SIZES.length * 8 - 11))}   growth (p50)         cold at ${SIZES.at(-1)}   goal`);
  let missed = 0;
  for (const [i, [name]] of ENDPOINTS.entries()) {
    const p95s = results.map((r) => r[i]!.p95);
    const p50s = results.map((r) => r[i]!.p50);
    if (last[i]!.p95 >= GOAL_MS) missed++;
    console.log(
      `${name.padEnd(29)} ${p95s.map((p) => p.toFixed(1).padStart(8)).join('')}   ${growth(first[i]!.p95, last[i]!.p95, ratio).padEnd(20)} ${p50s.map((p) => p.toFixed(1).padStart(8)).join('').padEnd(Math.max(11, SIZES.length * 8))}   ${growth(first[i]!.p50, last[i]!.p50, ratio).padEnd(20)} ${last[i]!.cold.toFixed(1).padStart(8)} ms   ${last[i]!.p95 < GOAL_MS ? 'PASS' : 'MISS'}`,
    );
  }
  console.log(`\np95 < ${GOAL_MS} ms at ${SIZES.at(-1)} meetings: ${missed === 0 ? 'PASS' : `MISS on ${missed} endpoint(s)`}`);
  return missed;
}
