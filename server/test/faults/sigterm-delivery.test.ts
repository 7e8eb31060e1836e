/**
 * Issue 35: a graceful stop (SIGTERM, a routine deploy) in the middle of a batch of 100 email deliveries to a real
 * SMTP server doubles and loses nothing, three runs out of three. The process lets the deliveries in flight finish
 * and mark themselves done before the database closes, and gives the claimed but unstarted ones back to the queue
 * unsent; the next process delivers the rest. Before the fix the database closed first (Fastify's onClose hooks
 * run last-added first): the running job stayed claimed and was sent again once its lease ran out.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_JOB } from '../../delivery/delivery-jobs.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { freePort } from '../free-port.ts';
import { startSmtpSink, type SmtpSink } from '../peers/smtp-sink.ts';
import { startServerProcess, type ServerProcess } from '../processes/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const BATCH = 100;
const RUNS = 3;

let database: TestDatabase;
let smtp: SmtpSink;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  for (const { child } of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp?.close();
  await database?.destroy();
});

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(database, await freePort(), { SMTP_URL: smtp.url, LOG_LEVEL: 'info', JOB_CONCURRENCY: '4' });
  servers.push(server);
  return server;
}

/** The run's jobs by status. */
async function statuses(run: number): Promise<Record<string, number>> {
  const { rows } = await sql<{ status: string; n: number | string }>`
    select status, count(*) as n from jobs where kind = 'email.send' and payload like ${`%"Run ${run} %`} group by status`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling another process; there is no clock to drive
  }
}

const countsOf = (run: number, mails: SmtpSink['received']) => {
  const counts = new Map<string, number>();
  for (const { subject } of mails) if (subject?.startsWith(`Run ${run} `)) counts.set(subject, (counts.get(subject) ?? 0) + 1);
  return counts;
};

describe('SIGTERM during a batch of 100 deliveries', () => {
  it('delivers each message exactly once, 3 runs out of 3', { timeout: 240_000 }, async () => {
    // Each run's remainder is delivered by the next process, which the next run then stops mid-batch in turn.
    let server = await start();
    for (let run = 1; run <= RUNS; run++) {
      const stopAt = 20 + 15 * run; // somewhere else in the batch each run
      let stopped = false;
      const current = server;
      smtp.beforeAck = async (mail) => {
        if (stopped || !mail.subject?.startsWith(`Run ${run} `) || countsOf(run, smtp.received).size < stopAt) return;
        stopped = true;
        // The 250 for this message is held until the process has begun shutting down: its delivery is in flight.
        current.child.kill('SIGTERM');
        await until(async () => current.output().includes('"msg":"shutting down"'), 'the shutdown to begin', 15_000);
      };
      for (let n = 1; n <= BATCH; n++) {
        await enqueueJob(database.db, { kind: EMAIL_JOB, payload: { to: `r${n}@example.org`, subject: `Run ${run} job ${n}`, text: `Message ${n}` } }, new Date());
      }
      expect(await current.exited).toBe(0);
      smtp.beforeAck = undefined;
      expect(stopped).toBe(true);

      // Left provably unsent: nothing is still claimed, and every job marked done is a message the server accepted.
      const afterStop = await statuses(run);
      expect(afterStop.running ?? 0).toBe(0);
      const accepted = countsOf(run, smtp.accepted);
      expect(afterStop.done).toBe(accepted.size);
      expect([...accepted.values()].every((count) => count === 1)).toBe(true);
      expect(afterStop.done).toBeLessThan(BATCH);

      server = await start();
      await until(async () => (await statuses(run)).done === BATCH, `run ${run}'s ${BATCH} jobs done`);
      const received = countsOf(run, smtp.received);
      expect(received.size).toBe(BATCH);
      const doubled = [...received].filter(([, count]) => count !== 1).map(([subject]) => subject);
      expect(doubled, `run ${run}`).toEqual([]);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
