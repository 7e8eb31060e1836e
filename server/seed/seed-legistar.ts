/**
 * A city read from a Legistar Web API may bundle a few days of its record for the first start
 * (`city/<id>/data/legistar-snapshot.json`, written by server/ingest/connector/legistar/write-snapshot.ts), so a
 * fresh install shows its meetings before the first sync. Each meeting is saved as the sync saves it, with its
 * Legistar ids: the first sync finds them again by event id and updates them, never doubles them.
 */
import fs from 'node:fs';
import { z } from 'zod';
import type { AppDatabase } from '../db/database.ts';
import { loadTopicMatchers } from '../ingest/keywords-and-topics/topics.ts';
import {
  legistarEventItemSchema,
  legistarEventSchema,
  legistarRollCallSchema,
  legistarVoteSchema,
} from '../ingest/connector/legistar/legistar-rows.ts';
import { saveLegistarRead } from '../ingest/connector/legistar/legistar-sync.ts';
import type { SeedOptions } from './seed-options.ts';

const snapshotSchema = z.object({
  source: z.string().regex(/^legistar:/),
  meetings: z.array(
    z.object({
      event: legistarEventSchema,
      items: z.array(legistarEventItemSchema),
      votes: z.record(z.string(), z.array(legistarVoteSchema)),
      rollCall: z.array(legistarRollCallSchema).nullable(),
    }),
  ),
});

export async function seedLegistarSnapshot(db: AppDatabase, { city, now, log }: SeedOptions): Promise<void> {
  const file = city.dataFile('legistar-snapshot.json');
  if (!fs.existsSync(file)) return;
  const result = snapshotSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`Seed file legistar-snapshot.json is invalid: ${z.prettifyError(result.error)}`);
  const topics = loadTopicMatchers(city);
  for (const meeting of result.data.meetings) {
    const votes = new Map(Object.entries(meeting.votes).map(([id, rows]) => [Number(id), rows]));
    await saveLegistarRead({ city, db, now, topics }, result.data.source, { ...meeting, votes });
  }
  log?.(`Seeded ${result.data.meetings.length} meetings from the bundled Legistar snapshot`);
}
