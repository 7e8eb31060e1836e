/** The meetings list: filters, the listing rule, ranked search with snippets, newest first otherwise. */
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { type ListMeetingsQuery, MEETING_LIMITS, type MeetingListResponse } from '#contract/meetings.ts';
import type { ListMeetingsLanguageQuery } from '#contract/meeting-list-query.ts';
import type { Database } from '../db/schema.ts';
import { type SnippetPart, snippetsFor } from '../db/search.ts';
import { filterMeetings } from './meeting-filters.ts';
import { type ListedMeetingRow, presentMeetingSummary } from './meeting-presenter.ts';
import { rankedSearchPage } from './ranked-search-page.ts';
import { recordWords } from './record-words.ts';

export interface ListMeetingsOptions {
  /** The city whose meetings these are: its time zone, and its rules for the Spanish cards' plain lines. */
  city: CityContext;
  /** The moment each meeting's state is told at (a past meeting without minutes is not "upcoming"). */
  now: Date;
  /** Leave out the meetings invented for a demonstration (the MCP tools answer from the public record only). */
  withoutDemo?: boolean;
}

/** The listed columns: everything but the long texts (full text, detailed summary). */
const LIST_COLUMNS = [
  'meetings.id',
  'meetings.title',
  'meetings.description',
  'meetings.meeting_date',
  'meetings.location',
  'meetings.meeting_type',
  'meetings.status',
  'meetings.summary',
  'meetings.keywords',
  'meetings.topics',
  'meetings.document_type',
  'meetings.agenda_url',
  'meetings.minutes_url',
  'meetings.source',
  'meetings.image_paths',
  'meetings.source_checksum',
  'meetings.source_file',
  'meetings.is_listed',
  'meetings.is_demo',
  'meetings.announced',
  'meetings.created_at',
  'meetings.updated_at',
] as const;

/** The meetings list: filters, the listing rule, ranked search with snippets, newest first otherwise. */
export async function listMeetings(
  db: Kysely<Database>,
  query: ListMeetingsQuery & Pick<ListMeetingsLanguageQuery, 'lang'>,
  options: ListMeetingsOptions,
): Promise<MeetingListResponse> {
  const filter = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB => {
    const filtered = filterMeetings(qb, query, options.city.config.timeZone, options.now);
    // In SQL, not after the page is read: a page and its total then count the same meetings.
    return options.withoutDemo ? (filtered.where('meetings.is_demo', '=', 0) as QB) : filtered;
  };

  const hasVotes = (eb: ExpressionBuilder<Database, 'meetings'>) =>
    eb
      .exists(eb.selectFrom('voting_records').select('voting_records.id').whereRef('voting_records.meeting_id', '=', 'meetings.id'))
      .as('has_votes');
  let rows: ListedMeetingRow[];
  let total: number;
  let capped = false;
  let snippets: Map<number, SnippetPart[]> | undefined;
  const q = query.q;
  const language = query.lang === 'es' ? 'es' : 'en';
  const page = q ? await rankedSearchPage(db, { q, limit: query.limit, skip: query.skip, language }, filter) : null;
  if (q && page) {
    total = page.total;
    capped = page.capped;
    // The page's rows are read by id afterwards, in the ranked order; its snippets at the same time (on
    // PostgreSQL, on another connection). Snippets re-read each meeting's text, which dominates search time on
    // long minutes: only the top of the page gets one (MEETING_LIMITS.searchSnippets).
    const [found, snippetsOfPage] = page.ids.length
      ? await Promise.all([
          db.selectFrom('meetings').select(LIST_COLUMNS).select(hasVotes).where('meetings.id', 'in', page.ids).execute() as Promise<ListedMeetingRow[]>,
          // A Spanish search matched the Spanish text, of which the index keeps stems: no snippet of it to show.
          language === 'en' ? snippetsFor(db, q, page.ids.slice(0, MEETING_LIMITS.searchSnippets)) : undefined,
        ])
      : [[], undefined];
    snippets = snippetsOfPage;
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = page.ids.map((id) => byId.get(id)).filter((row): row is ListedMeetingRow => row !== undefined);
  } else {
    const totalRow = await filter(db.selectFrom('meetings'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    total = Number(totalRow?.total ?? 0);
    if (total === 0 || query.skip >= total) return { items: [], total };
    rows = (await filter(db.selectFrom('meetings'))
      .select(LIST_COLUMNS)
      .select(hasVotes)
      .orderBy('meetings.meeting_date', 'desc')
      .orderBy('meetings.id', 'desc')
      .limit(query.limit)
      .offset(query.skip)
      .execute()) as ListedMeetingRow[];
  }

  const items = rows.map((row) => presentMeetingSummary(row, options.now, options.city.config.timeZone));
  if (query.lang === 'es') await recordWords().withSpanishSummaries(db, options.city, items);
  if (snippets) {
    for (const item of items) {
      const snippet = snippets.get(item.id);
      if (snippet && snippet.length > 0) item.snippet = snippet;
    }
  }
  return { items, total, ...(capped ? { total_capped: true as const } : {}) };
}
