/**
 * The server process: read configuration, open and migrate the database, seed an empty one, serve, and shut
 * down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes). It runs the job
 * worker too unless `JOBS=off` leaves jobs to `worker.ts` processes.
 */
import { cityContext } from '../city/context.ts';
import { buildApp } from './app.ts';
import { closeGracefully, loadConfigOrExit, openMigratedDatabase } from './process-start.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  // The city is built once here and passed in: the app and everything it runs read it from `app.city`.
  const city = cityContext(config.CITY);
  const app = await buildApp({ config, db, city, runJobs: config.JOBS === 'inline' });
  if (config.SEED_ON_EMPTY) {
    const seeded = await seedIfEmpty(db, {
      city,
      now: new Date(),
      dataDir: config.DATA_DIR,
      demoMeetings: config.DEMO_MEETINGS,
      log: (m) => app.log.info(m),
    });
    if (seeded) app.log.info({ city: app.city.config.id }, `Seeded the ${app.city.config.name} deployment into an empty database`);
  }
  closeGracefully(app, db);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS === 'off') app.log.info('JOBS=off: jobs are queued here and run by worker processes (npm run start:worker)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
