/**
 * A browser test file's own app, for tests whose data the shared app's tests must not see: its own data folder and
 * migrated database, the test build of the web app, offline geocoding, listening on a free port, and a browser.
 * `loopbackCityApp` adds the city's cycle: a loopback city (and its council archive, when asked) to sync from, a
 * loopback SMTP server to mail, a manual clock. Call either at a test file's top level: it starts everything in
 * beforeAll, after `prepare` has filled the database, and stops it all in afterAll. The database, its folder and
 * the clock are there at once; the rest once beforeAll has run.
 */
import { registerStandardRecordSteps } from '../../server/record-steps-standard.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type AppDatabase, createDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { type Clock, createManualClock } from '#server/lib/clock.ts';
import { type LoopbackCity, startLoopbackCity } from '#server/test/peers/city-sources.ts';
import { type LoopbackArchive, startLoopbackArchive } from '#server/test/peers/council-archive.ts';
import { type SmtpSink, startSmtpSink } from '#server/test/peers/smtp-sink.ts';
import { launchBrowser } from './browser.ts';
import { E2E_WEB_DIST } from './web-build.ts';

export type E2eApp = Awaited<ReturnType<typeof buildApp>>;
export type ManualClock = ReturnType<typeof createManualClock>;

export interface OwnApp {
  readonly db: AppDatabase;
  readonly dataDir: string;
  browser: Browser;
  app: E2eApp;
  baseUrl: string;
}

export interface LoopbackCityApp extends OwnApp {
  readonly clock: ManualClock;
  city: LoopbackCity;
  smtp: SmtpSink;
  /** The council archive where the city files its minutes (server/test/peers/council-archive.ts); only when asked. */
  archive: LoopbackArchive;
}

interface Lifecycle<H extends OwnApp> {
  /** Starts the peers the app talks to; returns the settings that point the app at them. */
  startPeers?: (h: H) => Promise<Record<string, string>>;
  closePeers?: (h: H) => Promise<unknown>;
  clock?: Clock;
  prepare?: (h: H) => Promise<void>;
}

/** The folder and database, created at once so a test file can read them from its top level. */
function ownData(name: string): OwnApp {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `civic-e2e-${name}-`));
  return { db: createDatabase({ dataDir }), dataDir } as OwnApp;
}

function startAndStop<H extends OwnApp>(h: H, life: Lifecycle<H>): void {
  beforeAll(async () => {
    let peerEnv: Record<string, string> = {};
    [h.browser, peerEnv] = await Promise.all([launchBrowser(), life.startPeers?.(h) ?? {}]);
    await migrateToLatest(h.db);
    // What a test prepares is saved from this process, before any app registers the record's steps (decision 120).
    registerStandardRecordSteps();
    await life.prepare?.(h);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: h.dataDir, LOG_LEVEL: 'silent', GEOCODER: 'offline', WEB_DIST_DIR: E2E_WEB_DIST, ...peerEnv });
    h.app = await buildApp({ config, db: h.db, ...(life.clock ? { clock: life.clock } : {}), logger: false });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no port');
    h.baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await h.browser?.close();
    await h.app?.close();
    await life.closePeers?.(h);
    await h.db.destroy();
    fs.rmSync(h.dataDir, { recursive: true, force: true });
  });
}

/** The app on the system clock, syncing nothing and mailing no one. `name` names its data folder. */
export function ownApp(options: { name: string; prepare?: (h: OwnApp) => Promise<void> }): OwnApp {
  const h = ownData(options.name);
  startAndStop(h, { prepare: options.prepare });
  return h;
}

/**
 * The app of the city's cycle: syncing from the loopback city (and archive) and mailing the loopback SMTP server,
 * its clock at `now`. `prepare` may also change what the city serves before the app first syncs.
 */
export function loopbackCityApp(options: { name: string; now: string; archive?: boolean; prepare?: (h: LoopbackCityApp) => Promise<void> }): LoopbackCityApp {
  const clock = createManualClock(options.now);
  const h = Object.assign(ownData(options.name), { clock }) as LoopbackCityApp;
  startAndStop(h, {
    clock,
    prepare: options.prepare,
    async startPeers() {
      [h.city, h.smtp] = await Promise.all([startLoopbackCity(), startSmtpSink()]);
      if (options.archive) h.archive = await startLoopbackArchive([]);
      const sources = `granicus=${h.city.listingUrl}${options.archive ? `,council_archive=${h.archive.url}` : ''}`;
      return { PUBLIC_URL: 'https://civic.example', SMTP_URL: h.smtp.url, SYNC: 'on', SYNC_SOURCES: sources };
    },
    closePeers: () => Promise.all([h.city?.close(), h.smtp?.close(), h.archive?.close()]),
  });
  return h;
}
