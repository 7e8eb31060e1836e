/**
 * `npx tsx bench/pdf-first-paint.bench.ts [runs]`: the time from opening a meeting (`/meetings/:id`, a fresh
 * browser context each run, so nothing is cached) to the first page of its minutes PDF painted by the viewer
 * (`performance.mark('pdf-first-page')`, measured from navigation start). Serves the production build
 * (dist/web; run `npm run build` first) from the real server on a fresh data dir seeded with the bundled
 * minutes. Prints each run, the median and the worst, on desktop and phone viewports. Goal: under 1.5 s locally.
 */
import './production-mode.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.ts';
import { DESKTOP, PHONE } from '../e2e/support/page.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedBundledMinutes } from '../server/ingest/runs/seed-minutes.ts';
import { seedAll } from '../server/seed/seed.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';

const runs = Number(process.argv[2] ?? 7);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('No production build in dist/web: run `npm run build` first.');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-pdf-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', WEB_DIST_DIR: path.join(root, 'dist/web') });
const db = createDatabase({ dataDir });
await migrateToLatest(db);
const city = cityContext(DEFAULT_CITY_ID);
await seedAll(db, { city, now: new Date(), dataDir });
await seedBundledMinutes(db, { city, now: new Date(), dataDir });
const app = await buildApp({ config, db, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const baseUrl = `http://127.0.0.1:${address.port}`;

const list = (await (await fetch(`${baseUrl}/api/v1/meetings/?limit=100&include_unsummarized=true`)).json()) as {
  items: { id: number; minutes_url: string | null }[];
};
const meeting = list.items.find((m) => m.minutes_url?.startsWith('/api/v1/files/minutes/'));
if (!meeting) throw new Error('no meeting with bundled minutes');

const browser = await launchBrowser();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    const times: number[] = [];
    // One warm-up run (the server's first compression of each asset) is not counted.
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      const page = await context.newPage();
      await page.goto(`/meetings/${meeting.id}`);
      await page.locator('[data-first-page-painted="true"]').waitFor({ timeout: 30_000 });
      const ms = await page.evaluate(() => performance.getEntriesByName('pdf-first-page')[0]!.startTime);
      await context.close();
      if (run > 0) times.push(ms);
    }
    console.log(`${name}: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    console.log(`${name}: opening a meeting to its first PDF page painted: median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (goal < 1500 ms)`);
  }
} finally {
  await browser.close();
  await app.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
