/**
 * The Spanish search text of a stored meeting (decision 110): its Spanish summary and its items' Spanish plain
 * lines, indexed by db/search-spanish.ts. Plain language's, not the index's: the database sits below the domains
 * (decision 155).
 */
import { type Kysely, sql } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { indexMeetingSpanishText } from '../db/search-spanish.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';
import { plainLineFor } from './plain-line.ts';
import { storedSpanishSummary } from './stored-summaries-es.ts';

/** The Spanish text of one stored meeting: its Spanish summary (as if held) and its items' Spanish plain lines. */
export async function meetingSpanishText(db: Kysely<Database>, city: CityContext, meetingId: number): Promise<string> {
  const items = await db.selectFrom('agenda_items').select('title').where('meeting_id', '=', meetingId).orderBy('position').execute();
  const lines = items.map((item) => plainLineFor(city, item.title)?.es).filter((line): line is string => Boolean(line));
  const summary = await storedSpanishSummary(db, city, meetingId);
  return [summary ?? '', ...lines].join('\n').trim();
}

/**
 * Indexes the Spanish text of the meetings written before it was indexed (a database from before migration 050),
 * a batch at a time; returns how many.
 */
export async function indexMissingSpanishText(db: Kysely<Database>, city: CityContext, batch = 200): Promise<number> {
  const key = dialectOf(db) === 'postgres' ? sql`meeting_id` : sql`rowid`;
  let done = 0;
  let after = 0;
  for (;;) {
    const ids = (
      // Demo meetings too: they are searched like the others (their own flag keeps them out of what is published).
      await db
        .selectFrom(meetingsIncludingDemo(db))
        .select('id')
        .where('id', '>', after)
        .where(sql<boolean>`id not in (select ${key} from meeting_search_es)`)
        .orderBy('id')
        .limit(batch)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return done;
    // One transaction a meeting: on SQLite, another process's removal and insertion wait for this one's.
    for (const id of ids) await db.transaction().execute(async (trx) => indexMeetingSpanishText(trx, id, await meetingSpanishText(trx, city, id)));
    done += ids.length;
    after = ids.at(-1)!;
  }
}
