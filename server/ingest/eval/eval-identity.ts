/**
 * `npm run eval:identity`: ingests every minutes PDF in ../shared/data/minutes (or the folder given) twice in a row
 * into a fresh database, and fails (exit 1) when the second read changed anything a reuser keys on (issue 34):
 * a meeting, item, motion or roll-call id, a meeting's created/updated times (the calendar SEQUENCE and the feed
 * order derive from them), the ETag or order of the meetings feed, each meeting's calendar ETag, UID and
 * SEQUENCE, or the OCD ids of the vote events.
 * The second read is the fast one (known bytes are skipped), so the whole check costs about one ingest.
 *
 * Then (issue 50, decision 125) a second deployment, a fresh database fed the same files in the opposite order,
 * must serve the same calendar UIDs, OCD event ids, OCD vote-event ids and OCD bill ids with their sessions
 * (decision 210), record by record; how many row ids (page URLs) differ is reported, as they may. That costs a
 * second full ingest.
 */
import { cityContext } from '#city/context.ts';
import { DEFAULT_CITY_ID } from '#city/index.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createManualClock } from '../../lib/clock.ts';
import { runIngest } from '../runs/run-ingest.ts';
import { expandSources } from '../runs/sources.ts';
import { loadTopicMatchers } from '../keywords-and-topics/topics.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';
import { compareIds, RECORD_DERIVED, servedIds } from './deployment-ids.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder = process.argv[2] ?? path.join(here, '../../../../shared/data/minutes');
if (!fs.existsSync(folder)) {
  console.error(`No minutes folder at ${folder}`);
  process.exit(2);
}
/** A fresh deployment: its own data folder, database and app. */
async function freshDeployment() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-eval-identity-'));
  const db = createDatabase({ dataDir });
  await migrateToLatest(db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent', GEOCODER: 'offline' });
  const app = await buildApp({ config, db, clock: createManualClock('2026-11-18T20:00:00Z'), logger: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { dataDir, db, app, close };
}
const { dataDir, db, app, close } = await freshDeployment();

/** Everything a reuser keys on, as one comparable value. */
async function snapshot() {
  const ids = async (table: 'agenda_items' | 'voting_records', orderBy: 'meeting_id') =>
    (await db.selectFrom(table).select(['id', orderBy]).orderBy('id').execute()).map((r) => `${r.meeting_id}:${r.id}`);
  const get = async (url: string) => {
    const res = await app.inject(url);
    return { etag: res.headers.etag, body: res.body };
  };
  const rss = await get('/api/v1/feeds/meetings.rss');
  const meetingIds = (await db.selectFrom(meetingsIncludingDemo(db)).select('id').orderBy('id').execute()).map((m) => m.id);
  // Each meeting's own calendar file (the subscription calendar covers only the last year and what is to come).
  const calendars: string[] = [];
  for (const id of meetingIds) {
    const ics = await get(`/api/v1/meetings/${id}.ics`);
    calendars.push(`${id} ${ics.etag} ${/^UID:(.+?)\r?$/m.exec(ics.body)?.[1]} SEQUENCE:${/^SEQUENCE:(\d+)/m.exec(ics.body)?.[1]}`);
  }
  const voteEvents = JSON.parse((await get('/api/v1/ocd/vote_events?limit=100')).body) as { items: { id: string }[] };
  return {
    meetings: (await db.selectFrom(meetingsIncludingDemo(db)).select(['id', 'source_file', 'created_at', 'updated_at']).orderBy('id').execute()).map(
      (m) => `${m.id} ${m.source_file} ${m.created_at} ${m.updated_at}`,
    ),
    items: await ids('agenda_items', 'meeting_id'),
    motions: await ids('voting_records', 'meeting_id'),
    rollCalls: (await db.selectFrom('councilor_votes').select(['voting_record_id', 'councilor', 'vote']).orderBy('voting_record_id').orderBy('councilor').execute()).map(
      (r) => `${r.voting_record_id} ${r.councilor} ${r.vote}`,
    ),
    feedEtag: rss.etag,
    feedOrder: [...rss.body.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((m) => m[1]),
    calendars,
    ocdVoteEventIds: voteEvents.items.map((v) => v.id),
  };
}

const city = cityContext(DEFAULT_CITY_ID);
const topics = loadTopicMatchers(city);
const { sources } = expandSources([folder]);
let now = Date.parse('2026-11-18T20:00:00Z');
// Each read happens at a later moment, as nightly syncs do: a rewrite would show in the times.
const ctx = { city, db, dataDir, now: () => new Date((now += 1000)), topics };
const started = performance.now();
const first = await runIngest(ctx, sources);
const firstSeconds = (performance.now() - started) / 1000;
const before = await snapshot();
const again = performance.now();
const second = await runIngest(ctx, sources);
const secondSeconds = (performance.now() - again) / 1000;
const after = await snapshot();

let failed = false;
for (const key of Object.keys(before) as (keyof typeof before)[]) {
  const a = JSON.stringify(before[key]);
  const b = JSON.stringify(after[key]);
  const same = a === b;
  if (!same) failed = true;
  const size = Array.isArray(before[key]) ? `${(before[key] as unknown[]).length} values` : String(before[key]);
  console.log(`${key.padEnd(20)} ${same ? 'same' : 'CHANGED'}  (${size})`);
}
// A held document (issue 50) changed nothing either: it is named by the first read's table, not as a rewrite.
const rewritten = second.filter((r) => r.status !== 'unchanged' && r.status !== 'failed' && r.status !== 'held');
console.log(`\nfiles ${sources.length}: first read ${firstSeconds.toFixed(1)} s (${first.filter((r) => r.status === 'failed').length} failed), ` +
  `second read ${secondSeconds.toFixed(1)} s, rewritten on the second read: ${rewritten.map((r) => r.file).join(', ') || 'none'}`);
if (rewritten.length > 0 || before.meetings.length === 0 || before.calendars.some((c) => c.includes('undefined'))) failed = true;

// A second deployment, the same files in the opposite order (issue 50).
const mirror = await freshDeployment();
const reverseStarted = performance.now();
const reversed = await runIngest({ ...ctx, db: mirror.db, dataDir: mirror.dataDir }, [...sources].reverse());
const reverseSeconds = (performance.now() - reverseStarted) / 1000;
const comparison = compareIds(await servedIds(app, db), await servedIds(mirror.app, mirror.db));
console.log(`\na second deployment fed the same files in reverse order (${reverseSeconds.toFixed(1)} s, ${reversed.filter((r) => r.status === 'failed').length} failed):`);
for (const [kind, { total, differing }] of Object.entries(comparison)) {
  const mustAgree = (RECORD_DERIVED as readonly string[]).includes(kind);
  if (mustAgree && (differing > 0 || total === 0)) failed = true;
  console.log(`${kind.padEnd(20)} ${String(differing).padStart(5)}/${total} differ${mustAgree ? (differing > 0 ? '  MUST AGREE' : '') : '  (row ids: may differ)'}`);
}
await mirror.close();
await close();
process.exit(failed ? 1 : 0);
