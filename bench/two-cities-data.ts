/**
 * The two real cities' records for `bench:scale`'s two-city part (issue 46, "Speed and scale"): Tulsa as a first
 * start seeds it, with the ../shared minutes ingested (190+ meetings), and a year of New York read through the
 * loopback Legistar from the shared mirror (about 1,000 meetings and 14,000 items in the full year), each on a
 * database of its own, as the deployment keeps them (decision 090).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cityContext } from '../city/context.ts';
import { SHARED_DATA_DIR, startLegistarReplay } from '../server/ingest/connector/legistar/legistar-replay-server.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { runIngest } from '../server/ingest/runs/run-ingest.ts';
import { expandSources } from '../server/ingest/runs/sources.ts';
import { registerStandardRecordSteps } from '../server/record-steps-standard.ts';
import { seedAll } from '../server/seed/seed.ts';
import { listingSources, runSyncPass } from '../server/sync/sync-pass.ts';
import type { TestDatabase } from '../server/test/test-database.ts';

const SHARED_MINUTES = path.join(SHARED_DATA_DIR, 'minutes');
const NYC_MIRROR = path.join(SHARED_DATA_DIR, 'nyc/legistar-mirror');

/** Whether the shared records both cities are loaded from are beside the checkout. */
export const twoCitiesDataPresent = () => fs.existsSync(SHARED_MINUTES) && fs.existsSync(NYC_MIRROR);

/** Tulsa as a first start leaves it, then the shared minutes through the ingestion pipeline. */
export async function loadTulsa(test: TestDatabase): Promise<void> {
  registerStandardRecordSteps();
  const city = cityContext('tulsa');
  await seedAll(test.db, { city, now: new Date(), dataDir: test.dataDir, ingestMinutes: true });
  await runIngest({ city, db: test.db, dataDir: test.dataDir, now: () => new Date(), topics: loadTopicMatchers(city) }, expandSources([SHARED_MINUTES]).sources);
}

/** New York's meetings of local dates `from`..`to` (inclusive), read by a sync pass from the loopback Legistar. */
export async function loadNewYork(test: TestDatabase, { from, to }: { from: string; to: string }): Promise<void> {
  registerStandardRecordSteps();
  const city = cityContext('nyc');
  const api = await startLegistarReplay({ mirrorDir: NYC_MIRROR, client: 'nyc', from, to, token: 'bench' });
  try {
    const now = new Date(`${to}T23:00:00Z`);
    const report = await runSyncPass(
      { city, db: test.db, dataDir: test.dataDir, now: () => now, topics: loadTopicMatchers(city) },
      { sources: listingSources(city.config, undefined, api.url), legistarToken: 'bench', legistarSince: from },
    );
    const failed = report.sources.filter((s) => !s.ok);
    if (failed.length > 0) throw new Error(`the New York sync failed: ${JSON.stringify(failed)}`);
  } finally {
    await api.close();
  }
}
