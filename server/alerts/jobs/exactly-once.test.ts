/**
 * Exactly-once delivery across processes, on whichever engine the suite runs (SQLite file or PostgreSQL
 * schema): two server processes drain one queue together, and a process killed in the middle of a batch
 * (while the SMTP server has not yet accepted a message) loses nothing and duplicates nothing.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { TEST_NOW } from '../../test/test-app.ts';
import { fanOut } from '../meeting-alerts/alert-fanout.ts';
import { ALERT_DELIVER_JOB } from './alert-kinds.ts';
import { insertSubscribers, upcomingMeeting } from '../../test/fixtures/alert-fixtures.ts';
import { startSmtpSink } from '../../test/peers/smtp-sink.ts';
import { drainInNewProcess, killWorkers, startWorker as startWorkerOn } from '../../test/processes/worker.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
const workers: ChildProcess[] = [];
afterAll(async () => {
  killWorkers(workers);
  await database.destroy();
});

const startWorker = (smtpUrl: string, now: string) => startWorkerOn(database, { smtpUrl, now }, workers);

/** Queues one reminder for each of `count` new subscribers (a notice no other test uses); returns their addresses. */
async function queueReminders(tag: string, count: number, hours: number): Promise<string[]> {
  const clock = createManualClock(TEST_NOW);
  const meetingId = await upcomingMeeting(database.db, clock.now(), 10);
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.org`);
  await insertSubscribers(database.db, emails.map((email) => ({ email, advance_notice_hours: hours })), clock.now());
  const { deliveries } = await fanOut({ db: database.db, clock, city: cityContext(DEFAULT_CITY_ID) }, { kind: 'reminder', meetingId, hours });
  expect(deliveries).toBe(count);
  return emails;
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

describe('exactly-once delivery', () => {
  it('two processes draining one queue send every reminder once', { timeout: 90_000 }, async () => {
    const emails = await queueReminders('pair', 80, 12);
    const sink = await startSmtpSink();
    try {
      const workers = [startWorker(sink.url, TEST_NOW), startWorker(sink.url, TEST_NOW)];
      expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
      const counts = countBy(sink.accepted.map((m) => m.recipients[0]!));
      expect(counts.size).toBe(emails.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(new Set(counts.keys())).toEqual(new Set(emails));
    } finally {
      await sink.close();
    }
  });

  it('a process killed mid-batch loses nothing and sends nothing twice once its lease runs out', { timeout: 90_000 }, async () => {
    const emails = await queueReminders('killed', 40, 4);
    // The 15th message is never answered: the process is killed while it waits for the "250".
    const sink = await startSmtpSink({ hold: (n) => n === 15 });
    try {
      const worker = startWorker(sink.url, TEST_NOW);
      await sink.waitForStarted(15);
      worker.child.kill('SIGKILL');
      expect(await worker.exited).toBeNull();
      expect(sink.accepted).toHaveLength(14);

      const running = await database.db.selectFrom('jobs').select('id').where('status', '=', 'running').execute();
      expect(running.length).toBeGreaterThan(0);

      // Another process, six minutes later (past the five-minute lease), finishes the batch.
      await drainInNewProcess(database, { smtpUrl: sink.url, now: new Date(Date.parse(TEST_NOW) + 6 * 60_000) });

      // The new process's own scan rightly reminds the first test's subscribers of this meeting too; what
      // matters is that every message (recipient and meeting) went out once and these subscribers all got theirs.
      const perMessage = countBy(sink.accepted.map((m) => `${m.recipients[0]} ${m.subject}`));
      expect([...perMessage.values()].every((n) => n === 1)).toBe(true);
      const counts = countBy(sink.accepted.map((m) => m.recipients[0]!).filter((r) => r.startsWith('killed-')));
      expect(new Set(counts.keys())).toEqual(new Set(emails));
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const left = await database.db.selectFrom('jobs').select('status').where('kind', '=', ALERT_DELIVER_JOB.name).where('status', '!=', 'done').execute();
      expect(left).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});
