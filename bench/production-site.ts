/**
 * The production build served by the real server on a fresh data dir seeded like a first start (the city's
 * deployment, its minutes ingested), server rendering on: what the browser benchmarks load.
 */
import './production-mode.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { runIngest } from '../server/ingest/runs/run-ingest.ts';
import { expandSources } from '../server/ingest/runs/sources.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { seedAll } from '../server/seed/seed.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';

/** The 190 real minutes beside the project, when the checkout has ../shared (the evaluations' corpus). */
const SHARED_MINUTES = path.resolve(import.meta.dirname, '../../shared/data/minutes');

export interface ProductionSite {
  baseUrl: string;
  /** A meeting with minutes, for the meeting page. */
  completedMeetingId: number;
  close(): Promise<void>;
}

/** Starts the site; `sharedMinutes` also ingests ../shared's minutes, so lists are as long as a real year's. */
export async function startProductionSite(name: string, { sharedMinutes = false } = {}): Promise<ProductionSite> {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/web-ssr/entry-server.js'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `civic-bench-${name}-`));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', WEB_DIST_DIR: path.join(root, 'dist/web') });
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  await seedAll(db, { city: cityContext(DEFAULT_CITY_ID), now: new Date(), dataDir, ingestMinutes: true });
  if (sharedMinutes && fs.existsSync(SHARED_MINUTES)) {
    const city = cityContext(DEFAULT_CITY_ID);
    await runIngest({ city, db, dataDir, now: () => new Date(), topics: loadTopicMatchers(city) }, expandSources([SHARED_MINUTES]).sources);
  } else if (sharedMinutes) {
    console.log(`(no ${SHARED_MINUTES}: the lists hold only the seeded meetings)`);
  }
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const list = (await (await fetch(`${baseUrl}/api/v1/meetings/?limit=1&status=completed`)).json()) as { items: { id: number }[] };
  return {
    baseUrl,
    completedMeetingId: list.items[0]!.id,
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
