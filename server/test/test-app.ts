/**
 * Boots the real app on a fresh database for one test file, with a manual clock and logging off.
 * Usage: `const ctx = await createTestApp(); ... afterAll(() => ctx.close())`.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CityContext } from '#city/context.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import { createManualClock } from '../lib/clock.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: AppDatabase;
  clock: ReturnType<typeof createManualClock>;
  /** The city the app serves (`app.city`), for code called directly that is handed it (decision 020). */
  city: CityContext;
  dataDir: string;
  close(): Promise<void>;
}

/** The instant test clocks start at: a Wednesday afternoon in Tulsa. */
export const TEST_NOW = '2026-11-18T20:00:00.000Z';

export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: string; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    ...env,
  });
  const clock = createManualClock(options.now ?? TEST_NOW);
  const app = await buildApp({ config, db: database.db, clock, logger: false });
  // A test's own hook on every route (hooks are bound to the routes when the app gets ready).
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    city: app.city,
    dataDir: database.dataDir,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
