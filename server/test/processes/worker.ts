/**
 * Other server processes for the fault tests: a worker process on the test's database (worker-process.ts),
 * which the test may SIGKILL at any moment, and the in-process app that takes over afterwards and drains the
 * queue, as the next process of a deployment would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createManualClock } from '../../lib/clock.ts';
import type { TestDatabase } from '../test-database.ts';

const WORKER = path.join(import.meta.dirname, 'worker-process.ts');

export interface WorkerProcess {
  child: ChildProcess;
  /** The exit code, null when killed by a signal. */
  exited: Promise<number | null>;
}

/** Starts a worker with its clock at `now`; `syncSources` also syncs that listing at start-up. */
export function startWorker(
  database: TestDatabase,
  options: { smtpUrl: string; now: string; syncSources?: string },
  started: ChildProcess[],
): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      WORKER_DATA_DIR: database.dataDir,
      WORKER_DATABASE_URL: database.databaseUrl ?? '',
      WORKER_PG_SCHEMA: database.pgSchema ?? '',
      WORKER_SMTP_URL: options.smtpUrl,
      WORKER_NOW: options.now,
      ...(options.syncSources ? { WORKER_SYNC_SOURCES: options.syncSources } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited };
}

/** Kills every worker a test started that is still running (a failed or timed-out test must not leave one). */
export function killWorkers(started: ChildProcess[]): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * The next process: the real app at `now` on the same database, running jobs until none is left; `before` does
 * what residents do through the app at that moment (a sign-up) before the queue is drained.
 */
export async function drainInNewProcess(
  database: TestDatabase,
  options: { smtpUrl: string; now: Date; env?: Record<string, string>; before?: (app: FastifyInstance) => Promise<void> },
): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    SMTP_URL: options.smtpUrl,
    PUBLIC_URL: 'https://civic.example',
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, clock: createManualClock(options.now), logger: false });
  await app.ready();
  try {
    await options.before?.(app);
    for (;;) {
      const { done, failed } = await app.jobs.runOnce();
      if (done === 0 && failed === 0) break;
    }
  } finally {
    await app.close();
  }
}
