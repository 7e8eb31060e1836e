/**
 * The Spanish search text of a stored meeting (decision 110): its Spanish summary and its items' Spanish plain
 * lines, indexed by db/search-spanish.ts. Plain language's, not the index's: the database sits below the domains
 * (decision 155). The meetings written before the index are indexed by ingest/spanish-text-backfill.ts.
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { Database } from '../db/schema.ts';
import { plainLineFor } from './plain-line.ts';
import { storedSpanishSummary } from './stored-summaries-es.ts';

/** The Spanish text of one stored meeting: its Spanish summary (as if held) and its items' Spanish plain lines. */
export async function meetingSpanishText(db: Kysely<Database>, city: CityContext, meetingId: number): Promise<string> {
  const items = await db.selectFrom('agenda_items').select('title').where('meeting_id', '=', meetingId).orderBy('position').execute();
  const lines = items.map((item) => plainLineFor(city, item.title)?.es).filter((line): line is string => Boolean(line));
  const summary = await storedSpanishSummary(db, city, meetingId);
  return [summary ?? '', ...lines].join('\n').trim();
}
