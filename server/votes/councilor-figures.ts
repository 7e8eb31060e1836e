/**
 * Councilors as the roll calls know them, and one councilor's figures over a period. A figure counts only the
 * roll calls the person was listed on, so a councilor who joined or left mid-term is measured over their own
 * time in the seat, and their successor over theirs.
 */
import { type Kysely, sql } from 'kysely';
import type { CouncilorFigures, PeriodQuery, RollCallCouncilor } from '#contract/votes.ts';
import type { Database } from '../db/schema.ts';
import { officialAnswersTo, seatedTerms } from '../councilors/sitting-council.ts';
import { count, meetingYearCase, rate, scopeCondition } from './vote-scope.ts';
import { PUBLISHED_MEETINGS_SQL } from '../meetings/public-record.ts';

interface SeatRow {
  name: string;
  district: number | null;
  first_vote: string;
  last_vote: string;
  roll_calls: unknown;
}

/**
 * Everyone on a roll call of a real meeting. A person is sitting when the officials table seats them in their
 * district on the city-local `day` (terms honoured: a former councilor whose successor has not yet answered a
 * roll call on record is still former). Only for a district the officials table knows no one of does the latest
 * roll call of the district say who sits.
 */
export async function listRollCallCouncilors(db: Kysely<Database>, day: string): Promise<RollCallCouncilor[]> {
  const result = await sql<SeatRow>`select councilor_votes.councilor as name, councilor_votes.district,
      min(meetings.meeting_date) as first_vote, max(meetings.meeting_date) as last_vote, count(*) as roll_calls
    from councilor_votes
    join voting_records on voting_records.id = councilor_votes.voting_record_id
    join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
    group by councilor_votes.councilor, councilor_votes.district`.execute(db);

  // A person who answered for two districts appears twice: merge them, keeping the latest district.
  const people = new Map<string, RollCallCouncilor>();
  for (const r of result.rows) {
    const seen = people.get(r.name);
    const latest = !seen || r.last_vote > seen.last_vote;
    people.set(r.name, {
      name: r.name,
      district: latest ? r.district : seen.district,
      first_vote: seen && seen.first_vote < r.first_vote ? seen.first_vote : r.first_vote,
      last_vote: latest ? r.last_vote : seen.last_vote,
      roll_calls: (seen?.roll_calls ?? 0) + count(r.roll_calls),
      sitting: false,
    });
  }
  const holder = new Map<number, RollCallCouncilor>();
  for (const r of result.rows) {
    const current = r.district === null ? undefined : holder.get(r.district);
    if (r.district !== null && (!current || r.last_vote > current.last_vote)) holder.set(r.district, people.get(r.name)!);
  }
  const terms = await db.selectFrom('officials').select(['name', 'district', 'term_start', 'term_end']).where('district', 'is not', null).execute();
  const seated = seatedTerms(terms, day);
  const known = new Set(terms.map((t) => t.district));
  for (const person of people.values()) {
    if (person.district === null || !known.has(person.district)) continue;
    const term = seated.get(person.district);
    person.sitting = term !== undefined && officialAnswersTo(term.name, person.name);
  }
  for (const [district, person] of holder) if (!known.has(district) && person.district === district) person.sitting = true;

  return [...people.values()].sort(
    (a, b) =>
      Number(b.sitting) - Number(a.sitting) ||
      (a.sitting ? (a.district ?? 0) - (b.district ?? 0) : b.last_vote.localeCompare(a.last_vote)) ||
      a.name.localeCompare(b.name),
  );
}

interface FigureRow {
  year: unknown;
  roll_calls: unknown;
  present: unknown;
  absent: unknown;
  aye: unknown;
  nay: unknown;
  abstain: unknown;
  split_votes: unknown;
  against: unknown;
  decided: unknown;
  meetings: unknown;
  meetings_present: unknown;
}

/** Whether a roll call of a real meeting ever named this person. */
export async function hasRollCalls(db: Kysely<Database>, name: string): Promise<boolean> {
  const found = await sql`select 1 as found from councilor_votes
    join voting_records on voting_records.id = councilor_votes.voting_record_id
    join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
    where councilor_votes.councilor = ${name} limit 1`.execute(db);
  return found.rows.length > 0;
}

/** One councilor's figures (their votes by topic too), or undefined when no roll call of a real meeting ever named them. */
export async function getCouncilorFigures(
  db: Kysely<Database>,
  name: string,
  period: PeriodQuery,
  timeZone: string,
): Promise<CouncilorFigures | undefined> {
  if (!(await hasRollCalls(db, name))) return undefined;

  const scope = scopeCondition(period, timeZone);
  const yearOf = (await meetingYearCase(db, scopeCondition({}, timeZone), timeZone)) ?? sql<number>`0`;
  const [figures, motions, topics] = await Promise.all([
    // Each of their roll calls with its stored ayes and nays (migration 018), then the figures per year (a
    // meeting falls in one year, so the per-year counts of meetings add up to the period's).
    sql<FigureRow>`select v.year, count(*) as roll_calls,
        sum(case when v.vote <> 'absent' then 1 else 0 end) as present,
        sum(case when v.vote = 'absent' then 1 else 0 end) as absent,
        sum(case when v.vote = 'aye' then 1 else 0 end) as aye,
        sum(case when v.vote = 'nay' then 1 else 0 end) as nay,
        sum(case when v.vote = 'abstain' then 1 else 0 end) as abstain,
        sum(case when v.vote in ('aye', 'nay') and v.ayes > 0 and v.nays > 0 then 1 else 0 end) as split_votes,
        sum(case when (v.vote = 'aye' and v.nays > v.ayes) or (v.vote = 'nay' and v.ayes > v.nays) then 1 else 0 end) as against,
        sum(case when v.vote in ('aye', 'nay') and v.ayes <> v.nays then 1 else 0 end) as decided,
        count(distinct v.meeting_id) as meetings,
        count(distinct case when v.vote <> 'absent' then v.meeting_id end) as meetings_present
      from (select ${yearOf} as year, cv.vote, voting_records.meeting_id, voting_records.ayes, voting_records.nays
        from councilor_votes cv
        join voting_records on voting_records.id = cv.voting_record_id
        join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
        where cv.councilor = ${name} and ${scope}) v
      group by v.year
      order by v.year`.execute(db),
    sql<{ moved: unknown; seconded: unknown }>`select
        sum(case when voting_records.moved_by = ${name} then 1 else 0 end) as moved,
        sum(case when voting_records.seconded_by = ${name} then 1 else 0 end) as seconded
      from voting_records
      join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
      where (voting_records.moved_by = ${name} or voting_records.seconded_by = ${name}) and ${scope}`.execute(db),
    sql<{ topic: string; aye: unknown; nay: unknown; abstain: unknown; absent: unknown }>`select meeting_topics.topic,
        sum(case when cv.vote = 'aye' then 1 else 0 end) as aye,
        sum(case when cv.vote = 'nay' then 1 else 0 end) as nay,
        sum(case when cv.vote = 'abstain' then 1 else 0 end) as abstain,
        sum(case when cv.vote = 'absent' then 1 else 0 end) as absent
      from councilor_votes cv
      join voting_records on voting_records.id = cv.voting_record_id
      join ${PUBLISHED_MEETINGS_SQL} on meetings.id = voting_records.meeting_id
      join meeting_topics on meeting_topics.meeting_id = meetings.id
      where cv.councilor = ${name} and ${scope}
      group by meeting_topics.topic
      order by sum(case when cv.vote in ('aye', 'nay') then 1 else 0 end) desc, meeting_topics.topic`.execute(db),
  ]);
  const years = figures.rows.map((r) => ({
    year: count(r.year),
    roll_calls: count(r.roll_calls),
    present: count(r.present),
    absent: count(r.absent),
    aye: count(r.aye),
    nay: count(r.nay),
    abstain: count(r.abstain),
    split_votes: count(r.split_votes),
    against: count(r.against),
    decided: count(r.decided),
    meetings: count(r.meetings),
    meetings_present: count(r.meetings_present),
  }));
  const total = (key: Exclude<keyof (typeof years)[number], 'year'>) => years.reduce((sum, y) => sum + y[key], 0);
  const rollCalls = total('roll_calls');
  const present = total('present');
  const against = total('against');
  const decided = total('decided');
  return {
    name,
    period: { from: period.from ?? null, to: period.to ?? null },
    attendance: {
      roll_calls: rollCalls,
      present,
      absent: total('absent'),
      rate: rate(present, rollCalls),
      meetings: total('meetings'),
      meetings_present: total('meetings_present'),
    },
    votes: { aye: total('aye'), nay: total('nay'), abstain: total('abstain') },
    split_votes: total('split_votes'),
    against_majority: { count: against, of: decided, rate: rate(against, decided) },
    motions: { moved: count(motions.rows[0]?.moved), seconded: count(motions.rows[0]?.seconded) },
    by_year: years.map((y) => ({
      year: y.year,
      roll_calls: y.roll_calls,
      present: y.present,
      attendance_rate: rate(y.present, y.roll_calls),
      against_majority: y.against,
      decided: y.decided,
      against_rate: rate(y.against, y.decided),
    })),
    by_topic: topics.rows.map((r) => ({
      topic: r.topic,
      aye: count(r.aye),
      nay: count(r.nay),
      abstain: count(r.abstain),
      absent: count(r.absent),
    })),
  };
}
