/**
 * A real server process (`server/main.ts` under tsx) on the test database, for fault tests that kill or stop it:
 * the same environment whichever engine the run uses (on PostgreSQL the test's schema is passed on the URL).
 * Resolves once /healthz answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import path from 'node:path';
import type { TestDatabase } from '../test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** The exit signal's name, or the exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What the process wrote to stdout so far (its JSON log lines when LOG_LEVEL lets them through). */
  output(): string;
}

/** Starts `server/main.ts` on `port` with the test database and `env` added to a minimal environment. */
export async function startServerProcess(database: TestDatabase, port: number, env: Record<string, string>): Promise<ServerProcess> {
  const databaseUrl = database.databaseUrl
    ? `${database.databaseUrl}${database.databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${database.pgSchema}`)}`
    : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: database.dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_ON_EMPTY: 'false',
      GEOCODER: 'offline',
      WEB_DIST_DIR: '/nonexistent',
      PUBLIC_URL: 'https://civic.example',
      // One city: the test's database is that city's record. Another city served beside it would take its own
      // PostgreSQL schema, shared by every test file that starts a server at once.
      CITIES: DEFAULT_CITY_ID,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { port, child, exited, output: () => stdout };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling another process's start; no clock to drive
  }
  child.kill('SIGKILL');
  throw new Error(`server on ${port} did not start`);
}
