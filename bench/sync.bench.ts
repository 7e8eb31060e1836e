/**
 * `npm run bench:sync`: the scheduled sync against a loopback city (the recorded Granicus row format and real
 * agenda and minutes PDFs), in the real app with its job queue and a loopback SMTP server. Prints, in one run:
 * - posting to alert: from the moment an agenda appears in the listing to the alerts in the SMTP sink (the sync
 *   pass, the agenda fan-out over BENCH_SUBSCRIBERS subscribers, one email per subscriber it concerns); the
 *   worst case adds one `SYNC_INTERVAL` (the goal: under 2 minutes with a 1-minute interval); `JOB_CONCURRENCY=8
 *   npm run bench:sync` shows what running deliveries side by side gains;
 * - minutes posted (in the council archive, the first city's only minutes source) -> meeting completed -> outcome alert to
 *   every subscriber told of its items (`sync-minutes-stage.ts`);
 * - each time also as a ratio to the sync interval (SYNC_INTERVAL minutes, default 1): the wait for the next pass
 *   adds up to one interval, so these ratios say how much of the latency is ours;
 * - the cost of an idle pass (nothing new: the listing and the agendas of meetings to come re-read, same bytes
 *   skipped) against a baseline measured in the same run: fetching the listing and those agendas by hand.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import { buildApp } from '../server/app.ts';
import { scanAgendaAlerts } from '../server/alerts/agenda-alerts/agenda-scan.ts';
import { insertSubscribers, seedTopics } from '../server/test/fixtures/alert-fixtures.ts';
import { startSmtpSink } from '../server/test/peers/smtp-sink.ts';
import { loadConfig } from '../server/config.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { createManualClock } from '../server/lib/clock.ts';
import { runSyncPass } from '../server/sync/sync-pass.ts';
import { startLoopbackCity } from '../server/test/peers/city-sources.ts';
import { createTestDatabase } from '../server/test/test-database.ts';
import { benchMinutesStage } from './sync-minutes-stage.ts';

const ROUNDS = Number(process.env.SYNC_ROUNDS ?? 20);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const INTERVAL_MS = Number(process.env.SYNC_INTERVAL ?? 1) * 60_000;
const ofInterval = (ms: number) => `${ms.toFixed(0)} ms = ${(ms / INTERVAL_MS).toFixed(3)} x SYNC_INTERVAL`;
/** One subscriber in this many follows the topic of the posted agenda's rezoning. */
const MATCHING_EVERY = 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const database = await createTestDatabase();
const sink = await startSmtpSink({ parse: false });
const city = await startLoopbackCity();
// The meetings are in August 2025: the Friday before, when the Public Works agenda is posted.
const clock = createManualClock('2025-08-01T22:00:00.000Z');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: database.dataDir,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  SMTP_URL: `${sink.url}/?pool=true&maxConnections=8&maxMessages=100000`,
  JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '1',
  PUBLIC_URL: 'https://civic.example',
  LOG_LEVEL: 'silent',
  GEOCODER: 'offline',
});
const app = await buildApp({ config, db: database.db, clock, logger: false });
await app.ready();
try {
  const topics = await seedTopics(database.db, app.city);
  const zoning = topics.get('zoning-and-land-use')!;
  const libraries = topics.get('libraries')!;
  const ids = await insertSubscribers(
    database.db,
    Array.from({ length: SUBSCRIBERS }, (_, i) => ({ email: `subscriber-${i}@example.org`, topicIds: [i % MATCHING_EVERY === 0 ? zoning : libraries] })),
    clock.now(),
  );
  const expected = Math.ceil(SUBSCRIBERS / MATCHING_EVERY);
  const defaultCity = cityContext(DEFAULT_CITY_ID);
  const ctx = { city: defaultCity, db: database.db, dataDir: database.dataDir, now: () => clock.now(), topics: loadTopicMatchers(defaultCity) };
  const sources = [{ kind: 'granicus' as const, url: city.listingUrl }];

  const posted = performance.now();
  const first = await runSyncPass(ctx, { sources });
  const toRecord = performance.now() - posted;
  await scanAgendaAlerts(database.db, clock.now(), ctx.city.config.timeZone);
  let toFirst = 0;
  void sink.waitForAccepted(1, 600_000).then(() => (toFirst = performance.now() - posted));
  await app.jobs.runOnce();
  await sink.waitForAccepted(expected, 600_000);
  const toAlert = performance.now() - posted;
  const sent = sink.accepted.length;

  const idle: number[] = [];
  const baseline: number[] = [];
  const base = city.listingUrl.replace(/\/listing$/, '');
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    await runSyncPass(ctx, { sources });
    idle.push(performance.now() - t);
    t = performance.now();
    for (const p of ['/listing', '/docs/pw-agenda.pdf', '/docs/ued-agenda.pdf']) await (await fetch(`${base}${p}`)).arrayBuffer();
    baseline.push(performance.now() - t);
  }
  const minutes = await benchMinutesStage(app, ctx, clock, sink, ids.filter((_, i) => i % MATCHING_EVERY === 0));
  console.log(`engine                        ${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  console.log(`documents on the first pass   ${first.documents.length} (${first.documents.map((d) => d.status).join(', ')})`);
  console.log(`posting to record             ${ofInterval(toRecord)} (one pass)`);
  console.log(`posting to first alert        ${ofInterval(toFirst)} (JOB_CONCURRENCY=${config.JOB_CONCURRENCY}); worst case adds SYNC_INTERVAL`);
  console.log(`posting to last alert         ${ofInterval(toAlert)}: ${sent} emails in the SMTP sink (${expected} expected of ${SUBSCRIBERS} subscribers)`);
  console.log(`minutes posted to completed   ${ofInterval(minutes.toCompleted)} (one archive pass)`);
  console.log(`minutes to first outcome      ${ofInterval(minutes.toFirstOutcome)}`);
  console.log(`minutes to last outcome       ${ofInterval(minutes.toLastOutcome)}: ${minutes.outcomes} emails (${minutes.told} subscribers told of its items)`);
  console.log(`idle pass, median of ${ROUNDS}       ${median(idle).toFixed(1)} ms`);
  console.log(`baseline (fetch the same 3)   ${median(baseline).toFixed(1)} ms`);
  console.log(`idle pass / baseline          ${(median(idle) / median(baseline)).toFixed(1)}x`);
  if (sent !== expected || minutes.outcomes !== minutes.told) process.exitCode = 1;
} finally {
  await app.close();
  await city.close();
  await sink.close();
  await database.destroy();
}
