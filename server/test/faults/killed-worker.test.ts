/**
 * A server process SIGKILLed in the middle of a batch of email jobs: nothing is lost. Delivery is
 * at-least-once, not exactly-once: the message whose SMTP "250 OK" was on its way when the process died was
 * accepted by the mail server but never marked done, so the next process sends it again (exactly one
 * duplicate here). Every other message arrives exactly once: a job is marked done right after its send and the
 * batch runs one message at a time, so only the one in flight can be repeated, and that repeat carries the same
 * Message-ID as the first copy (the job's stable id), so mail servers and clients can recognise it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, SQLITE_FILE_NAME } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { EMAIL_JOB } from '../../delivery/delivery-jobs.ts';
import { enqueueJob, JOB_LEASE_MS } from '../../jobs/job-queue.ts';
import { freePort } from '../free-port.ts';
import { startSmtpSink } from '../peers/smtp-sink.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-kill-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TOTAL = 20;
const KILL_AT = 5; // the 5th message of the first batch of 10

function startServer(smtpPort: number, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_ON_EMPTY: 'false',
      GEOCODER: 'offline',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}/`,
    },
    stdio: 'ignore',
  });
  children.push(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited };
}

function jobCounts(): Record<string, number> {
  const db = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  try {
    const rows = db.prepare("select status, count(*) as n from jobs where kind = 'email.send' group by status").all() as { status: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  } finally {
    db.close();
  }
}

describe('a server killed with email jobs in flight', () => {
  it('loses no message: the next process delivers the rest, repeating at most the one in flight', { timeout: 55_000 }, async () => {
    const db = createDatabase({ dataDir });
    await migrateToLatest(db);
    for (let n = 1; n <= TOTAL; n++) {
      await enqueueJob(db, { kind: EMAIL_JOB, payload: { to: `r${n}@example.org`, subject: `Job ${n}`, text: `Message ${n}` } }, new Date());
    }
    await db.destroy();

    const sink = await startSmtpSink();
    const first = startServer(sink.port, await freePort());
    // The mail server has the whole 5th message; before it answers 250 the process dies.
    const killed = new Promise<void>((resolve) => {
      sink.beforeAck = async () => {
        if (sink.received.length !== KILL_AT) return;
        first.child.kill('SIGKILL');
        await first.exited;
        resolve();
      };
    });
    await killed;
    expect(await first.exited).toBe('SIGKILL');
    sink.beforeAck = undefined;
    // 4 acknowledged and marked done; the rest of the claimed batch of 10 is 'running' under a dead lease.
    expect(jobCounts()).toEqual({ done: KILL_AT - 1, running: 10 - (KILL_AT - 1), queued: TOTAL - 10 });

    // A dead process's jobs are reclaimed once their lease (JOB_LEASE_MS, 5 min) has run out; rather than
    // wait five real minutes, age the leases as if that time had passed.
    const raw = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
    raw.prepare("update jobs set locked_at = ? where status = 'running'").run(new Date(Date.now() - JOB_LEASE_MS - 1000).toISOString());
    raw.close();

    const second = startServer(sink.port, await freePort());
    const deadline = Date.now() + 40_000;
    while ((jobCounts().done ?? 0) < TOTAL && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200)); // polling a separate process; there is no clock to drive
    }
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await sink.close();

    expect(jobCounts()).toEqual({ done: TOTAL });
    const received = new Map<string, number>();
    for (const { subject } of sink.received) received.set(subject, (received.get(subject) ?? 0) + 1);
    for (let n = 1; n <= TOTAL; n++) expect(received.get(`Job ${n}`), `Job ${n}`).toBeGreaterThanOrEqual(1);
    const duplicates = [...received].filter(([, count]) => count > 1).map(([subject]) => subject);
    expect(duplicates).toEqual([`Job ${KILL_AT}`]);
    expect(sink.received).toHaveLength(TOTAL + 1);
    // The repeat is recognisably the same message: both copies carry the job's stable Message-ID.
    const messageIds = sink.received.filter((m) => m.subject === `Job ${KILL_AT}`).map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(messageIds[0]).toMatch(/^<[0-9a-f]{40}@/);
    expect(messageIds[1]).toBe(messageIds[0]);
  });
});
