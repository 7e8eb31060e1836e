/**
 * The Spanish search text of the meetings written before it was indexed (a database from before migration 050),
 * filled at start-up (ingest/plugin.ts). Here, above the record and plain language, because it walks the stored
 * meetings (decision 155).
 */
import { type Kysely, sql } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { indexMeetingSpanishText } from '../db/search-spanish.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';
import { meetingSpanishText } from '../plain/spanish-search-text.ts';

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
