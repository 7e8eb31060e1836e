/**
 * Starts the server under test as its own process(es) and samples their memory: one `server/main.ts` on
 * SQLite, or `scripts/start-cluster.mjs` (node:cluster, N workers) on PostgreSQL and Redis.
 */
import './production-mode.ts';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface Target {
  url: string;
  /** Resident set size of the serving processes (workers and primary), in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/** Spawns the server (cluster when `workers` > 1) and waits for /healthz. */
export async function startTarget(env: Record<string, string>, workers: number): Promise<Target> {
  const port = 31_000 + Math.floor(Math.random() * 4000);
  const args = workers > 1 ? [path.join(root, 'scripts/start-cluster.mjs')] : ['--import', 'tsx', path.join(root, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      GEOCODER: 'offline',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'true',
      WORKERS: String(workers),
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child);
  return {
    url,
    rss: () => [child.pid!, ...childrenOf(child.pid!)].reduce((sum, pid) => sum + rssOf(pid), 0),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
