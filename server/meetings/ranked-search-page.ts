/**
 * One page of a search of the meetings list (decision 080): the newest `MEETING_LIMITS.searchRanked` filtered
 * matches, taken in date order, are ranked by relevance; the count is exact up to that many and "more than" it
 * beyond. Scoring every match of a common word and counting them all was the whole cost of a search at 20,000
 * meetings, and grew with the archive; this is bounded by the cap, whatever the archive's size.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Language } from '#contract/languages.ts';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import type { Database } from '../db/schema.ts';
import { newestMatches } from '../db/search.ts';

/** Adds the list's filters to a query over `meetings`. */
export type MeetingFilter = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB) => QB;

export interface RankedSearchQuery {
  q: string;
  /** The reader's language: Spanish searches the Spanish text (decision 110). English when absent. */
  language?: Language;
  limit: number;
  skip: number;
}

export interface RankedSearchPage {
  /** The page, best match first (newest first among equals). */
  ids: number[];
  /** The filtered matches when `capped` is false; the cap, of which there are more, when it is true. */
  total: number;
  /** More meetings match than the newest `total`, which alone are ranked and paged through. */
  capped: boolean;
}

/**
 * The ids of the page and the count of the filtered matches; null when the query has no words to search for (the
 * list is then the plain newest-first list). `cap` is for tests; the list uses MEETING_LIMITS.searchRanked.
 */
export async function rankedSearchPage(
  db: Kysely<Database>,
  query: RankedSearchQuery,
  filter: MeetingFilter,
  cap: number = MEETING_LIMITS.searchRanked,
): Promise<RankedSearchPage | null> {
  // One more than the cap: whether it comes back is the "more than" of the count.
  const newest = await newestMatches(db, query.q, filter(db.selectFrom('meetings')), cap + 1, { language: query.language });
  if (!newest) return null;
  const capped = newest.length > cap;
  const candidates = newest.slice(0, cap);
  const total = candidates.length;
  if (total === 0 || query.skip >= total) return { ids: [], total, capped };
  // Best rank first; among equal ranks the newer first, as the candidates came.
  const best = candidates.map((match, newness) => ({ ...match, newness })).sort((a, b) => a.rank - b.rank || a.newness - b.newness);
  return { ids: best.slice(query.skip, query.skip + query.limit).map((c) => c.id), total, capped };
}
