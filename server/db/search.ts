/**
 * Full-text search over meetings, one interface over SQLite FTS5 and PostgreSQL tsvector. Callers index a
 * meeting's text, join `matchingMeetings(q)` into their own query (so filters and paging stay in SQL) or take the
 * newest matches of their filtered query ranked (`newestMatches`, the meetings list: decision 080), then ask for
 * snippets of just the page they show: computing snippets for every match would dominate the query time.
 */
import { type AliasedRawBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Language } from '#contract/languages.ts';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';
import { removeMeetingSpanishText, spanishQueryTokens } from './search-spanish.ts';

/** A piece of a snippet; `match` marks the words that matched the query. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface MeetingSearchDocument {
  meetingId: number;
  title: string;
  summary: string;
  /** Detailed summary, agenda items and the document's full text. */
  body: string;
}

const OPEN = '\u0001';
const CLOSE = '\u0002';
const MAX_TOKENS = 12;

/** Words of a query, lower-cased; punctuation and operators are dropped so input can never be query syntax. */
export function queryTokens(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TOKENS);
}

/** Replaces the indexed text of one meeting. */
export async function indexMeetingText(db: Kysely<Database>, doc: MeetingSearchDocument): Promise<void> {
  await removeMeetingText(db, doc.meetingId);
  if (dialectOf(db) === 'postgres') {
    await sql`insert into meeting_search (meeting_id, title, summary, body)
      values (${doc.meetingId}, ${doc.title}, ${doc.summary}, ${doc.body})`.execute(db);
  } else {
    await sql`insert into meeting_search (rowid, title, summary, body)
      values (${doc.meetingId}, ${doc.title}, ${doc.summary}, ${doc.body})`.execute(db);
  }
}

/** Replaces the indexed summary of one meeting (after a correction of it), leaving title and body as they are. */
export async function updateMeetingSummaryText(db: Kysely<Database>, meetingId: number, summary: string): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`update meeting_search set summary = ${summary} where meeting_id = ${meetingId}`.execute(db);
  } else {
    await sql`update meeting_search set summary = ${summary} where rowid = ${meetingId}`.execute(db);
  }
}

export async function removeMeetingText(db: Kysely<Database>, meetingId: number): Promise<void> {
  await removeMeetingSpanishText(db, meetingId);
  if (dialectOf(db) === 'postgres') {
    await sql`delete from meeting_search where meeting_id = ${meetingId}`.execute(db);
  } else {
    await sql`delete from meeting_search where rowid = ${meetingId}`.execute(db);
  }
}

/**
 * Whether the search engine drops `word` as too common to index (PostgreSQL's English stop words: "doing",
 * "about"); SQLite's full-text index keeps every word. Such a word matches no meeting on PostgreSQL, which must
 * not make it look rare.
 */
export async function isIgnoredWord(db: Kysely<Database>, word: string): Promise<boolean> {
  if (dialectOf(db) !== 'postgres') return false;
  const row = await sql<{ n: number }>`select numnode(plainto_tsquery('english', ${word})) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0) === 0;
}

/**
 * A derived table `s(meeting_id, rank)` of the meetings matching every word of the query (the last word as a
 * prefix, so results appear while typing). Lower rank is better. Null when the query has no words.
 */
export function matchingMeetings(
  db: Kysely<Database>,
  query: string,
): AliasedRawBuilder<{ meeting_id: number; rank: number }, 's'> | null {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return null;
  if (dialectOf(db) === 'postgres') {
    const tsquery = pgTsquery(tokens);
    return sql<{ meeting_id: number; rank: number }>`(
      select meeting_id, -ts_rank_cd(document, to_tsquery('english', ${tsquery})) as rank
      from meeting_search where document @@ to_tsquery('english', ${tsquery})
    )`.as('s');
  }
  return sql<{ meeting_id: number; rank: number }>`(
    select rowid as meeting_id, bm25(meeting_search, 10.0, 4.0, 1.0) as rank
    from meeting_search where meeting_search match ${fts5Query(tokens)}
  )`.as('s');
}

/**
 * The ids of the meetings matching the query, without ranking: for counting matches, where computing a rank
 * for every match would only cost time. Null when the query has no words.
 */
export function matchingMeetingIds(
  db: Kysely<Database>,
  query: string,
): AliasedRawBuilder<{ meeting_id: number }, 's'> | null {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return null;
  if (dialectOf(db) === 'postgres') {
    const tsquery = pgTsquery(tokens);
    return sql<{ meeting_id: number }>`(
      select meeting_id from meeting_search where document @@ to_tsquery('english', ${tsquery})
    )`.as('s');
  }
  return sql<{ meeting_id: number }>`(
    select rowid as meeting_id from meeting_search where meeting_search match ${fts5Query(tokens)}
  )`.as('s');
}

/** One of a search's newest matches, with its rank (lower is better; the scores of `matchingMeetings`). */
export interface RankedMatch {
  id: number;
  rank: number;
}

/**
 * The newest `limit` meetings of `meetings` (a query over the table, with the caller's filters) that match the
 * query, newest first (meeting date, then id), each with its rank; null when the query has no words. The walk
 * goes through the meetings in date order and stops at `limit`, and only those are scored: scoring a meeting
 * reads its whole indexed text, so ranking every match of a common word was the cost of a search (decision 080).
 * `narrowFilter` (tests) is how many filtered meetings PostgreSQL tests one by one at most (-1: never), and
 * `narrowShare` (tests) the share of the archive they may be (1: any).
 */
export async function newestMatches(
  db: Kysely<Database>,
  query: string,
  meetings: SelectQueryBuilder<Database, 'meetings', object>,
  limit: number,
  { language = 'en', narrowFilter = NARROW_FILTER, narrowShare = NARROW_SHARE }: { language?: Language; narrowFilter?: number; narrowShare?: number } = {},
): Promise<RankedMatch[] | null> {
  const words = queryTokens(query);
  if (words.length === 0) return null;
  // A Spanish reader searches the Spanish text, in Spanish (search-spanish.ts); its words may all be stop words.
  const spanish = language === 'es';
  const tokens = spanish ? spanishQueryTokens(db, words) : words;
  if (tokens.length === 0) return [];
  const table = sql.table(spanish ? 'meeting_search_es' : 'meeting_search');
  const newestFirst = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB =>
    qb.orderBy('meetings.meeting_date', 'desc').orderBy('meetings.id', 'desc').limit(limit) as QB;
  if (dialectOf(db) === 'postgres') {
    const tsquery = sql`to_tsquery(${sql.lit(spanish ? 'spanish' : 'english')}, ${pgTsquery(tokens)})`;
    // A narrow filter (a range of dates): its meetings, newest first, are tested one by one (decision 110).
    // With the planner's count of the searched rows (pg_class, kept by ANALYZE): in the same statement, as another
    // round trip cost what the planner's walk saves.
    const archiveRows = sql<number | null>`(select reltuples from pg_class where oid = to_regclass(${spanish ? 'meeting_search_es' : 'meeting_search'}))`;
    const few = narrowFilter < 0 ? [] : await meetings.select(['meetings.id', archiveRows.as('archive_rows')]).orderBy('meetings.meeting_date', 'desc').orderBy('meetings.id', 'desc').limit(narrowFilter + 1).execute();
    const narrow = narrowFilter >= 0 && few.length <= narrowFilter && narrowsTheArchive(few.length, Number(few[0]?.archive_rows ?? -1), narrowShare);
    if (narrow) return few.length === 0 ? [] : rankedAmong(db, table, few.map((row) => row.id), tsquery, limit);
    // A wide filter on the Spanish text: a common word fills the cap within the newest few meetings, and the
    // planner, whose guess for a prefix (`presupuest:*`) is a few hundred matches, would rather take all of them from
    // the GIN index and sort them (14,787 for a word of three meetings in four: 140 ms). So the newest twice the cap
    // are tried first: about 2 ms, the Spanish text being short. Not for English, where a rare word would pay for
    // reading a thousand long tsvectors (90 ms more for "benmar"), and the planner already walks for a common one.
    if (spanish && narrowFilter >= 0) {
      const common = await rankedAmong(db, table, few.slice(0, 2 * limit).map((row) => row.id), tsquery, limit);
      if (common.length === limit) return common;
    }
    // One statement: the planner walks the meetings by date testing each one's tsvector (a common word), or
    // takes the matches from the GIN index and sorts them (a rare one); the scores are computed outside, for
    // the `limit` kept only. Ranking in a second statement read every tsvector once more (~5 ms at 500).
    const newest = newestFirst(
      meetings
        .innerJoin(sql<{ meeting_id: number }>`${table}`.as('ms'), (join) => join.onRef('ms.meeting_id', '=', 'meetings.id'))
        .where(sql<boolean>`ms.document @@ ${tsquery}`)
        .select(['meetings.id', 'meetings.meeting_date', sql<unknown>`ms.document`.as('document')]),
    );
    const result = await sql<RankedMatch>`
      select n.id, -ts_rank_cd(n.document, ${tsquery}) as rank from (${newest}) n
      order by n.meeting_date desc, n.id desc`.execute(db);
    return result.rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
  }
  // `+` keeps SQLite's planner from driving the query by the matches' ids, which looked up and sorted every match
  // of a common word by date (17-19 ms at 20,000 meetings, against 3-4 ms walking the date index of migration 038;
  // a word matching nothing walks the whole index, under 1 ms).
  const ids = (
    await newestFirst(meetings.where(sql<boolean>`+meetings.id in (select rowid from ${table} where ${table} match ${fts5Query(tokens)})`).select('meetings.id')).execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  // bm25 exists only inside an FTS5 query. As in snippetsFor: one pass over the matches between the lowest and
  // highest id, `+rowid in` keeping it to these meetings (bm25 is computed only for the rows that pass).
  const ranked = await sql<{ meeting_id: number; rank: number }>`
    select rowid as meeting_id, ${spanish ? sql`bm25(meeting_search_es)` : sql`bm25(meeting_search, 10.0, 4.0, 1.0)`} as rank
    from ${table} where ${table} match ${fts5Query(tokens)}
      and rowid between ${Math.min(...ids)} and ${Math.max(...ids)} and +rowid in (${sql.join(ids)})`.execute(db);
  const ranks = new Map(ranked.rows.map((row) => [Number(row.meeting_id), Number(row.rank)]));
  return ids.map((id) => ({ id, rank: ranks.get(id) ?? Number.POSITIVE_INFINITY }));
}

/**
 * Past this many filtered meetings, PostgreSQL's own plan (above); at or below it, the filtered meetings are
 * tested one by one. A range of dates holds a few hundred meetings, and the planner, which cannot tell how many
 * of them match, took every match of a common word from the GIN index and read each one's tsvector (19,970 at
 * 20,000 meetings, p95 150 ms), to keep the ~500 of the range.
 */
const NARROW_FILTER = 2000;

/**
 * A filter narrows the archive when it keeps at most this share of the searched meetings. One that keeps most of
 * them (no dates: only the listing rule) is no narrow walk: in a small archive it fits under NARROW_FILTER, and
 * reading every meeting's tsvector one by one cost more than the planner's walk (two cities loaded: 190 meetings,
 * a search p50 28 ms against 10, p95 236 against 24; 727 meetings, 26 against 15).
 */
const NARROW_SHARE = 0.5;

/** Whether `kept` filtered meetings are at most `share` of the `rows` searched; unknown rows (never analyzed, -1) say yes. */
function narrowsTheArchive(kept: number, rows: number, share: number): boolean {
  return share >= 1 || rows <= 0 || kept <= share * rows;
}

/**
 * The newest `limit` of `ids` (newest first) whose text matches `tsquery`, with their ranks: each meeting's
 * tsvector is read by its key and tested, in the order given (the `offset 0` keeps the planner from turning the
 * lookups back into a scan of the whole index).
 */
async function rankedAmong(db: Kysely<Database>, table: RawBuilder<unknown>, ids: number[], tsquery: RawBuilder<unknown>, limit: number): Promise<RankedMatch[]> {
  const result = await sql<RankedMatch>`
    select n.id, -ts_rank_cd(n.document, ${tsquery}) as rank from (
      select c.id, c.ord, ms.document from unnest(cast(${`{${ids.join(',')}}`} as integer[])) with ordinality as c(id, ord)
      cross join lateral (select document from ${table} where meeting_id = c.id offset 0) ms
      where ms.document @@ ${tsquery}
      order by c.ord limit ${limit}
    ) n order by n.ord`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
}

interface SnippetRow {
  meeting_id: number;
  snippet: string | null;
}

/** Snippets showing where the query matched, for the given meetings only. */
export async function snippetsFor(
  db: Kysely<Database>,
  query: string,
  meetingIds: number[],
): Promise<Map<number, SnippetPart[]>> {
  const tokens = queryTokens(query);
  const snippets = new Map<number, SnippetPart[]>();
  if (tokens.length === 0 || meetingIds.length === 0) return snippets;
  let rows: SnippetRow[];
  if (dialectOf(db) === 'postgres') {
    rows = await pgSnippets(db, tokens, meetingIds);
  } else {
    // One pass over the matches between the page's lowest and highest id, kept to the page by `+rowid in`
    // (the `+` keeps SQLite from handing the list to FTS5): with a plain `rowid in`, FTS5 runs the whole
    // query once per id, and the last word's prefix ("permit*") is expanded over the entire index each time
    // (2-3 ms a run at 20,000 meetings, 10 runs a page).
    const result = await sql<SnippetRow>`
      select rowid as meeting_id, snippet(meeting_search, -1, ${OPEN}, ${CLOSE}, '…', 24) as snippet
      from meeting_search where meeting_search match ${fts5Query(tokens)}
        and rowid between ${Math.min(...meetingIds)} and ${Math.max(...meetingIds)} and +rowid in (${sql.join(meetingIds)})`.execute(db);
    rows = result.rows;
  }
  for (const row of rows) snippets.set(row.meeting_id, parseSnippet(row.snippet ?? ''));
  return snippets;
}

/** Characters of text ts_headline is first given around the first match, and how many of them come before it. */
const PG_WINDOW = { chars: 1200, before: 300 };
/** The window of decision 180, given when the first one's headline marks nothing (words of the query far apart). */
const PG_WIDE_WINDOW = { chars: 3000, before: 1000 };
/** The head of a body looked in first: read without decompressing the rest (most first matches lie in it). */
const PG_HEAD_CHARS = 8000;
const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MinWords=12, MaxWords=28, MaxFragments=1, FragmentDelimiter=" … "`;

/**
 * Where to look for a match of a word not found as typed: the word less a common English ending ("giraffes" ->
 * "giraffe", "housing" -> "hous", "city" -> "cit"), so a match by the stem alone is found without parsing the
 * whole text. Only a place to look: the engine's own stemmer marks the matches.
 */
export function snippetAnchor(token: string): string {
  const trimmed = token.replace(/(?:ies|es|s|ing|ed|y)$/, '');
  return trimmed.length >= 3 ? trimmed : token;
}

/**
 * ts_headline parses and stems all the text it is given: whole minutes (up to 200,000 characters each) took
 * seconds a page, and 3,000 characters around the first word (decision 180) still most of a search's time with two
 * cities (issue 52). The first word is looked for as typed, else by its anchor, in the summary, then in the body's
 * first 8,000 characters (PostgreSQL then reads and decompresses only that head of a long body), then in the rest.
 * ts_headline gets 1,200 characters around it; when that marks nothing, the 3,000 of decision 180 (the other words
 * lie further), or the whole text when the word was not found as typed (as before: a match by the stem alone) and
 * the summary or body match at all (their weights in the stored document say so without parsing; a meeting matched
 * by its title alone gets the opening words, as the whole text's headline gave it). A
 * word of a-z and digits is looked for in the text lowered by the "C" collation, which lowers only A-Z: the same
 * place (decision 220), less time.
 */
async function pgSnippets(db: Kysely<Database>, tokens: string[], meetingIds: number[]): Promise<SnippetRow[]> {
  const typed = tokens[0]!;
  const anchor = snippetAnchor(typed);
  const tsquery = sql`to_tsquery('english', ${pgTsquery(tokens)})`;
  const lowered = (text: RawBuilder<unknown>) => (/^[a-z0-9]+$/.test(typed) ? sql`lower(${text} collate "C")` : sql`lower(${text})`);
  const positionIn = (text: RawBuilder<unknown>) => sql`strpos(${lowered(text)}, ${typed}) * 2 + 1`;
  const anchorIn = (text: RawBuilder<unknown>) => sql`strpos(${lowered(text)}, ${anchor}) * 2`;
  // 2 * position + 1 when found as typed, 2 * position when found by the anchor, 0 when not found.
  const placeIn = (text: RawBuilder<unknown>) =>
    sql`coalesce(nullif(${positionIn(text)}, 1), ${anchorIn(text)})`;
  const headline = (text: RawBuilder<unknown>) => sql`ts_headline('english', ${text}, ${tsquery}, ${HEADLINE_OPTIONS})`;
  const around = (window: { chars: number; before: number }) => sql`case
    when summary_at > 0 then substr(summary || ' ' || substr(body, 1, ${window.chars}), greatest(1, summary_at / 2 - ${window.before}), ${window.chars})
    when body_at > 0 then substr(body, greatest(1, body_at / 2 - ${window.before}), ${window.chars})
    else '' end`;
  const result = await sql<SnippetRow>`
    select meeting_id, case when strpos(near, ${OPEN}) > 0 then near
      when (summary_at + body_at) % 2 = 1 then ${headline(around(PG_WIDE_WINDOW))}
      when ts_filter(document, '{b,c}') @@ ${tsquery} then ${headline(sql`left(summary || ' ' || body, 200000)`)}
      else ${headline(sql`left(summary || ' ' || body, ${PG_WINDOW.chars})`)} end as snippet
    from (select meeting_id, summary, body, document, summary_at, body_at, ${headline(around(PG_WINDOW))} as near
      from (select meeting_id, summary, body, document, summary_at,
          case when summary_at > 0 then 0
            else coalesce(nullif(${placeIn(sql`substr(body, 1, ${PG_HEAD_CHARS})`)}, 0), ${placeIn(sql`left(body, 200000)`)}) end as body_at
        from (select meeting_id, summary, body, document, ${placeIn(sql`summary`)} as summary_at
          from meeting_search where meeting_id in (${sql.join(meetingIds)})) found) placed offset 0) windowed`.execute(db);
  return result.rows;
}

/** `word & other:*` for PostgreSQL's to_tsquery: the last word as a prefix, as FTS5's query below. */
function pgTsquery(tokens: string[]): string {
  return tokens.map((t, i) => (i === tokens.length - 1 ? `${t}:*` : t)).join(' & ');
}

/** `"word" "other"*`: every token quoted, so FTS5 operators in the input are plain words. */
function fts5Query(tokens: string[]): string {
  return tokens.map((t, i) => `"${t.replaceAll('"', '""')}"${i === tokens.length - 1 ? '*' : ''}`).join(' ');
}

/** Splits engine output with OPEN/CLOSE markers into parts, collapsing whitespace. */
export function parseSnippet(raw: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const text = raw.replace(/\s+/g, ' ').trim();
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf(OPEN);
    if (open === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf(CLOSE, open);
    const end = close === -1 ? rest.length : close;
    parts.push({ text: rest.slice(open + 1, end), match: true });
    rest = close === -1 ? '' : rest.slice(close + 1);
  }
  return parts.filter((p) => p.text.length > 0);
}
