/**
 * Councilors against each other: the agreement matrix of the sitting council on split votes, and two
 * councilors side by side. Pairs are counted only on roll calls both were listed on, so a councilor who
 * replaced another mid-term is compared over the time they actually overlapped.
 */
import { type Kysely, sql } from 'kysely';
import type { VoteChoice } from '#contract/enums.ts';
import type {
  AgreementMatrix,
  CompareCsvQuery,
  CompareQuery,
  CompareResponse,
  PeriodQuery,
  RollCallCouncilor,
} from '#contract/votes.ts';
import type { Database } from '../db/schema.ts';
import { NEWEST_FIRST, presentVoteContext, VOTE_CONTEXT_COLUMNS, type VoteContextRow } from './vote-context.ts';
import { count, IS_SPLIT, rate, scopeCondition } from './vote-scope.ts';
import { PUBLISHED_MEETINGS_SQL } from '../meetings/public-record.ts';

type Member = { name: string; district: number | null };

/**
 * The council of a period: everyone who answered one of its roll calls, in district order (their latest district
 * in the period), so a period before a change of seats is measured on the council that sat then.
 */
async function councilOfPeriod(db: Kysely<Database>, period: PeriodQuery, timeZone: string): Promise<Member[]> {
  const rows = await sql<{ name: string; district: number | null; last_vote: string }>`select councilor_votes.councilor as name,
      councilor_votes.district, max(meetings.meeting_date) as last_vote
    from councilor_votes
    join voting_records on voting_records.id = councilor_votes.voting_record_id
    join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
    where ${scopeCondition(period, timeZone)}
    group by councilor_votes.councilor, councilor_votes.district`.execute(db);
  const latest = new Map<string, { district: number | null; last_vote: string }>();
  for (const r of rows.rows) {
    const seen = latest.get(r.name);
    if (!seen || r.last_vote > seen.last_vote) latest.set(r.name, { district: r.district === null ? null : Number(r.district), last_vote: r.last_vote });
  }
  return [...latest]
    .map(([name, { district }]) => ({ name, district }))
    .sort((a, b) => (a.district ?? 99) - (b.district ?? 99) || a.name.localeCompare(b.name));
}

/**
 * For each pair of councilors, the split votes both voted aye or nay on and how many alike. Without a period the
 * pairs are of the sitting council (from `councilors`, the roll-call list the caller already has); over a period,
 * of the council that sat in it.
 */
export async function getAgreementMatrix(
  db: Kysely<Database>,
  period: PeriodQuery,
  timeZone: string,
  councilors: RollCallCouncilor[],
): Promise<AgreementMatrix> {
  const members: Member[] =
    period.from || period.to
      ? await councilOfPeriod(db, period, timeZone)
      : councilors.filter((c) => c.sitting).map(({ name, district }) => ({ name, district }));
  const names = members.map((c) => c.name);
  const base = { period: { from: period.from ?? null, to: period.to ?? null }, councilors: members };
  if (names.length < 2) return { ...base, pairs: [] };

  // Every vote of the members on a split roll call in scope, read once, and the pairs counted here: one pass over
  // the rows, then each roll call's members who took a side paired with each other. Counting the 1,275 pairs of a
  // council of 51 in SQL (a column per member and two per pair, in batches under the engines' column limits)
  // took seconds; this reads about 50 rows per roll call and counts in tens of milliseconds.
  const index = new Map(names.map((name, i) => [name, i]));
  const rows = await sql<{ rid: number | string; name: string; vote: string }>`select voting_records.id as rid,
      councilor_votes.councilor as name, councilor_votes.vote
    from voting_records
    join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
    join councilor_votes on councilor_votes.voting_record_id = voting_records.id
    where ${scopeCondition(period, timeZone)} and ${IS_SPLIT}
    order by voting_records.id`.execute(db);
  const n = names.length;
  const shared = new Int32Array(n * n);
  const agreed = new Int32Array(n * n);
  let current: string | null = null;
  // Each member's vote on the current roll call; a member listed twice keeps the greatest value, as before.
  let votes = new Map<number, string>();
  const countRollCall = () => {
    const sides = [...votes].filter(([, v]) => v === 'aye' || v === 'nay').sort(([a], [b]) => a - b);
    for (let x = 0; x < sides.length; x++) {
      for (let y = x + 1; y < sides.length; y++) {
        const cell = sides[x]![0] * n + sides[y]![0];
        shared[cell]! += 1;
        if (sides[x]![1] === sides[y]![1]) agreed[cell]! += 1;
      }
    }
  };
  for (const row of rows.rows) {
    const rid = String(row.rid);
    if (rid !== current) {
      countRollCall();
      current = rid;
      votes = new Map();
    }
    const i = index.get(row.name);
    if (i === undefined) continue;
    const seen = votes.get(i);
    if (seen === undefined || row.vote > seen) votes.set(i, row.vote);
  }
  countRollCall();
  return {
    ...base,
    pairs: pairs(names).map(({ a, b, i, j }) => {
      const cell = i * n + j;
      return { a, b, shared: shared[cell]!, agreed: agreed[cell]!, share: rate(agreed[cell]!, shared[cell]!) };
    }),
  };
}

/** Every pair of members, in the order of the list (the first with each later one, then the second ...). */
function pairs(names: string[]): { a: string; b: string; i: number; j: number }[] {
  const out: { a: string; b: string; i: number; j: number }[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) out.push({ a: names[i]!, b: names[j]!, i, j });
  }
  return out;
}

/** The roll calls both councilors of the pair were listed on, in scope, and which of them they differed on. */
function pairSql(query: CompareCsvQuery, timeZone: string) {
  return {
    from: sql`from councilor_votes x
      join councilor_votes y on y.voting_record_id = x.voting_record_id and y.councilor = ${query.b}
      join voting_records on voting_records.id = x.voting_record_id
      join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
      left join agenda_items on agenda_items.id = voting_records.agenda_item_id
      where x.councilor = ${query.a} and ${scopeCondition(query, timeZone)}`,
    differed: sql`x.vote <> 'absent' and y.vote <> 'absent' and x.vote <> y.vote`,
  };
}

type Difference = CompareResponse['items'][number];

function presentDifference(r: VoteContextRow & { a_vote: string; b_vote: string }): Difference {
  return { ...presentVoteContext(r), a_vote: r.a_vote as VoteChoice, b_vote: r.b_vote as VoteChoice };
}

/** Two councilors' agreement on every roll call they shared, and a page of those where they differed. */
export async function compareCouncilors(
  db: Kysely<Database>,
  query: CompareQuery,
  timeZone: string,
): Promise<CompareResponse> {
  const { from, differed } = pairSql(query, timeZone);
  const [summary, page] = await Promise.all([
    sql<{ shared: unknown; agreed: unknown; differed: unknown }>`select
        sum(case when x.vote in ('aye', 'nay') and y.vote in ('aye', 'nay') then 1 else 0 end) as shared,
        sum(case when x.vote in ('aye', 'nay') and x.vote = y.vote then 1 else 0 end) as agreed,
        sum(case when ${differed} then 1 else 0 end) as differed
      ${from}`.execute(db),
    sql<VoteContextRow & { a_vote: string; b_vote: string }>`select ${VOTE_CONTEXT_COLUMNS},
        x.vote as a_vote, y.vote as b_vote
      ${from} and ${differed}
      order by ${NEWEST_FIRST} limit ${query.limit} offset ${query.skip}`.execute(db),
  ]);
  const s = summary.rows[0];
  return {
    a: query.a,
    b: query.b,
    period: { from: query.from ?? null, to: query.to ?? null },
    shared: count(s?.shared),
    agreed: count(s?.agreed),
    total: count(s?.differed),
    items: page.rows.map(presentDifference),
  };
}

/** Every roll call where the two differed, newest first (the CSV export: no page limit). */
export async function allDifferences(db: Kysely<Database>, query: CompareCsvQuery, timeZone: string): Promise<Difference[]> {
  const { from, differed } = pairSql(query, timeZone);
  const rows = await sql<VoteContextRow & { a_vote: string; b_vote: string }>`select ${VOTE_CONTEXT_COLUMNS},
      x.vote as a_vote, y.vote as b_vote
    ${from} and ${differed}
    order by ${NEWEST_FIRST}`.execute(db);
  return rows.rows.map(presentDifference);
}
