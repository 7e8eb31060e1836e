/**
 * SMTP refusing (451) and SMTP hanging (accepts, never greets): the email jobs fail, are retried with their
 * backoff on the manual clock, none is lost or dropped as dead, and each is delivered once the server is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { backoffMs } from '../../jobs/job-queue.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { startSilentServer, startSmtpSink, type SmtpSink } from '../peers/smtp-sink.ts';

// Short timeouts through the URL (see createSmtpMailer) so a hung server fails the job in a second, not 10 s.
const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}/?connectionTimeout=1000&greetingTimeout=1000&socketTimeout=1000`;

let ctx: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await ctx?.close();
  await sink?.close();
  ctx = sink = undefined;
});

async function queueThree(app: TestApp['app']) {
  for (const n of [1, 2, 3]) {
    const id = await app.delivery.queueEmail({ to: `resident${n}@example.org`, subject: `Alert ${n}`, text: `Body ${n}` }, `fault-${n}`);
    expect(id).not.toBeNull();
  }
}

async function jobStates(c: TestApp) {
  return c.db.selectFrom('jobs').select(['status', 'attempts', 'run_at', 'last_error']).where('kind', '=', 'email.send').orderBy('id').execute();
}

/** Two failed rounds: each leaves the jobs queued with the next backoff, and nothing runs before it is due. */
async function expectRetriedWithBackoff(c: TestApp, errorPattern: RegExp) {
  for (const attempt of [1, 2]) {
    const started = c.clock.now().getTime();
    expect(await c.app.jobs.runOnce()).toEqual({ done: 0, failed: 3 });
    for (const job of await jobStates(c)) {
      expect(job.status).toBe('queued');
      expect(job.attempts).toBe(attempt);
      expect(job.last_error).toMatch(errorPattern);
      expect(new Date(job.run_at).getTime() - started).toBe(backoffMs(attempt));
    }
    // Not due yet: nothing is tried early.
    c.clock.advance(backoffMs(attempt) - 1000);
    expect(await c.app.jobs.runOnce()).toEqual({ done: 0, failed: 0 });
    c.clock.advance(1000);
  }
}

async function expectAllDeliveredOnce(c: TestApp, s: SmtpSink) {
  expect(await c.app.jobs.runOnce()).toEqual({ done: 3, failed: 0 });
  expect(s.received.map((m) => m.subject).sort()).toEqual(['Alert 1', 'Alert 2', 'Alert 3']);
  expect((await jobStates(c)).map((j) => j.status)).toEqual(['done', 'done', 'done']);
  c.clock.advance(60 * 60 * 1000);
  expect(await c.app.jobs.runOnce()).toEqual({ done: 0, failed: 0 });
  expect(s.received).toHaveLength(3);
}

describe('email jobs when SMTP misbehaves', () => {
  it('retries through temporary refusals (451) and delivers each message once it accepts', { timeout: 30_000 }, async () => {
    sink = await startSmtpSink();
    sink.refusing = true;
    ctx = await createTestApp({ SMTP_URL: smtpUrl(sink.port) });
    await queueThree(ctx.app);
    await expectRetriedWithBackoff(ctx, /451|Try again later/);
    expect(sink.received).toHaveLength(0);
    sink.refusing = false;
    await expectAllDeliveredOnce(ctx, sink);
  });

  it('retries when nothing listens (connection refused) and delivers once a server is up', { timeout: 30_000 }, async () => {
    const placeholder = await startSilentServer();
    const port = placeholder.port;
    await placeholder.close();
    ctx = await createTestApp({ SMTP_URL: smtpUrl(port) });
    await queueThree(ctx.app);
    await expectRetriedWithBackoff(ctx, /ECONNREFUSED/);
    sink = await startSmtpSink({ port });
    await expectAllDeliveredOnce(ctx, sink);
  });

  it('gives up on a server that accepts and never answers, retries, and delivers once a real one is there', { timeout: 40_000 }, async () => {
    const silent = await startSilentServer();
    ctx = await createTestApp({ SMTP_URL: smtpUrl(silent.port) });
    await queueThree(ctx.app);
    await expectRetriedWithBackoff(ctx, /timeout|Greeting never received/i);
    await silent.close();
    sink = await startSmtpSink({ port: silent.port });
    await expectAllDeliveredOnce(ctx, sink);
  });
});
