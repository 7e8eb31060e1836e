/**
 * A process that only runs jobs: `buildWorker` wires the core and the domains and mounts no HTTP route, yet the
 * alert jobs are registered and a reminder reaches a loopback SMTP server. (Before the domain plugins, the alert
 * jobs were registered by the subscription routes, so a process without them delivered nothing.)
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorker } from './app.ts';
import { ensureScanScheduled } from './alerts/meeting-alerts/alert-scan.ts';
import { insertSubscribers, upcomingMeeting } from './test/fixtures/alert-fixtures.ts';
import { type SmtpSink, startSmtpSink } from './test/peers/smtp-sink.ts';
import { loadConfig } from './config.ts';
import { createManualClock } from './lib/clock.ts';
import { TEST_NOW } from './test/test-app.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';

let database: TestDatabase;
let smtp: SmtpSink;
let worker: FastifyInstance;
const clock = createManualClock(TEST_NOW);

beforeAll(async () => {
  smtp = await startSmtpSink();
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://civic.example',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    GEOCODER: 'offline',
  });
  worker = await buildWorker({ config, db: database.db, clock, logger: false });
  await worker.ready();
});
afterAll(async () => {
  await worker.close();
  await database.destroy();
  await smtp.close();
});

describe('a worker built without routes', () => {
  it('mounts no HTTP route', () => {
    expect(worker.hasRoute({ method: 'GET', url: '/api/v1/health' })).toBe(false);
    expect(worker.hasRoute({ method: 'POST', url: '/api/v1/subscriptions' })).toBe(false);
    expect(worker.printRoutes().trim()).toBe('(empty tree)');
  });

  it('delivers a meeting reminder through the alert jobs', async () => {
    const now = clock.now();
    const meetingId = await upcomingMeeting(database.db, now, 30, { title: 'Regular Council Meeting' });
    await insertSubscribers(database.db, [{ email: 'worker-reader@example.org', advance_notice_hours: 48 }], now);

    await ensureScanScheduled(database.db, now);
    await worker.jobs.runOnce();

    expect(smtp.accepted.map((m) => m.recipients[0])).toEqual(['worker-reader@example.org']);
    expect(smtp.accepted[0]!.subject).toContain('Reminder: Regular Council Meeting');
    expect(smtp.accepted[0]!.text).toContain(`https://civic.example/meetings/${meetingId}`);
  });
});
