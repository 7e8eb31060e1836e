/**
 * Browser tests run against the real production build: build the web app once, start the real server (as
 * `server/main.ts` builds it: the default city's app behind the city front) on a free port with a fresh, seeded data directory (SQLite; a local outbox for mail), and hand the base URL to the
 * tests through `inject('baseUrl')`. E2E_BASE_URL skips all that and targets a running server instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCityApps, readyCityApps } from '../server/cities/serve-cities.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedAll } from '../server/seed/seed.ts';
import { cityContext } from '../city/context.ts';
import { DEFAULT_CITY_ID } from '../city/index.ts';
import { E2E_WEB_DIST } from './support/web-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL);
    project.provide('dataDir', '');
    return;
  }
  const root = path.resolve(import.meta.dirname, '..');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The browser's bundle, then the server-rendering one beside it (`<dist>-ssr`, where the server looks).
    const builds = [
      ['vite', 'build', '--logLevel', 'error', '--outDir', E2E_WEB_DIST],
      ['vite', 'build', '--logLevel', 'error', '--ssr', 'src/entry-server.tsx', '--outDir', `${E2E_WEB_DIST}-ssr`],
    ];
    for (const args of builds) {
      if (spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error(`${args.join(' ')} failed`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    WEB_DIST_DIR: E2E_WEB_DIST,
    // As behind the production proxy: test accounts come from their own addresses (registerResident in server/test/factories.ts).
    TRUST_PROXY: 'true',
    // Served as a deployment is (decision 145): through the city front, its pages under /<id>, / going to them.
    CITIES: DEFAULT_CITY_ID,
  });
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  // Seeded like a first start: past meetings come from the bundled real minutes through the ingestion pipeline.
  // The demo meetings give the upcoming-meeting pages (dashboard, filters, reminders) something ahead to show.
  await seedAll(db, { city: cityContext(DEFAULT_CITY_ID), now: new Date(), dataDir, ingestMinutes: true, demoMeetings: true });
  const [served] = await buildCityApps(config, { openDatabase: async () => db, logger: false, runJobs: true });
  await readyCityApps([served!]);
  const { app } = served!;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('dataDir', dataDir);

  return async () => {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
