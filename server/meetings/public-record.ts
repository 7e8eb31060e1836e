/**
 * The public-record rules, named once. Every read of the meetings table outside server/meetings starts from one of
 * these (the lint rule in eslint.config.js refuses a bare `selectFrom('meetings')` or `join meetings` elsewhere), so
 * a new read cannot forget the rule "demo meetings are never published":
 *
 * - `publishedMeetings`: the city's records only, never a meeting invented for the demo (`is_demo = 0`). Exports,
 *   feeds, Open Civic Data, alerts, the sitemap, the MCP tools and the vote figures read these.
 * - `listedMeetings`: the meetings the list shows (`is_listed = 1`: a real summary and some substance, see
 *   meeting-listing-rule.ts). Demo meetings are listed, marked as such, where the site shows them.
 * - `meetingsIncludingDemo`: every row. For the writers (ingestion, corrections, sync) and for the reads that
 *   today show demo meetings marked as such; choosing it says so at the call.
 *
 * Each is a table expression under the name `meetings` (or the alias given), usable in `selectFrom` and in joins,
 * so the rest of a query keeps its `meetings.column` references. The databases inline these plain subqueries.
 */
import { type AliasedSelectQueryBuilder, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, MeetingsTable } from '../db/schema.ts';

type MeetingsExpression<A extends string> = AliasedSelectQueryBuilder<Selectable<MeetingsTable>, A>;

/** The city's meetings, demo meetings left out: the public record. */
export function publishedMeetings<A extends string = 'meetings'>(db: Kysely<Database>, alias?: A): MeetingsExpression<A> {
  return db.selectFrom('meetings').selectAll().where('is_demo', '=', 0).as(alias ?? ('meetings' as A));
}

/** The meetings the list shows (the listing rule), demo meetings included. */
export function listedMeetings<A extends string = 'meetings'>(db: Kysely<Database>, alias?: A): MeetingsExpression<A> {
  return whereListed(db.selectFrom('meetings').selectAll()).as(alias ?? ('meetings' as A));
}

/**
 * The listing rule as a filter on a query over `meetings` (or over `alias`): the one place `is_listed = 1` is
 * written, for the reads that start from another table or from the published meetings.
 */
export function whereListed<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, alias = 'meetings'): QB {
  return qb.where(sql.ref(`${alias}.is_listed`), '=', 1) as QB;
}

/** Every meeting row, demo meetings included: the writers' view, chosen explicitly. */
export function meetingsIncludingDemo<A extends string = 'meetings'>(db: Kysely<Database>, alias?: A): MeetingsExpression<A> {
  return db.selectFrom('meetings').selectAll().as(alias ?? ('meetings' as A));
}

type RecordExpression<T extends 'agenda_items' | 'voting_records' | 'councilor_votes', A extends string> = AliasedSelectQueryBuilder<Selectable<Database[T]>, A>;

/**
 * The record's agenda items, every row, as a table expression under the name `agenda_items` (or the alias given):
 * where a read of items outside server/meetings starts (the lint refuses a bare `selectFrom('agenda_items')` there),
 * so a rule the record adds to its items reaches every such read.
 */
export function recordItems<A extends string = 'agenda_items'>(db: Kysely<Database>, alias?: A): RecordExpression<'agenda_items', A> {
  return db.selectFrom('agenda_items').selectAll().as(alias ?? ('agenda_items' as A));
}

/** The record's motions (`voting_records`), as `recordItems` gives its items. */
export function recordMotions<A extends string = 'voting_records'>(db: Kysely<Database>, alias?: A): RecordExpression<'voting_records', A> {
  return db.selectFrom('voting_records').selectAll().as(alias ?? ('voting_records' as A));
}

/** The record's votes, one per member and motion (`councilor_votes`), as `recordItems` gives its items. */
export function recordVotes<A extends string = 'councilor_votes'>(db: Kysely<Database>, alias?: A): RecordExpression<'councilor_votes', A> {
  return db.selectFrom('councilor_votes').selectAll().as(alias ?? ('councilor_votes' as A));
}

/** The published meetings for raw SQL, named `meetings`: `join ${PUBLISHED_MEETINGS_SQL} on ...`. */
export const PUBLISHED_MEETINGS_SQL = sql`(select * from meetings where is_demo = 0) as meetings`;

/**
 * The demo meetings alone for raw SQL, named `meetings`: for a figure counted over every meeting and then cleared
 * of these few, which is cheaper than keeping nearly every meeting by a join (the vote analytics' split count).
 */
export const DEMO_MEETINGS_SQL = sql`(select * from meetings where is_demo = 1) as meetings`;
