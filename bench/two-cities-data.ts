/**
 * The real cities' records for `bench:scale`'s two-city part (issue 46, "Speed and scale"), each on a database of
 * its own as the deployment keeps them (decision 090): a city read from a Legistar source gets a year of its
 * meetings by a sync pass from the loopback Legistar over its shared mirror (`../shared/data/<id>/legistar-mirror`:
 * about 1,000 meetings and 14,000 items for the second city's year); the default city is seeded as a first start
 * does, then the shared minutes (`../shared/data/minutes`, 190+ meetings) go through the ingestion pipeline.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CityContext } from '../city/context.ts';
import { SHARED_DATA_DIR, startLegistarReplay } from '../server/ingest/connector/legistar/legistar-replay-server.ts';
import { loadTopicMatchers } from '../server/ingest/keywords-and-topics/topics.ts';
import { runIngest } from '../server/ingest/runs/run-ingest.ts';
import { expandSources } from '../server/ingest/runs/sources.ts';
import { registerStandardRecordSteps } from '../server/record-steps-standard.ts';
import { seedAll } from '../server/seed/seed.ts';
import { listingSources, runSyncPass } from '../server/sync/sync-pass.ts';
import type { TestDatabase } from '../server/test/test-database.ts';

const SHARED_MINUTES = path.join(SHARED_DATA_DIR, 'minutes');
const mirrorOf = (city: CityContext) => path.join(SHARED_DATA_DIR, city.config.id, 'legistar-mirror');
/** The Legistar client a city's source names (`https://webapi.legistar.com/v1/<client>`), if it has one. */
const legistarClient = (city: CityContext) => city.config.listings.find((l) => l.kind === 'legistar')?.url.split('/').filter(Boolean).at(-1);

/** Whether the shared records the two cities are loaded from are beside the checkout. */
export function twoCitiesDataPresent(cities: readonly CityContext[]): boolean {
  return fs.existsSync(SHARED_MINUTES) && cities.slice(1).every((city) => legistarClient(city) && fs.existsSync(mirrorOf(city)));
}

/** The default city as a first start leaves it, then the shared minutes through the ingestion pipeline. */
export async function loadFromMinutes(city: CityContext, test: TestDatabase): Promise<void> {
  registerStandardRecordSteps();
  await seedAll(test.db, { city, now: new Date(), dataDir: test.dataDir, ingestMinutes: true });
  await runIngest({ city, db: test.db, dataDir: test.dataDir, now: () => new Date(), topics: loadTopicMatchers(city) }, expandSources([SHARED_MINUTES]).sources);
}

/** A Legistar city's meetings of local dates `from`..`to` (inclusive), read by a sync pass from the loopback. */
export async function loadFromLegistar(city: CityContext, test: TestDatabase, { from, to }: { from: string; to: string }): Promise<void> {
  registerStandardRecordSteps();
  const api = await startLegistarReplay({ mirrorDir: mirrorOf(city), client: legistarClient(city)!, from, to, token: 'bench' });
  try {
    const now = new Date(`${to}T23:00:00Z`);
    const report = await runSyncPass(
      { city, db: test.db, dataDir: test.dataDir, now: () => now, topics: loadTopicMatchers(city) },
      { sources: listingSources(city.config, undefined, api.url), legistarToken: 'bench', legistarSince: from },
    );
    const failed = report.sources.filter((s) => !s.ok);
    if (failed.length > 0) throw new Error(`the sync of ${city.config.name} failed: ${JSON.stringify(failed)}`);
  } finally {
    await api.close();
  }
}
