/**
 * The job worker process (`npm run start:worker`): the core and the domains without HTTP (`buildWorker`), polling
 * the job table until SIGTERM/SIGINT, when the jobs in flight finish and the database closes. It migrates but
 * never seeds (the server process does) and runs jobs whatever `JOBS` says: that setting is the web process's.
 */
import { cityContext } from '../city/context.ts';
import { buildWorker } from './app.ts';
import { closeGracefully, loadConfigOrExit, openMigratedDatabase } from './process-start.ts';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  const app = await buildWorker({ config, db, city: cityContext(config.CITY), runJobs: true });
  // The job worker's timers are unref'd (a web process is kept alive by its socket); this one holds the process.
  const keepAlive = setInterval(() => undefined, 60_000);
  app.addHook('onClose', async () => clearInterval(keepAlive));
  closeGracefully(app, db);
  await app.ready();
  app.log.info({ city: app.city.config.id, concurrency: config.JOB_CONCURRENCY }, 'job worker started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
