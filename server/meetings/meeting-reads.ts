/**
 * The read side of one meeting (detail, agenda), the analysis panel and the calendar feeds. The list lives in
 * meeting-store.ts next to the writer; these reads are apart so each file stays small.
 */
import type { Kysely } from 'kysely';
import type { CityContext } from '#city/context.ts';
import { MEETING_LIMITS, type AgendaItem, type ItemAppearance, type MeetingAnalysis, type MeetingDetail } from '#contract/meetings.ts';
import type { MeetingType } from '#contract/enums.ts';
import type { Database, MeetingRow } from '../db/schema.ts';
import { presentAgendaItem, presentMeetingDetail, presentVotingRecords } from './meeting-presenter.ts';
import { listedMeetings, whereListed } from './public-record.ts';
import { meetingDetailReads } from './meeting-detail-reads.ts';

/** Every column but the (large) full text; also read by the feeds. */
export const MEETING_COLUMNS = [
  'id',
  'title',
  'description',
  'meeting_date',
  'location',
  'meeting_type',
  'status',
  'summary',
  'detailed_summary',
  'keywords',
  'topics',
  'document_type',
  'agenda_url',
  'minutes_url',
  'city_agenda_url',
  'city_minutes_url',
  'source',
  'image_paths',
  'source_checksum',
  'source_file',
  'is_listed',
  'is_demo',
  'announced',
  'upstream_source',
  'upstream_id',
  'created_at',
  'updated_at',
] as const;

export type MeetingRowWithoutText = Omit<MeetingRow, 'full_text'>;

async function agendaRows(db: Kysely<Database>, meetingId: number) {
  return db
    .selectFrom('agenda_items')
    .select(['id', 'item_number', 'title', 'description', 'item_type', 'vote_required', 'vote_result', 'page', 'file_number', 'decided_by_vote_id'])
    .where('meeting_id', '=', meetingId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** A meeting with its ordered agenda and votes; undefined when there is no such meeting. */
/** A meeting of `city` with its agenda, votes, corrections and provenance, its state told at `now`. */
export async function getMeetingDetail(db: Kysely<Database>, id: number, now: Date, city: CityContext): Promise<MeetingDetail | undefined> {
  const row = await db.selectFrom('meetings').select(MEETING_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const reads = meetingDetailReads();
  const [items, records, votes, corrections] = await Promise.all([
    agendaRows(db, id),
    db
      .selectFrom('voting_records')
      .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
      .select([
        'voting_records.id',
        'voting_records.agenda_item_id',
        'agenda_items.item_number',
        'voting_records.motion',
        'voting_records.motion_kind',
        'voting_records.moved_by',
        'voting_records.seconded_by',
        'voting_records.outcome',
        'voting_records.page',
      ])
      .where('voting_records.meeting_id', '=', id)
      .orderBy('voting_records.position')
      .orderBy('voting_records.id')
      .execute(),
    db
      .selectFrom('councilor_votes')
      .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
      .select(['councilor_votes.voting_record_id', 'councilor_votes.councilor', 'councilor_votes.district', 'councilor_votes.vote'])
      .where('voting_records.meeting_id', '=', id)
      .execute(),
    reads.correctionsOf(db, id),
  ]);
  const detail = presentMeetingDetail(row, items, presentVotingRecords(records, votes), now, city);
  const provenance = await provenanceOf(db, id);
  const histories = await itemHistories(db, id, items.map((i) => i.file_number).filter((n): n is string => Boolean(n)));
  const places = await reads.placesOfItems(db, items.map((i) => i.id));
  const agenda_items = detail.agenda_items.map((item) => ({
    ...item,
    history: item.file_number ? (histories.get(item.file_number) ?? []) : [],
    places: places.get(item.id) ?? [],
  }));
  return { ...detail, agenda_items, corrections, provenance };
}

/**
 * When the meeting's city document was last read, and, for an agenda (which every sync pass re-reads for
 * revisions until the meeting), when the last pass that finished before the meeting looked.
 */
async function provenanceOf(db: Kysely<Database>, id: number): Promise<NonNullable<MeetingDetail['provenance']>> {
  const meeting = await db
    .selectFrom('meetings')
    .select(['document_type', 'source_checksum', 'source_file', 'updated_at', 'meeting_date', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const read = meeting.source_checksum !== null;
  const document = read && (meeting.document_type === 'agenda' || meeting.document_type === 'minutes') ? meeting.document_type : null;
  let checked_at: string | null = null;
  if (document === 'agenda' && meeting.source_file !== null) {
    const run = await db
      .selectFrom('sync_runs')
      .select('finished_at')
      .where('status', 'in', ['ok', 'partial'])
      .where('finished_at', 'is not', null)
      // Passes after the meeting no longer look at its agenda.
      .where('started_at', '<=', meeting.meeting_date)
      .orderBy('finished_at', 'desc')
      .executeTakeFirst();
    checked_at = run?.finished_at ?? null;
  }
  return { document, read_at: read ? meeting.updated_at : null, checked_at };
}

/** The other meetings where each file number came up, oldest first: committee, council, continuances. */
async function itemHistories(db: Kysely<Database>, meetingId: number, fileNumbers: string[]): Promise<Map<string, ItemAppearance[]>> {
  const byNumber = new Map<string, ItemAppearance[]>();
  if (fileNumbers.length === 0) return byNumber;
  const rows = await db
    .selectFrom('agenda_items')
    .innerJoin('meetings', 'meetings.id', 'agenda_items.meeting_id')
    .select([
      'agenda_items.file_number',
      'agenda_items.item_number',
      'agenda_items.vote_result',
      'meetings.id as meeting_id',
      'meetings.title as meeting_title',
      'meetings.meeting_date',
      'meetings.status as meeting_status',
    ])
    .where('agenda_items.file_number', 'in', [...new Set(fileNumbers)])
    .where('agenda_items.meeting_id', '!=', meetingId)
    .$call((q) => whereListed(q))
    .orderBy('meetings.meeting_date')
    .orderBy('meetings.id')
    .execute();
  for (const r of rows) {
    const list = byNumber.get(r.file_number!) ?? [];
    list.push({
      meeting_id: r.meeting_id,
      meeting_title: r.meeting_title,
      meeting_date: r.meeting_date,
      meeting_status: r.meeting_status as ItemAppearance['meeting_status'],
      item_number: r.item_number,
      vote_result: r.vote_result?.trim() ? r.vote_result : null,
    });
    byNumber.set(r.file_number!, list);
  }
  return byNumber;
}

/** The agenda items of a meeting of `city` in order; undefined when there is no such meeting. */
export async function getAgendaItems(db: Kysely<Database>, id: number, city: CityContext): Promise<AgendaItem[] | undefined> {
  const meeting = await db.selectFrom('meetings').select('id').where('id', '=', id).executeTakeFirst();
  if (!meeting) return undefined;
  return (await agendaRows(db, id)).map((row) => presentAgendaItem(city, row));
}

/** Top topics and keywords of the most recent completed (listed) meetings, most frequent first. */
export async function getMeetingAnalysis(db: Kysely<Database>): Promise<MeetingAnalysis> {
  const recent = await db
    .selectFrom(listedMeetings(db))
    .select('id')
    .where('status', '=', 'completed')
    .orderBy('meeting_date', 'desc')
    .orderBy('id', 'desc')
    .limit(MEETING_LIMITS.analysisMeetings)
    .execute();
  const ids = recent.map((r) => r.id);
  if (ids.length === 0) return { meeting_ids: [], topics: [], keywords: [] };
  const [topics, keywords] = await Promise.all([
    db
      .selectFrom('meeting_topics')
      .select((eb) => ['topic as name', eb.fn.countAll<number>().as('count')])
      .where('meeting_id', 'in', ids)
      .groupBy('topic')
      .orderBy('count', 'desc')
      .orderBy('topic')
      .limit(MEETING_LIMITS.analysisTopics)
      .execute(),
    db
      .selectFrom('meeting_keywords')
      .select((eb) => ['keyword as name', eb.fn.countAll<number>().as('count')])
      .where('meeting_id', 'in', ids)
      .groupBy('keyword')
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(MEETING_LIMITS.analysisKeywords)
      .execute(),
  ]);
  const count = (rows: { name: string; count: number | string | bigint }[]) =>
    rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  return { meeting_ids: ids, topics: count(topics), keywords: count(keywords) };
}

/** How far back a subscribed calendar reaches: a year of past meetings is plenty and keeps the feed small. */
const CALENDAR_PAST_DAYS = 365;
const CALENDAR_MAX_EVENTS = 1000;

/**
 * Meetings for a calendar feed: from a year ago onwards, oldest first, whatever their summary. Never demo meetings
 * (DEMO_MEETINGS): a subscribed calendar copies events where no "Demo" label follows them.
 */
export async function listCalendarMeetings(
  db: Kysely<Database>,
  options: { now: Date; meetingType?: MeetingType },
): Promise<MeetingRowWithoutText[]> {
  const since = new Date(options.now.getTime() - CALENDAR_PAST_DAYS * 86_400_000).toISOString();
  return db
    .selectFrom('meetings')
    .select(MEETING_COLUMNS)
    .where('meeting_date', '>=', since)
    .where('is_demo', '=', 0)
    .$if(options.meetingType !== undefined, (qb) => qb.where('meeting_type', '=', options.meetingType!))
    .orderBy('meeting_date')
    .orderBy('id')
    .limit(CALENDAR_MAX_EVENTS)
    .execute();
}

/** One meeting's row for its own .ics file. */
export async function getMeetingRow(db: Kysely<Database>, id: number): Promise<MeetingRowWithoutText | undefined> {
  return db.selectFrom('meetings').select(MEETING_COLUMNS).where('id', '=', id).executeTakeFirst();
}
