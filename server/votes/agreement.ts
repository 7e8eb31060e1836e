/**
 * Councilors against each other: the agreement matrix of the sitting council on split votes, and two
 * councilors side by side. Pairs are counted only on roll calls both were listed on, so a councilor who
 * replaced another mid-term is compared over the time they actually overlapped.
 */
import { type Kysely, sql } from 'kysely';
import type { VoteChoice } from '../../contract/enums.ts';
import type { AgreementMatrix, CompareQuery, CompareResponse, PeriodQuery } from '../../contract/votes.ts';
import type { Database } from '../db/schema.ts';
import { listRollCallCouncilors } from './councilor-figures.ts';
import { NEWEST_FIRST, presentVoteContext, VOTE_CONTEXT_COLUMNS, type VoteContextRow } from './vote-context.ts';
import { count, rate, scopeCondition, tallies } from './vote-scope.ts';

/** For each pair of sitting councilors, the split votes both voted aye or nay on and how many alike. */
export async function getAgreementMatrix(
  db: Kysely<Database>,
  period: PeriodQuery,
  timeZone: string,
): Promise<AgreementMatrix> {
  const sitting = (await listRollCallCouncilors(db)).filter((c) => c.sitting);
  const names = sitting.map((c) => c.name);
  const base = { period: { from: period.from ?? null, to: period.to ?? null }, councilors: sitting.map(({ name, district }) => ({ name, district })) };
  if (names.length < 2) return { ...base, pairs: [] };

  const result = await sql<{ a: string; b: string; shared: unknown; agreed: unknown }>`select x.councilor as a,
      y.councilor as b, count(*) as shared, sum(case when x.vote = y.vote then 1 else 0 end) as agreed
    from councilor_votes x
    join councilor_votes y on y.voting_record_id = x.voting_record_id and x.councilor < y.councilor
    join voting_records on voting_records.id = x.voting_record_id
    join meetings on meetings.id = voting_records.meeting_id
    join ${tallies('split')} t on t.voting_record_id = x.voting_record_id
    where x.councilor in (${sql.join(names)}) and y.councilor in (${sql.join(names)})
      and x.vote in ('aye', 'nay') and y.vote in ('aye', 'nay') and ${scopeCondition(period, timeZone)}
    group by x.councilor, y.councilor`.execute(db);

  const found = new Map(result.rows.map((r) => [`${r.a}\u0000${r.b}`, r]));
  const pairs = [];
  // Every pair in matrix order (district order), zero when they never shared a split vote.
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) {
      const row = found.get(a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
      const shared = count(row?.shared);
      const agreed = count(row?.agreed);
      pairs.push({ a, b, shared, agreed, share: rate(agreed, shared) });
    }
  }
  return { ...base, pairs };
}

/** Two councilors' agreement on every roll call they shared, and a page of those where they differed. */
export async function compareCouncilors(
  db: Kysely<Database>,
  query: CompareQuery,
  timeZone: string,
): Promise<CompareResponse> {
  const from = sql`from councilor_votes x
    join councilor_votes y on y.voting_record_id = x.voting_record_id and y.councilor = ${query.b}
    join voting_records on voting_records.id = x.voting_record_id
    join meetings on meetings.id = voting_records.meeting_id
    left join agenda_items on agenda_items.id = voting_records.agenda_item_id
    where x.councilor = ${query.a} and ${scopeCondition(query, timeZone)}`;
  const differed = sql`x.vote <> 'absent' and y.vote <> 'absent' and x.vote <> y.vote`;

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
    items: page.rows.map((r) => ({
      ...presentVoteContext(r),
      a_vote: r.a_vote as VoteChoice,
      b_vote: r.b_vote as VoteChoice,
    })),
  };
}
