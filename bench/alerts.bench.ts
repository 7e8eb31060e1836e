/**
 * Alert delivery at scale: 20,000 subscribers get the reminder of one meeting, through the real scan, fan-out
 * and delivery jobs, over SMTP to a loopback sink. Prints the fan-out time, messages per second and the
 * number of duplicates (must be 0). Engine: SQLite in a temporary folder, or PostgreSQL with DATABASE_URL.
 *
 *   npm run bench:alerts            BENCH_SUBSCRIBERS=5000 BENCH_WORKERS=4 npm run bench:alerts
 *
 * BENCH_WORKERS job loops run at once, as several server processes would; SMTP uses a pool of connections
 * (SMTP_URL's `?pool=true&maxConnections=`), as a production relay should.
 */
import { buildApp } from '../server/app.ts';
import { insertSubscribers, upcomingMeeting } from '../server/test/fixtures/alert-fixtures.ts';
import { startSmtpSink } from '../server/test/peers/smtp-sink.ts';
import { fanOut } from '../server/alerts/meeting-alerts/alert-fanout.ts';
import { ALERT_DELIVER_JOB, ALERT_FANOUT_JOB } from '../server/alerts/jobs/alert-kinds.ts';
import { scanAlerts } from '../server/alerts/meeting-alerts/alert-scan.ts';
import { claimJobs, completeJob } from '../server/jobs/job-queue.ts';
import { loadConfig } from '../server/config.ts';
import { createManualClock } from '../server/lib/clock.ts';
import { createTestDatabase } from '../server/test/test-database.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 20_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 24);
const CONNECTIONS = Number(process.env.BENCH_SMTP_CONNECTIONS ?? 24);

const database = await createTestDatabase();
const sink = await startSmtpSink({ parse: false });
const clock = createManualClock('2026-11-18T20:00:00.000Z');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: database.dataDir,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  SMTP_URL: `${sink.url}/?pool=true&maxConnections=${CONNECTIONS}&maxMessages=100000`,
  PUBLIC_URL: 'https://civic.example',
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
});
const app = await buildApp({ config, db: database.db, clock, logger: false });
await app.ready();

try {
  const now = clock.now();
  await upcomingMeeting(database.db, now, 20, { title: 'Regular Council Meeting' });
  const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `subscriber-${i}@example.org`);
  let t = performance.now();
  await insertSubscribers(database.db, emails.map((email) => ({ email, advance_notice_hours: 24 })), now);
  const seedMs = performance.now() - t;

  t = performance.now();
  await scanAlerts({ db: database.db }, now);
  // The fan-out job the scan queued, run here alone so that delivery can be timed on its own.
  const [fanout] = await claimJobs(database.db, 'bench', now, 1, [ALERT_FANOUT_JOB.name]);
  await fanOut({ db: database.db, clock, city: app.city }, ALERT_FANOUT_JOB.payload.parse(fanout!.payload));
  await completeJob(database.db, fanout!.id, 'bench', now);
  const fanoutMs = performance.now() - t;
  const queued = await database.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', ALERT_DELIVER_JOB.name)
    .executeTakeFirstOrThrow();

  t = performance.now();
  await Promise.all(Array.from({ length: WORKERS }, () => app.jobs.runOnce()));
  await sink.waitForAccepted(SUBSCRIBERS, 60_000).catch(() => undefined);
  const deliverMs = performance.now() - t;

  const recipients = sink.accepted.map((m) => m.recipients[0]!);
  const unique = new Set(recipients).size;
  const duplicates = recipients.length - unique;
  const missing = SUBSCRIBERS - unique;
  const result = {
    engine: database.databaseUrl ? 'postgres' : 'sqlite',
    subscribers: SUBSCRIBERS,
    workers: WORKERS,
    smtpConnections: CONNECTIONS,
    seedMs: Math.round(seedMs),
    fanoutMs: Math.round(fanoutMs),
    deliveryJobs: Number(queued.n),
    delivered: recipients.length,
    deliverySeconds: Number((deliverMs / 1000).toFixed(1)),
    messagesPerSecond: Math.round(recipients.length / (deliverMs / 1000)),
    duplicates,
    missing,
  };
  console.log(JSON.stringify(result, null, 2));
  if (duplicates !== 0 || missing !== 0) process.exitCode = 1;
} finally {
  await app.close();
  await sink.close();
  await database.destroy();
}
