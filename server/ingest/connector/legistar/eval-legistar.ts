/**
 * `npm run eval:<city>` (`tsx server/ingest/connector/legistar/eval-legistar.ts --city <id> --mirror <id>/legistar-mirror`):
 * serves a whole Legistar mirror (a folder of ../shared/data) on a loopback API, syncs it into a fresh SQLite
 * database as the city's sync would (the first read, then an idle incremental one), and compares the record with
 * what the API served: meetings, items, voted items and per-member votes, each 100% or the run fails. Prints the
 * time, the requests and the peak memory of each pass. A dedicated CI step, not a test file (it takes minutes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CITY_IDS, type CityId } from '#city/index.ts';
import { cityContext } from '#city/context.ts';
import { createDatabase } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { meetingsIncludingDemo } from '../../../meetings/public-record.ts';
import { plainLineFor } from '../../../plain/plain-line.ts';
import { loadTopicMatchers } from '../../keywords-and-topics/topics.ts';
import { SHARED_DATA_DIR, startLegistarReplay } from './legistar-replay-server.ts';
import { syncLegistar } from './legistar-sync.ts';
import { registerStandardRecordSteps } from '../../../record-steps-standard.ts';
import { runCli } from '../../../cli/run-cli.ts';

function argument(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

/** Peak resident memory while `work` runs, sampled every 100 ms. */
async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1e6), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(timer);
  }
}

/** How many of `expected` the record holds (as a multiset), and a few it lacks. */
function coverage(expected: string[], actual: string[]): { held: number; total: number; missing: string[]; extra: number } {
  const have = new Map<string, number>();
  for (const a of actual) have.set(a, (have.get(a) ?? 0) + 1);
  const missing: string[] = [];
  for (const e of expected) {
    const n = have.get(e) ?? 0;
    if (n > 0) have.set(e, n - 1);
    else missing.push(e);
  }
  const extra = [...have.values()].reduce((sum, n) => sum + n, 0);
  return { held: expected.length - missing.length, total: expected.length, missing: missing.slice(0, 5), extra };
}

async function main(): Promise<number> {
  const cityId = (argument('city') ?? '') as CityId;
  const mirror = argument('mirror');
  if (!CITY_IDS.includes(cityId) || !mirror) {
    console.error(`Usage: eval-legistar --city <${CITY_IDS.join('|')}> --mirror <folder of ../shared/data, e.g. <city>/legistar-mirror>`);
    return 2;
  }
  const mirrorDir = path.resolve(SHARED_DATA_DIR, mirror);
  if (!fs.existsSync(path.join(mirrorDir, 'events'))) {
    console.error(`No Legistar mirror at ${mirrorDir} (expected its events/ folder).`);
    return 2;
  }
  const city = cityContext(cityId);
  const token = 'eval-token';
  const load = await withPeakMemory(() => startLegistarReplay({ mirrorDir, client: cityId, token }));
  const api = load.result;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eval-legistar-'));
  const db = createDatabase({ dataDir });
  registerStandardRecordSteps();
  try {
    await migrateToLatest(db);
    const dates = [...api.data.events.values()].map((e) => String(e.EventDate).slice(0, 10)).sort();
    const since = dates[0]!;
    const now = new Date(`${dates.at(-1)}T23:59:00Z`);
    const topics = loadTopicMatchers(city);
    console.log(`Serving ${api.data.events.size} meetings (${since} to ${dates.at(-1)}) on ${api.url} (loaded in ${load.seconds.toFixed(1)} s).`);

    const first = await withPeakMemory(() => syncLegistar({ city, db, url: api.url, token, now, topics, since }));
    console.log(`First sync: ${first.seconds.toFixed(1)} s, ${first.result.requests} requests, peak memory ${first.peakMb} MB; ${first.result.created} meetings created, ${first.result.matters} matters (${first.result.mattersMissing} not in the API), ${first.result.failures.length} failures.`);
    for (const f of first.result.failures.slice(0, 10)) console.log(`  failed: ${f}`);
    const idle = await withPeakMemory(() => syncLegistar({ city, db, url: api.url, token, now, topics, since }));
    console.log(`Idle sync: ${idle.seconds.toFixed(1)} s, ${idle.result.requests} requests; ${idle.result.found} meetings listed, ${idle.result.updated} updated.`);

    const meetings = await db.selectFrom(meetingsIncludingDemo(db)).select('upstream_id').execute();
    const items = await db.selectFrom('agenda_items').select(['upstream_id', 'title', 'file_number']).execute();
    // A motion the API gave a result and no per-member votes (a voice vote, or a kind of matter the mirror lacks)
    // is in the record without votes; the voted items are those with votes.
    const records = await db
      .selectFrom('voting_records')
      .select('upstream_id')
      .where((eb) => eb.exists(eb.selectFrom('councilor_votes').select('voting_record_id').whereRef('councilor_votes.voting_record_id', '=', 'voting_records.id')))
      .execute();
    const votes = await db
      .selectFrom('councilor_votes')
      .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
      .select(['voting_records.upstream_id as item', 'councilor_votes.upstream_person_id as person', 'councilor_votes.upstream_value as value'])
      .execute();
    const servedItems = [...api.data.items.values()].flat().map((i) => String(i.EventItemId));
    // The matters the served items name that the mirror holds (it keeps bills, resolutions and land use only).
    const servedMatters = [...new Set([...api.data.items.values()].flat().map((i) => i.EventItemMatterId as number | null))].filter(
      (id): id is number => id !== null && api.data.matters.has(id),
    );
    const matters = await db.selectFrom('upstream_matters').select('upstream_id').execute();
    const checks = {
      meetings: coverage([...api.data.events.keys()].map(String), meetings.map((m) => m.upstream_id ?? '')),
      items: coverage(servedItems, items.map((i) => i.upstream_id ?? '')),
      matters: coverage(servedMatters.map(String), matters.map((m) => m.upstream_id)),
      'voted items': coverage([...api.data.votes.keys()].map(String), records.map((r) => r.upstream_id ?? '')),
      'per-member votes': coverage(
        [...api.data.votes.entries()].flatMap(([item, rows]) => rows.map((v) => `${item}:${String(v.VotePersonId)}:${String(v.VoteValueName).trim()}`)),
        votes.map((v) => `${v.item}:${v.person}:${v.value}`),
      ),
    };
    let ok = first.result.failures.length === 0 && idle.result.updated === 0 && idle.result.created === 0;
    for (const [name, c] of Object.entries(checks)) {
      const pct = c.total === 0 ? 100 : (100 * c.held) / c.total;
      console.log(`${name.padEnd(17)} ${c.held}/${c.total} (${pct.toFixed(2)}%)${c.extra ? `, ${c.extra} not served` : ''}${c.missing.length ? `; missing e.g. ${c.missing.join(', ')}` : ''}`);
      if (c.held < c.total || c.extra > 0) ok = false;
    }
    // Plain lines in both languages for the items with a bill (goal: at least 90%).
    const withBill = items.filter((i) => i.file_number);
    const plain = withBill.filter((i) => {
      const line = plainLineFor(city, i.title);
      return Boolean(line?.en && line.es);
    }).length;
    const plainPct = withBill.length === 0 ? 100 : (100 * plain) / withBill.length;
    console.log(`${'plain lines'.padEnd(17)} ${plain}/${withBill.length} items with a bill (${plainPct.toFixed(2)}%, goal 90%)`);
    if (plainPct < 90) ok = false;
    console.log(ok ? 'PASS' : 'FAIL');
    return ok ? 0 : 1;
  } finally {
    await db.destroy();
    await api.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runCli(main, { stack: true });
