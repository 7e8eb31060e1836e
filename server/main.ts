/**
 * The server process: read configuration, open and migrate each served city's database, seed an empty one, serve,
 * and shut down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the databases close). It runs the
 * job worker too unless `JOBS=off` leaves jobs to `worker.ts` processes. Every city CITIES names is an app of its
 * own on its own database; the default city's listens and hands the others their requests (server/cities/).
 */
import { buildCityApps, readyCityApps } from './cities/serve-cities.ts';
import { closeGracefully, loadConfigOrExit, openMigratedDatabase } from './process-start.ts';
import { seedIfEmpty } from './seed/seed.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Each city is built once here and passed in: its app and everything it runs read it from `app.city`.
  const served = await buildCityApps(config, { openDatabase: openMigratedDatabase, runJobs: config.JOBS === 'inline' });
  const [front, ...others] = served;
  const { app } = front!;
  for (const { app: cityApp, db, city, config: cityConfig } of served) {
    if (!cityConfig.SEED_ON_EMPTY) continue;
    const seeded = await seedIfEmpty(db, {
      city,
      now: new Date(),
      dataDir: cityConfig.DATA_DIR,
      demoMeetings: cityConfig.DEMO_MEETINGS,
      log: (m) => cityApp.log.info(m),
    });
    if (seeded) cityApp.log.info({ city: city.config.id }, `Seeded the ${city.config.name} deployment into an empty database`);
  }
  closeGracefully(app, front!.db, others);
  await readyCityApps(served);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (others.length > 0) app.log.info({ cities: config.CITIES }, `Serving ${served.length} cities: ${config.CITIES[0]} at /, the others at /<id>`);
  if (config.JOBS === 'off') app.log.info('JOBS=off: jobs are queued here and run by worker processes (npm run start:worker)');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
