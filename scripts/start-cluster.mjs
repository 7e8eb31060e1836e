/**
 * `npm run start:cluster`: N server processes sharing one port through node:cluster (the primary hands each
 * connection to a worker in turn). N is WORKERS, by default the number of CPUs. For testing scale-out on one
 * machine; in production run the servers under a process manager behind a reverse proxy (docs/DEPLOY.md).
 *
 * The first worker starts alone, so that it migrates and seeds the database before the others open it, then the
 * rest follow. A worker that dies is replaced (after a pause that grows if it keeps dying). SIGTERM or SIGINT
 * stops every worker gracefully (in-flight requests finish) and then the primary.
 */
import cluster from 'node:cluster';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const workers = Number.parseInt(process.env.WORKERS ?? '', 10) || os.availableParallelism();
const log = (message) => console.log(`[cluster ${process.pid}] ${message}`);

if (!fs.existsSync(path.join(root, 'dist/web/index.html')) || !fs.existsSync(path.join(root, 'dist/web-ssr/entry-server.js'))) {
  log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (workers > 1 && !process.env.REDIS_URL) {
  log('warning: REDIS_URL is not set, so each worker keeps its own rate-limit counters');
}

cluster.setupPrimary({ exec: path.join(root, 'server/main.ts'), execArgv: ['--import', 'tsx'], cwd: root });
const env = { NODE_ENV: 'production', ...process.env };
let stopping = false;
let recentDeaths = 0;

function fork() {
  const worker = cluster.fork(env);
  worker.once('listening', (address) => log(`worker ${worker.process.pid} listening on port ${address.port}`));
  return worker;
}

// The first worker migrates and seeds; the others wait until it listens (or give up if it dies).
const first = fork();
await new Promise((resolve) => {
  first.once('listening', resolve);
  first.once('exit', (code) => {
    log(`the first worker exited (code ${code}) before listening; stopping`);
    process.exit(code || 1);
  });
});
first.removeAllListeners('exit');
for (let i = 1; i < workers; i++) fork();
log(`${workers} worker(s) on port ${process.env.PORT ?? 3000}`);

cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  recentDeaths++;
  const pause = Math.min(30_000, 500 * 2 ** Math.min(recentDeaths, 6));
  log(`worker ${worker.process.pid} died (${signal ?? code}); replacing it in ${pause} ms`);
  setTimeout(() => {
    if (!stopping) fork();
  }, pause);
});
// A worker that stays up for a minute clears the crash-loop pause.
setInterval(() => {
  recentDeaths = Math.max(0, recentDeaths - 1);
}, 60_000).unref();

function stop(signal) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  const deadline = setTimeout(() => process.exit(1), 15_000);
  const done = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      clearTimeout(deadline);
      process.exit(0);
    }
  };
  cluster.on('exit', done);
  done();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
