/**
 * `npm run bench:ingest`: ingests every minutes PDF in ../shared/data/minutes (190 files, about 880 pages) into a
 * fresh SQLite database in a temporary data dir, then runs again to check idempotency. Prints pages/s, total
 * seconds and peak RSS. Goals: under 60 s on 2 cores, peak RSS under 1 GB.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { runIngest } from '../server/ingest/runs/run-ingest.ts';
import { expandSources } from '../server/ingest/runs/sources.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = process.argv[2] ?? path.join(here, '../../shared/data/minutes');
if (!fs.existsSync(folder)) {
  console.error(`No minutes folder at ${folder}`);
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-ingest-'));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const db = createDatabase({ dataDir });
try {
  await migrateToLatest(db);
  const city = cityContext(DEFAULT_CITY_ID);
  const ctx = { city, db, dataDir, now: () => new Date(), topics: loadTopicMatchers(city) };
  const { sources } = expandSources([folder]);
  const started = performance.now();
  const results = await runIngest(ctx, sources);
  const seconds = (performance.now() - started) / 1000;
  const pages = results.reduce((n, r) => n + r.pages, 0);
  const failed = results.filter((r) => r.status === 'failed');
  const count = async () => Number((await db.selectFrom('meetings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const meetings = await count();
  const again = performance.now();
  const second = await runIngest(ctx, sources);
  const secondSeconds = (performance.now() - again) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(`files            ${results.length} (${failed.length} failed)`);
  console.log(`pages            ${pages}`);
  console.log(`total seconds    ${seconds.toFixed(1)} s  (goal < 60 s)`);
  console.log(`pages/s          ${(pages / seconds).toFixed(1)}`);
  console.log(`peak RSS         ${(peakRss / 1024 / 1024).toFixed(0)} MB  (goal < 1024 MB)`);
  console.log(`meetings         ${meetings} after the first run, ${await count()} after the second ` +
    `(${second.filter((r) => r.status === 'unchanged').length} unchanged, ${secondSeconds.toFixed(1)} s)`);
  console.log(`cores            ${os.availableParallelism()}`);
  for (const f of failed) console.log(`  failed: ${f.file}: ${f.reason}`);
  process.exitCode = seconds < 60 && peakRss < 1024 ** 3 && failed.length === 0 && meetings === (await count()) ? 0 : 1;
} finally {
  clearInterval(sampler);
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
