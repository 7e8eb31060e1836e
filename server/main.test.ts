/**
 * The real server process: a bad setting stops it with the variable named; an empty data dir is migrated and
 * seeded, an existing one only migrated; SIGTERM shuts it down cleanly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { freePort } from './test/free-port.ts';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-main-'));
const children: ChildProcess[] = [];
afterAll(() => {
  // A failed or timed-out test must not leave a server running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
  children.push(child);
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  // The first start ingests the bundled minutes: allow for a slow, busy machine.
  for (let i = 0; i < 1200 && !done; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

const countOrganizations = () => {
  const db = new SqliteDatabase(path.join(dataDir, 'civic-commons.sqlite'), { readonly: true });
  try {
    return (db.prepare('select count(*) as n from organizations').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('the server process', () => {
  it('refuses to start with a bad setting and names it', { timeout: 60_000 }, async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT');
  });

  it('seeds an empty data dir, only migrates an existing one, and stops cleanly on SIGTERM', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first.exited);
    const seeded = countOrganizations();
    expect(seeded).toBeGreaterThan(10);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, second.exited);
    expect(countOrganizations()).toBe(seeded);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
