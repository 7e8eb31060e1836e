/**
 * `npm run bench:sync`: the scheduled sync against a loopback city (the recorded Granicus row format and real
 * agenda and minutes PDFs). Prints, in one run:
 * - posting to record: from the moment an agenda appears in the listing to the upcoming meeting with its items
 *   on record, for one pass (the worst case adds one `SYNC_INTERVAL`);
 * - the cost of an idle pass (nothing new: the listing and the agendas of meetings to come re-read, same bytes
 *   skipped) against a baseline measured in the same run: fetching the listing and those agendas by hand.
 * Alerts before the vote are not built yet, so the time to an alert in the SMTP sink is not measured here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { topicMatchers } from '../server/ingest/topics.ts';
import { runSyncPass } from '../server/sync/sync-pass.ts';
import { startLoopbackCity } from '../server/test/loopback-city.ts';

const ROUNDS = Number(process.env.SYNC_ROUNDS ?? 20);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civic-bench-sync-'));
const db = createDatabase({ dataDir });
const city = await startLoopbackCity();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  await migrateToLatest(db);
  // The meetings are in August 2025: pretend it is the week before, so their agendas count as upcoming.
  const now = () => new Date('2025-08-02T15:00:00Z');
  const ctx = { db, dataDir, now, topics: topicMatchers([]) };
  const sources = [{ kind: 'granicus' as const, url: city.listingUrl }];

  const posted = performance.now();
  const first = await runSyncPass(ctx, { sources });
  const toRecord = performance.now() - posted;
  const items = await db.selectFrom('agenda_items').innerJoin('meetings', 'meetings.id', 'agenda_items.meeting_id').select('agenda_items.id').where('meetings.meeting_type', '=', 'public_works_committee').execute();

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
  console.log(`documents on the first pass   ${first.documents.length} (${first.documents.map((d) => d.status).join(', ')})`);
  console.log(`posting to record             ${toRecord.toFixed(0)} ms for one pass (Public Works agenda: ${items.length} items on record); worst case adds SYNC_INTERVAL`);
  console.log(`idle pass, median of ${ROUNDS}       ${median(idle).toFixed(1)} ms`);
  console.log(`baseline (fetch the same 3)   ${median(baseline).toFixed(1)} ms`);
  console.log(`idle pass / baseline          ${(median(idle) / median(baseline)).toFixed(1)}x`);
} finally {
  await city.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
