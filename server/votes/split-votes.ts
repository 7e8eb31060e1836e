/** Split (non-unanimous) roll calls: the filtered list, and their share of all roll calls per year. */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { VoteChoice } from '#contract/enums.ts';
import type { SplitShareResponse, SplitVote, SplitVotesQuery, SplitVotesResponse } from '#contract/votes.ts';
import type { Database } from '../db/schema.ts';
import { NEWEST_FIRST, presentVoteContext, rollCallsOf, VOTE_CONTEXT_COLUMNS, type VoteContextRow } from './vote-context.ts';
import { count, HAS_SIDES, IS_SPLIT, meetingYearCase, presentTally, scopeCondition, votesOn } from './vote-scope.ts';
import { DEMO_MEETINGS_SQL, PUBLISHED_MEETINGS_SQL } from '../meetings/public-record.ts';

type SplitFilters = Omit<SplitVotesQuery, 'limit' | 'skip'>;

/**
 * The split votes matching the filters: `count` says how many, `rows` is `from ... where ...` for their context
 * (the tables of VOTE_CONTEXT_COLUMNS joined). Both avoid reading the meetings' rows more than needed: SQLite keeps a
 * meeting's long texts in its row, so the count finds the meetings in scope in the covering index of migration
 * 015 only, and the list walks the meetings newest first (CROSS JOIN fixes that order on SQLite; PostgreSQL plans
 * it so itself) and stops after the page, instead of sorting every split vote of the period first.
 */
function splitVotesSql(query: SplitFilters, timeZone: string) {
  // With a councilor: only roll calls they were on; against the majority: only where their side lost the count
  // (the stored tally of migration 018).
  const councilorJoin = query.councilor
    ? sql`join councilor_votes mine on mine.voting_record_id = voting_records.id and mine.councilor = ${query.councilor}`
    : sql``;
  const condition =
    query.councilor && query.against_majority === 'true'
      ? sql`${IS_SPLIT} and ((mine.vote = 'aye' and ${votesOn('nay')} > ${votesOn('aye')})
          or (mine.vote = 'nay' and ${votesOn('aye')} > ${votesOn('nay')}))`
      : IS_SPLIT;
  const scope = scopeCondition(query, timeZone);
  const splitCount = (meetings: RawBuilder<unknown>) =>
    sql`(select count(*) from voting_records ${councilorJoin} where ${condition} and ${meetings})`;
  const unscoped = !query.from && !query.to && !query.meeting_type && !query.topic;
  return {
    // Without a period, topic or meeting type, every published meeting is in scope: the split votes are counted
    // whole and the demo meetings' few taken away, instead of joining every meeting to keep nearly all (on
    // PostgreSQL at 20,000 meetings that join was a third of a councilor's count, issue 52).
    count: unscoped
      ? sql<{ total: unknown }>`select ${splitCount(sql`1 = 1`)} - ${splitCount(sql`voting_records.meeting_id in (select meetings.id from ${DEMO_MEETINGS_SQL})`)} as total`
      : sql<{ total: unknown }>`select count(*) as total from voting_records ${councilorJoin}
      where ${condition} and voting_records.meeting_id in (select meetings.id from ${PUBLISHED_MEETINGS_SQL} where ${scope})`,
    rows: sql`from ${PUBLISHED_MEETINGS_SQL}
      cross join voting_records
      ${councilorJoin}
      left join agenda_items on agenda_items.id = voting_records.agenda_item_id
      where voting_records.meeting_id = meetings.id and ${scope} and ${condition}`,
  };
}

/** Rows of the page with their roll calls, and each tally counted from its roll call (one query, not two). */
async function withRollCalls(db: Kysely<Database>, rows: VoteContextRow[]): Promise<SplitVote[]> {
  const rollCalls = await rollCallsOf(db, rows.map((r) => Number(r.voting_record_id)));
  return rows.map((r) => {
    const votes = rollCalls.get(Number(r.voting_record_id)) ?? [];
    const counted = (vote: VoteChoice) => votes.filter((v) => v.vote === vote).length;
    return {
      ...presentVoteContext(r),
      tally: presentTally({ ayes: counted('aye'), nays: counted('nay'), abstentions: counted('abstain'), absences: counted('absent') }),
      votes,
    };
  });
}

/** Split votes matching the filters, newest first, each with its tally and roll call. */
export async function listSplitVotes(
  db: Kysely<Database>,
  query: SplitVotesQuery,
  timeZone: string,
): Promise<SplitVotesResponse> {
  const split = splitVotesSql(query, timeZone);
  const [totalResult, page] = await Promise.all([
    split.count.execute(db),
    sql<VoteContextRow>`select ${VOTE_CONTEXT_COLUMNS} ${split.rows}
      order by ${NEWEST_FIRST} limit ${query.limit} offset ${query.skip}`.execute(db),
  ]);
  // In the contract's order (pageSchema: items, then total): the kept text is what zod's serialiser sent.
  const items = await withRollCalls(db, page.rows);
  return { items, total: count(totalResult.rows[0]?.total) };
}

/** A split vote as its CSV line needs it: the context, the tally counted from its roll call, the roll call as text. */
export interface SplitVoteExportRow extends VoteContextRow {
  ayes: unknown;
  nays: unknown;
  abstentions: unknown;
  absences: unknown;
  /** `Name: vote` in district order, separated by `; ` (the order the meeting page shows). */
  roll_call: string | null;
}

/**
 * Every split vote matching the filters, newest first (the CSV export: no page limit), in one query: the roll
 * calls are counted and joined into text by the database (`string_agg ... order by`, SQLite 3.44+ and
 * PostgreSQL alike) instead of read as some 34,000 rows for a councilor's 3,800 split votes and grouped here,
 * which took most of the file's time (issue 19's 100 ms goal).
 */
export async function splitVotesForExport(db: Kysely<Database>, query: SplitFilters, timeZone: string): Promise<SplitVoteExportRow[]> {
  const tallied = (vote: VoteChoice) => sql`sum(case when cv.vote = ${vote} then 1 else 0 end)`;
  const result = await sql<SplitVoteExportRow>`with split as (
      select ${VOTE_CONTEXT_COLUMNS}, voting_records.position as position ${splitVotesSql(query, timeZone).rows}),
    roll_calls as (
      select cv.voting_record_id, string_agg(cv.councilor || ': ' || cv.vote, '; ' order by cv.district, cv.councilor) as roll_call,
        ${tallied('aye')} as ayes, ${tallied('nay')} as nays, ${tallied('abstain')} as abstentions, ${tallied('absent')} as absences
      from councilor_votes cv
      where cv.voting_record_id in (select voting_record_id from split)
      group by cv.voting_record_id)
    select split.*, roll_calls.roll_call, roll_calls.ayes, roll_calls.nays, roll_calls.abstentions, roll_calls.absences
    from split left join roll_calls on roll_calls.voting_record_id = split.voting_record_id
    order by split.meeting_date desc, split.position, split.voting_record_id`.execute(db);
  return result.rows;
}

/** Per calendar year in the city's time zone, the roll calls with an aye or a nay and how many were split. */
export async function splitShareByYear(
  db: Kysely<Database>,
  query: { meeting_type?: string | undefined },
  timeZone: string,
): Promise<SplitShareResponse> {
  const scope = scopeCondition({ meeting_type: query.meeting_type }, timeZone);
  const yearOf = await meetingYearCase(db, scope, timeZone);
  if (!yearOf) return { items: [] };

  const result = await sql<{ year: unknown; roll_calls: unknown; split: unknown }>`select year, count(*) as roll_calls,
      sum(is_split) as split
    from (select ${yearOf} as year, case when ${IS_SPLIT} then 1 else 0 end as is_split
      from voting_records
      join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
      where ${scope} and ${HAS_SIDES}) per_vote
    group by year order by year`.execute(db);
  return {
    items: result.rows.map((r) => {
      const rollCalls = count(r.roll_calls);
      const split = count(r.split);
      return { year: count(r.year), roll_calls: rollCalls, split, share: rollCalls === 0 ? 0 : split / rollCalls };
    }),
  };
}
