/**
 * What the two processes (`main.ts` serves, `worker.ts` runs jobs) do alike: read the configuration or stop
 * naming the bad variables, open and migrate the database, and close gracefully on SIGTERM/SIGINT.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { type AppDatabase, createDatabase, DataDirError } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { stopPdfReading } from './ingest/pdf-text/pdf-text.ts';
import { LISTING_RULE_VERSION } from './meetings/meeting-listing-rule.ts';
import { relistWhenRuleMoved } from './meetings/relist-meetings.ts';

/** The configuration, or exit 78 (EX_CONFIG) with one line per bad variable. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

/**
 * Opens the configured database and brings it to the latest migration (either process may start first). `pgSchema`:
 * a city served beside the default one keeps its tables in its own PostgreSQL schema (issue 46), made here.
 */
export async function openMigratedDatabase(config: AppConfig, pgSchema?: string): Promise<AppDatabase> {
  let db: AppDatabase;
  try {
    db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, ...(config.DATABASE_URL && pgSchema ? { pgSchema } : {}) });
  } catch (error) {
    if (error instanceof DataDirError) {
      // One line that names the folder and the fix, not a stack trace; 73 is EX_CANTCREAT.
      console.error(error.message);
      process.exit(73);
    }
    throw error;
  }
  if (config.DATABASE_URL && pgSchema) await sql`create schema if not exists ${sql.id(pgSchema)}`.execute(db);
  await migrateToLatest(db);
  // A changed listing rule reaches the meetings already stored (meeting-listing-rule.ts: LISTING_RULE_VERSION).
  const relisted = await relistWhenRuleMoved(db, new Date());
  if (relisted && relisted.listed + relisted.unlisted > 0) {
    console.log(`Listing rule ${LISTING_RULE_VERSION} applied to ${relisted.checked} meetings: ${relisted.listed} listed, ${relisted.unlisted} unlisted.`);
  }
  return db;
}

/**
 * On SIGTERM/SIGINT (or an uncaught error) closes the app, letting in-flight work finish, then the database.
 * The database closes after `app.close()` resolves, not in an onClose hook: Fastify runs those hooks last-added
 * first, so a hook added here ran before the job worker's stop and closed the database under a running delivery
 * (issue 35: the job stayed claimed and was sent again by the next process).
 */
export function closeGracefully(app: FastifyInstance, db: AppDatabase, others: readonly { app: FastifyInstance; db: AppDatabase }[] = []): void {
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // A PDF being read (in its thread, for up to minutes) is stopped at once, so the jobs can finish in the grace.
    stopPdfReading();
    // The server closes the connections idle when the close begins; one whose answer is sent during the close
    // (an upload cut short) would stay open for its keep-alive time and outlast the grace, so idle ones are closed
    // again as they come.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    try {
      // The listening app first (no new request), then the other cities' apps, each before its own database.
      for (const served of [{ app, db }, ...others]) {
        try {
          await served.app.close();
        } finally {
          await served.db.destroy();
        }
      }
    } finally {
      clearInterval(closeIdle);
    }
  });
}
