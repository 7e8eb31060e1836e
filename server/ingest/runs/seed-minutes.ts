/**
 * The seed's past meetings: the real minutes bundled in the city's data folder (city/<id>/data/minutes) go through the same pipeline as
 * `npm run ingest`. A hand-made JSON seed for the same file is replaced in place by the ingested meeting.
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { IngestResult } from '../pipeline/ingest-file.ts';
import { runIngest } from './run-ingest.ts';
import { expandSources } from './sources.ts';
import { loadTopicMatchers } from '../keywords-and-topics/topics.ts';


/** Ingests the bundled minutes; failures are logged, not thrown, so a first start never stops on one file. */
export async function seedBundledMinutes(
  db: AppDatabase,
  options: { city: CityContext; now: Date; dataDir: string; log?: (message: string) => void },
): Promise<IngestResult[]> {
  // A city without bundled minutes seeds its JSON meetings only.
  const folder = options.city.dataFile('minutes');
  if (!fs.existsSync(folder)) return [];
  const { sources } = expandSources([folder]);
  const results = await runIngest({ city: options.city, db, dataDir: options.dataDir, now: () => options.now, topics: loadTopicMatchers(options.city) }, sources);
  for (const failed of results.filter((r) => r.status === 'failed')) options.log?.(`Could not ingest ${failed.file}: ${failed.reason}`);
  options.log?.(`Ingested ${results.filter((r) => r.status !== 'failed').length} bundled minutes`);
  return results;
}
