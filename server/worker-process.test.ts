/**
 * The job worker as its own process (`server/worker.ts`) beside a web process started with `JOBS=off`: the web
 * process answers but leaves the queue alone; the worker, which listens on no port, runs every job (each done
 * job is locked by the worker's process id) and delivers the reminders; both stop cleanly on SIGTERM. SQLite
 * on disk, as in main.test.ts: both processes open the same file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureScanScheduled } from './alerts/meeting-alerts/alert-scan.ts';
import { type AppDatabase, createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { insertSubscribers, upcomingMeeting } from './test/fixtures/alert-fixtures.ts';
import { freePort } from './test/free-port.ts';
import { type SmtpSink, startSmtpSink } from './test/peers/smtp-sink.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-worker-'));
const children: ChildProcess[] = [];
const READERS = ['first-reader@example.org', 'second-reader@example.org', 'third-reader@example.org'];
let db: AppDatabase;
let smtp: SmtpSink;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(entry: 'main.ts' | 'worker.ts', env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', entry)], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://civic.example',
      GEOCODER: 'offline',
      SEED_ON_EMPTY: 'false',
      ...env,
    },
  });
  children.push(child);
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  db = createDatabase({ dataDir });
  await migrateToLatest(db);
  const now = new Date();
  await upcomingMeeting(db, now, 30, { title: 'Regular Council Meeting' });
  await insertSubscribers(db, READERS.map((email) => ({ email, advance_notice_hours: 48 })), now);
  await ensureScanScheduled(db, now);
});
afterAll(async () => {
  // A failed or timed-out test must not leave a process running.
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await db?.destroy();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the worker process', () => {
  it('refuses to start with a bad setting and names it', { timeout: 60_000 }, async () => {
    const worker = start('worker.ts', { JOB_CONCURRENCY: 'many' });
    expect(await worker.exited).toBe(78);
    expect(worker.output()).toContain('JOB_CONCURRENCY');
  });

  it('runs the jobs a JOBS=off web process leaves, with no HTTP, and stops cleanly', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const web = start('main.ts', { PORT: String(port), HOST: '127.0.0.1', JOBS: 'off' });
    await vi.waitFor(
      async () => {
        if (web.child.exitCode !== null) throw new Error(`web process exited: ${web.output()}`);
        expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      },
      { timeout: 120_000, interval: 100 },
    );
    expect(web.output()).toContain('JOBS=off');

    const worker = start('worker.ts', {});
    await vi.waitFor(
      () => {
        if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
        expect(smtp.accepted.map((m) => m.recipients[0]).sort()).toEqual([...READERS].sort());
      },
      { timeout: 120_000, interval: 100 },
    );
    expect(smtp.accepted[0]!.subject).toContain('Reminder: Regular Council Meeting');

    const done = await db.selectFrom('jobs').select(['kind', 'locked_by']).where('status', '=', 'done').execute();
    expect(done.length).toBeGreaterThanOrEqual(READERS.length + 1); // the scan and one delivery per reader
    for (const job of done) expect(job.locked_by, job.kind).toMatch(new RegExp(`^${worker.child.pid}-`));
    expect(worker.output()).toContain('job worker started');
    expect(worker.output()).not.toContain('Server listening');

    worker.child.kill('SIGTERM');
    web.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await web.exited).toBe(0);
  });
});
