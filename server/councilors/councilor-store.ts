/**
 * Councilors (from the officials table) and how each district's seat voted (from the roll calls of the
 * minutes). Roll calls name councilors by surname, so a vote belongs to the district's seat and carries the
 * surname of whoever held it that day.
 */
import type { Kysely } from 'kysely';
import type { MotionKind, VoteChoice, VoteOutcome } from '#contract/enums.ts';
import type {
  Councilor,
  CouncilorDistrict,
  CouncilorVotesQuery,
  CouncilorVotesResponse,
} from '#contract/meetings.ts';
import { appliedCorrectionsForVotes } from '../corrections/correction-reads.ts';
import type { Database } from '../db/schema.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';
import { seatedTerms, termEndedBefore } from './sitting-council.ts';

interface OfficialRow {
  name: string;
  position: string;
  district: number | null;
  email: string | null;
  phone: string | null;
  contact_verified: number;
  term_start: string | null;
  term_end: string | null;
}

const OFFICIAL_COLUMNS = [
  'name',
  'position',
  'district',
  'email',
  'phone',
  'contact_verified',
  'term_start',
  'term_end',
] as const;

function presentCouncilor(row: OfficialRow, seated: boolean): Councilor {
  return {
    name: row.name,
    position: row.position,
    district: row.district ?? 0,
    email: row.email,
    phone: row.phone,
    contact_verified: row.contact_verified === 1,
    term_start: row.term_start,
    term_end: row.term_end,
    current: seated,
  };
}

/** The sitting councilor of every district on the city-local `day`, in district order (terms honoured). */
export async function listCouncilors(db: Kysely<Database>, day: string): Promise<Councilor[]> {
  const rows = await db.selectFrom('officials').select(OFFICIAL_COLUMNS).where('district', 'is not', null).orderBy('district').orderBy('name').execute();
  return [...seatedTerms(rows, day).values()].sort((a, b) => a.district! - b.district!).map((row) => presentCouncilor(row, true));
}

/**
 * A district with the councilor seated on the city-local `day` and those whose term ended before it (latest
 * first); undefined for an unknown district. A councilor-elect not yet sworn in is neither.
 */
export async function getCouncilorDistrict(
  db: Kysely<Database>,
  district: number,
  day: string,
): Promise<CouncilorDistrict | undefined> {
  const row = await db.selectFrom('districts').select(['id', 'name']).where('id', '=', district).executeTakeFirst();
  if (!row) return undefined;
  const terms = await db
    .selectFrom('officials')
    .select(OFFICIAL_COLUMNS)
    .where('district', '=', district)
    .orderBy('term_end', 'desc')
    .orderBy('name')
    .execute();
  const seated = seatedTerms(terms, day).get(district);
  return {
    district: row,
    councilor: seated ? presentCouncilor(seated, true) : null,
    former: terms.filter((t) => t !== seated && termEndedBefore(t, day)).map((t) => presentCouncilor(t, false)),
  };
}

/** The district seat's votes, newest meeting first, with the topics they can be filtered on. */
export async function listDistrictVotes(
  db: Kysely<Database>,
  district: number,
  query: CouncilorVotesQuery,
): Promise<CouncilorVotesResponse> {
  const seat = db
    .selectFrom('councilor_votes')
    .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
    .innerJoin(meetingsIncludingDemo(db), 'meetings.id', 'voting_records.meeting_id')
    .where('councilor_votes.district', '=', district)
    .$if(query.councilor !== undefined, (qb) => qb.where('councilor_votes.councilor', '=', query.councilor!));
  const filtered = seat.$if(query.topic !== undefined, (qb) =>
    qb.where((eb) =>
      eb.exists(
        eb
          .selectFrom('meeting_topics')
          .select('meeting_topics.meeting_id')
          .whereRef('meeting_topics.meeting_id', '=', 'meetings.id')
          .where('meeting_topics.topic', '=', query.topic!),
      ),
    ),
  );

  const [totalRow, topicRows, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    seat
      .innerJoin('meeting_topics', 'meeting_topics.meeting_id', 'meetings.id')
      .select('meeting_topics.topic')
      .distinct()
      .orderBy('meeting_topics.topic')
      .execute(),
    filtered
      .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
      .select([
        'voting_records.id as voting_record_id',
        'meetings.id as meeting_id',
        'meetings.title as meeting_title',
        'meetings.meeting_date',
        'meetings.topics',
        'agenda_items.item_number',
        'agenda_items.title as item_title',
        'voting_records.motion',
        'voting_records.motion_kind',
        'voting_records.outcome',
        'councilor_votes.councilor',
        'councilor_votes.vote',
      ])
      .orderBy('meetings.meeting_date', 'desc')
      .orderBy('voting_records.position')
      .orderBy('voting_records.id')
      .limit(query.limit)
      .offset(query.skip)
      .execute(),
  ]);

  const corrections = await appliedCorrectionsForVotes(db, [...new Set(rows.map((r) => r.voting_record_id))]);
  return {
    total: Number(totalRow?.total ?? 0),
    topics: topicRows.map((r) => r.topic),
    items: rows.map((r) => ({
      voting_record_id: r.voting_record_id,
      meeting_id: r.meeting_id,
      meeting_title: r.meeting_title,
      meeting_date: r.meeting_date,
      item_number: r.item_number,
      item_title: r.item_title,
      motion: r.motion,
      motion_kind: r.motion_kind as MotionKind,
      outcome: r.outcome as VoteOutcome,
      councilor: r.councilor,
      vote: r.vote as VoteChoice,
      topics: parseJsonList(r.topics),
      // The vote's outcome and motion concern every councilor; a roll-call line only its own councilor.
      corrections: (corrections.get(r.voting_record_id) ?? []).filter((c) => c.field !== 'councilor_vote' || c.councilor === r.councilor),
    })),
  };
}
