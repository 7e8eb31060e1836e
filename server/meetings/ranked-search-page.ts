/**
 * One page of a search of the meetings list and the number of meetings it matches. The count asks only which
 * meetings match, not how well (ranking every match is the expensive part); a window count riding on the
 * ranking was tried and cost SQLite more than the separate count (materialising 20,000 ranked rows).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { matchingMeetingIds, matchingMeetings, withIndexedSearchPlan } from '../db/search.ts';

/** Adds the list's filters to a query over `meetings`. */
export type MeetingFilter = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB) => QB;

export interface RankedSearchQuery {
  q: string;
  limit: number;
  skip: number;
}

/**
 * The ids of the page, best match first (newest first among equals), and the number of filtered matches; null
 * when the query has no words to search for (the list is then the plain newest-first list).
 */
export async function rankedSearchPage(
  db: Kysely<Database>,
  query: RankedSearchQuery,
  filter: MeetingFilter,
): Promise<{ ids: number[]; total: number } | null> {
  const matches = matchingMeetingIds(db, query.q);
  const ranked = matchingMeetings(db, query.q);
  if (!matches || !ranked) return null;
  return withIndexedSearchPlan(db, async (conn) => {
    const counted = await filter(conn.selectFrom('meetings').innerJoin(matches, (join) => join.onRef('s.meeting_id', '=', 'meetings.id')))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    const total = Number(counted?.total ?? 0);
    if (total === 0 || query.skip >= total) return { ids: [], total };
    // Ids alone: sorting thousands of matches with their summaries attached costs more than the ranking.
    const rows = await filter(conn.selectFrom('meetings').innerJoin(ranked, (join) => join.onRef('s.meeting_id', '=', 'meetings.id')))
      .select('meetings.id')
      .orderBy('s.rank', 'asc')
      .orderBy('meetings.meeting_date', 'desc')
      .orderBy('meetings.id', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .execute();
    return { ids: rows.map((r) => r.id), total };
  });
}
