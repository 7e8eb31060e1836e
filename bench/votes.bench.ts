/**
 * `npm run bench:votes`: the vote analytics endpoints on the benchmark corpus (5,000 meetings, 100,000 agenda
 * items, 25,000 roll calls of nine councilors), in a fresh SQLite data dir (or PostgreSQL with DATABASE_URL).
 * Requests go one at a time through the real app (`inject`: routing, validation, serialisation, the queries),
 * so the figures are the server's own time. Goal (issue 19): every endpoint under 100 ms p95. Whole-council
 * figures are memoized until a meeting is written (analytics-cache.ts): `cold` is the slowest first answer of
 * an endpoint's URLs, what the first reader after an ingestion waits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { generateCorpus } from './meetings-data.ts';
import { generateRollCalls } from './votes-data.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const GOAL_MS = 100;
const ENDPOINTS: [string, string[]][] = [
  ['split votes, newest 100', ['/api/v1/votes/split?limit=100']],
  ['split votes, filtered', ['/api/v1/votes/split?topic=police&limit=50', '/api/v1/votes/split?from=2020-01-01&to=2020-12-31', '/api/v1/votes/split?meeting_type=regular_council&skip=500&limit=50']],
  ['split votes of a councilor', ['/api/v1/votes/split?councilor=Bellis&limit=50', '/api/v1/votes/split?councilor=Dutton&against_majority=true']],
  ['split share per year', ['/api/v1/votes/split/by-year']],
  ['roll-call councilors', ['/api/v1/votes/councilors']],
  ['councilor figures', ['/api/v1/votes/councilors/Bellis', '/api/v1/votes/councilors/Patrick?from=2010-01-01&to=2014-12-31']],
  ['agreement matrix', ['/api/v1/votes/agreement']],
  ['compare two', ['/api/v1/votes/compare?a=Bellis&b=Lakin', '/api/v1/votes/compare?a=Patrick&b=Archie&limit=20']],
  // The CSV files: every match in one answer (the split list of a councilor is about 3,800 roll calls).
  ['CSV: split votes, filtered', ['/api/v1/votes/split.csv?councilor=Dutton&against_majority=true', '/api/v1/votes/split.csv?from=2020-01-01&to=2020-12-31']],
  ['CSV: split votes of a councilor', ['/api/v1/votes/split.csv?councilor=Bellis']],
  ['CSV: compare two', ['/api/v1/votes/compare.csv?a=Bellis&b=Lakin']],
  ['CSV: matrix and figures', ['/api/v1/votes/agreement.csv', '/api/v1/votes/councilors/Bellis/figures.csv']],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-votes-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret' } : {}),
});
const db = createDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
try {
  await migrateToLatest(db);
  const started = performance.now();
  const counts = await generateCorpus(db, { meetings: 5_000, itemsPerMeeting: 20 }, cityContext(DEFAULT_CITY_ID).config);
  const votes = await generateRollCalls(db);
  // Fresh statistics for the planner, as after the first day of a real database.
  await sql`analyze`.execute(db);
  console.log(
    `corpus: ${counts.meetings} meetings, ${counts.items} agenda items, ${votes} councilor votes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  console.log(`\n${REQUESTS} sequential requests per endpoint after 10 unmeasured, node ${process.version}`);
  console.log('endpoint                          cold ms   p50 ms   p95 ms   max ms   goal (p95)');
  let missed = 0;
  for (const [name, urls] of ENDPOINTS) {
    // Cold: each URL's first answer, before the analytics memo (server/votes/analytics-cache.ts) holds it.
    let cold = 0;
    for (const url of urls) {
      const t0 = performance.now();
      await app.inject(url);
      cold = Math.max(cold, performance.now() - t0);
    }
    for (let i = 0; i < 10; i++) await app.inject(urls[i % urls.length]!);
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now();
      const res = await app.inject(urls[i % urls.length]!);
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${urls[i % urls.length]} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    times.sort((a, b) => a - b);
    const p95 = quantile(times, 0.95);
    if (p95 >= GOAL_MS) missed++;
    console.log(
      `${name.padEnd(34)} ${cold.toFixed(1).padStart(7)} ${quantile(times, 0.5).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}   ${p95 < GOAL_MS ? 'PASS' : 'MISS'}`,
    );
  }
  console.log(`\np95 goal < ${GOAL_MS} ms: ${missed === 0 ? 'PASS' : `MISS on ${missed} endpoint(s)`}`);
  await app.close();
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
