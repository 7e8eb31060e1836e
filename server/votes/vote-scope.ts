/**
 * Pieces shared by the vote analytics queries: which meetings count (never demo ones, then the caller's period,
 * topic and meeting type), whether a roll call is split, and the tally of each roll call. Written as SQL text that SQLite and PostgreSQL
 * read alike; PostgreSQL returns sums and counts as text (bigint), hence `count()` below.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { endOfZonedDayExclusive, startOfZonedDay, zonedDate } from '#contract/time-zone.ts';
import type { Tally } from '#contract/votes.ts';
import type { Database } from '../db/schema.ts';
import { PUBLISHED_MEETINGS_SQL } from '../meetings/public-record.ts';

/** The meetings a figure is computed over. */
export interface VoteScope {
  from?: string | undefined;
  to?: string | undefined;
  topic?: string | undefined;
  meeting_type?: string | undefined;
}

/** A condition on the `meetings` table of the query it is used in. */
export function scopeCondition(scope: VoteScope, timeZone: string): RawBuilder<boolean> {
  // Demo meetings are left out by the table the query reads (PUBLISHED_MEETINGS_SQL), not here.
  const parts: RawBuilder<unknown>[] = [];
  if (scope.from) parts.push(sql`meetings.meeting_date >= ${startOfZonedDay(scope.from, timeZone).toISOString()}`);
  if (scope.to) parts.push(sql`meetings.meeting_date < ${endOfZonedDayExclusive(scope.to, timeZone).toISOString()}`);
  if (scope.meeting_type) parts.push(sql`meetings.meeting_type = ${scope.meeting_type}`);
  if (scope.topic) {
    parts.push(
      sql`exists (select 1 from meeting_topics where meeting_topics.meeting_id = meetings.id and meeting_topics.topic = ${scope.topic})`,
    );
  }
  return parts.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Whether the `voting_records` row of the query is split: its stored tally (migration 018, kept in step by
 * roll-call-tallies.ts) has an aye and a nay; the partial index `voting_records_split` holds exactly these rows.
 */
export const IS_SPLIT = sql<boolean>`(voting_records.ayes > 0 and voting_records.nays > 0)`;

/** Whether the `voting_records` row of the query has a recorded aye or nay (a roll call that took sides). */
export const HAS_SIDES = sql<boolean>`(voting_records.ayes > 0 or voting_records.nays > 0)`;

/** How many voted `vote` on the `voting_records` row of the query (its stored tally). */
export function votesOn(vote: 'aye' | 'nay'): RawBuilder<number> {
  return vote === 'aye' ? sql<number>`voting_records.ayes` : sql<number>`voting_records.nays`;
}

/** A number from a count or sum column (PostgreSQL sends bigint as text, and a sum of no rows as null). */
export function count(value: unknown): number {
  return Number(value ?? 0);
}

/** The tally as the contract shapes it, with the majority side (none on a tie). */
export function presentTally(row: { ayes: unknown; nays: unknown; abstentions: unknown; absences: unknown }): Tally {
  const ayes = count(row.ayes);
  const nays = count(row.nays);
  return {
    ayes,
    nays,
    abstentions: count(row.abstentions),
    absences: count(row.absences),
    majority: ayes > nays ? 'aye' : nays > ayes ? 'nay' : null,
  };
}

/** A share 0..1, or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/**
 * The calendar year, in the city's time zone, of `meetings.meeting_date` in the query it is used in: a CASE over
 * the instants each year of the meetings in `scope` starts at (computed here from the time zone), so grouping by
 * year stays in SQL and agrees with the dates the pages show. Undefined when no meeting is in scope.
 */
export async function meetingYearCase(
  db: Kysely<Database>,
  scope: RawBuilder<boolean>,
  timeZone: string,
): Promise<RawBuilder<number> | undefined> {
  const span = await sql<{ first: string | null; last: string | null }>`select min(meetings.meeting_date) as first,
    max(meetings.meeting_date) as last from ${PUBLISHED_MEETINGS_SQL} where ${scope}`.execute(db);
  const { first, last } = span.rows[0] ?? { first: null, last: null };
  if (!first || !last) return undefined;
  const firstYear = Number(zonedDate(new Date(first), timeZone).slice(0, 4));
  const lastYear = Number(zonedDate(new Date(last), timeZone).slice(0, 4));
  const cases = [];
  for (let year = lastYear; year > firstYear; year--) {
    cases.push(sql`when meetings.meeting_date >= ${startOfZonedDay(`${year}-01-01`, timeZone).toISOString()} then ${sql.lit(year)}`);
  }
  return cases.length ? sql<number>`case ${sql.join(cases, sql` `)} else ${sql.lit(firstYear)} end` : sql<number>`${sql.lit(firstYear)}`;
}
