/**
 * `npm run bench:exports`: one bulk export of the benchmark corpus (5,000 meetings, 100,000 agenda items,
 * 25,000 roll calls of nine councilors) in a fresh SQLite data dir (or PostgreSQL with DATABASE_URL): how long
 * the build takes, how much memory it holds (it keeps the record in memory while writing, decision 015), each
 * file's size, and the Open Civic Data lists' time per page of 100.
 */
import './production-mode.ts';
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
import { buildExports } from '../server/exports/build-exports.ts';
import { generateCorpus } from './meetings-data.ts';
import { generateRollCalls } from './votes-data.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-exports-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
  EXPORTS: 'off',
  SYNC: 'off',
  WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, APP_SECRET: 'bench-secret-bench-secret-bench-secret' } : {}),
});
const db = createDatabase({ dataDir, databaseUrl: config.DATABASE_URL });
try {
  await migrateToLatest(db);
  const counts = await generateCorpus(db, { meetings: 5_000, itemsPerMeeting: 20 }, cityContext(DEFAULT_CITY_ID).config);
  const votes = await generateRollCalls(db);
  await sql`analyze`.execute(db);
  console.log(`corpus: ${counts.meetings} meetings, ${counts.items} agenda items, ${votes} councilor votes`);

  // The process's peak resident set (getrusage maxrss) before and after: what the build adds to the high mark.
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const manifest = await buildExports(db, { city: cityContext(DEFAULT_CITY_ID).config, dataDir, publicUrl: 'https://civic.example' }, new Date());
  const elapsed = performance.now() - started;
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  console.log(`\nexport built in ${(elapsed / 1000).toFixed(2)} s; peak resident memory ${(peakBefore / 1e6).toFixed(0)} MB before, ${(peakAfter / 1e6).toFixed(0)} MB after`);
  console.log('file                      rows        bytes');
  for (const f of manifest.files) console.log(`${f.name.padEnd(24)} ${String(f.rows).padStart(8)} ${String(f.bytes).padStart(12)}`);

  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  console.log('\nOpen Civic Data, one page of 100 (5 requests each after one unmeasured)');
  for (const url of ['/api/v1/ocd/events?limit=100', '/api/v1/ocd/vote_events?limit=100', '/api/v1/ocd/vote_events?limit=100&skip=20000']) {
    await app.inject(url);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const res = await app.inject(url);
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    console.log(`${url.padEnd(48)} median ${times[2]!.toFixed(1)} ms`);
  }
  await app.close();
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
