/**
 * A second server process for the exactly-once and killed-sync tests: opens the same database, builds the real
 * app (so the same job handlers are registered) with the clock at NOW, drains the job queue and exits. The
 * parent may kill it at any moment.
 */
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { createManualClock } from '../../lib/clock.ts';

const env = process.env;
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: env.WORKER_DATA_DIR!,
  ...(env.WORKER_DATABASE_URL ? { DATABASE_URL: env.WORKER_DATABASE_URL } : {}),
  SMTP_URL: env.WORKER_SMTP_URL!,
  PUBLIC_URL: 'https://civic.example',
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
  WEB_DIST_DIR: '/nonexistent',
  // A sync of the loopback city when the parent gives its listing: the pass runs at start-up.
  ...(env.WORKER_SYNC_SOURCES ? { SYNC: 'on', SYNC_SOURCES: env.WORKER_SYNC_SOURCES } : {}),
});
const db = createDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  pgSchema: env.WORKER_PG_SCHEMA || undefined,
  poolSize: 2,
});
const app = await buildApp({ config, db, clock: createManualClock(env.WORKER_NOW!), logger: false });
await app.ready();
let done = 0;
for (;;) {
  const result = await app.jobs.runOnce();
  done += result.done;
  if (result.done === 0 && result.failed === 0) break;
}
process.stdout.write(JSON.stringify({ done }));
await app.close();
await db.destroy();
