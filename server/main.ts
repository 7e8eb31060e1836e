/**
 * The server process: read configuration, open and migrate the database, seed an empty one, serve, and shut
 * down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const db = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, runJobs: true });
  if (config.SEED_ON_EMPTY) {
    const seeded = await seedIfEmpty(db, {
      now: new Date(),
      dataDir: config.DATA_DIR,
      demoMeetings: config.DEMO_MEETINGS,
      log: (m) => app.log.info(m),
    });
    if (seeded) app.log.info({ city: app.city.id }, `Seeded the ${app.city.name} deployment into an empty database`);
  }
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
