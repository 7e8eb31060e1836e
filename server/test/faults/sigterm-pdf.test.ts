/**
 * Issue 51: SIGTERM while a compressed bomb is being read stops the server within its grace period, cleanly. On
 * the event loop, pdf.js inflating the bomb left the signal unanswered for minutes (kill -9); now the reading runs
 * in a worker thread, the signal is heard at once and the reading is stopped before the app closes.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedBombPdf } from '../../ingest/fixtures/hostile-pdfs.ts';
import { freePort } from '../free-port.ts';
import { registration } from '../auth-helpers.ts';
import { startServerProcess, type ServerProcess } from '../processes/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

/** close-with-grace's delay in process-start.ts: past it, the process exits 1 without finishing its close. */
const GRACE_MS = 10_000;

let database: TestDatabase;
let server: ServerProcess | null = null;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await database?.destroy();
});

/** The resident set of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // polling another process; there is no clock to drive
  }
}

describe('SIGTERM while a bomb is read', () => {
  it.skipIf(process.platform !== 'linux')('stops the server within its grace period, exit code 0', async () => {
    server = await startServerProcess(database, await freePort(), { LOG_LEVEL: 'info' });
    const base = `http://127.0.0.1:${server.port}`;
    const account = registration();
    expect((await fetch(`${base}/api/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) })).status).toBe(201);
    await database.db.updateTable('users').set({ role: 'admin' }).where('email', '=', account.email).execute();
    const login = await fetch(`${base}/api/v1/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };

    const pid = server.child.pid!;
    const idleMb = rssMb(pid);
    const upload = fetch(`${base}/api/v1/admin/ingest/upload?name=bomb.pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
      // Three streams of 400 MB: each passes the inflated-size check, so pdf.js reads them (and the memory grows).
      body: new Uint8Array(compressedBombPdf(1.2 * 1024 ** 3, 3)),
    }).then((r) => r.status, () => 'connection closed');
    // The bomb is being inflated once the process has grown by a few hundred MB.
    await until(() => rssMb(pid) - idleMb > 300, 'the bomb to be inflated');
    // The server still answers while it reads.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const stoppedMs = performance.now() - signalled;
    expect(exit, server.output().slice(-3000)).toBe(0);
    expect(stoppedMs).toBeLessThan(GRACE_MS);
    // The upload cut short is told to try again (503), not a 500.
    expect(await upload).toBe(503);
  }, 120_000);
});
