/**
 * The job worker process (`npm run start:worker`): the core and the domains without HTTP (`buildWorker`), polling
 * the job table until SIGTERM/SIGINT, when the jobs in flight finish and the database closes. It migrates but
 * never seeds (the server process does) and runs jobs whatever `JOBS` says: that setting is the web process's.
 * It runs the jobs of every city CITIES names, each on its city's own database (issue 46, decision 090).
 */
import { cityContext } from '../city/context.ts';
import { buildWorker } from './app.ts';
import { cityAppConfig, citySchemaName } from './cities/city-sites.ts';
import { closeGracefully, loadConfigOrExit, openMigratedDatabase } from './process-start.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const workers = [];
  for (const [i, id] of config.CITIES.entries()) {
    const city = cityContext(id);
    const cityConfig = cityAppConfig(config, city, i === 0);
    const db = await openMigratedDatabase(cityConfig, i === 0 ? undefined : citySchemaName(id));
    workers.push({ app: await buildWorker({ config: cityConfig, db, city, runJobs: true }), db });
  }
  const [first, ...others] = workers;
  const { app } = first!;
  // The job worker's timers are unref'd (a web process is kept alive by its socket); this one holds the process.
  const keepAlive = setInterval(() => undefined, 60_000);
  app.addHook('onClose', async () => clearInterval(keepAlive));
  closeGracefully(app, first!.db, others);
  for (const worker of workers) await worker.app.ready();
  app.log.info({ cities: config.CITIES, concurrency: config.JOB_CONCURRENCY }, 'job worker started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
