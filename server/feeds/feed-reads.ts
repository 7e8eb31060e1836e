/**
 * The reads behind the public feeds (feeds/routes/). Every read leaves out demo meetings (DEMO_MEETINGS): they are
 * not the record, and a feed is copied into readers and calendars where no "Demo" label follows them. Every read
 * is bounded: a feed carries what changed lately, the archive is the site.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { matchingMeetingIds } from '../db/search.ts';
import { type MeetingFilterQuery, filterMeetings } from '../meetings/meeting-filters.ts';
import { MEETING_COLUMNS, type MeetingRowWithoutText } from '../meetings/meeting-reads.ts';
import { publishedMeetings } from '../meetings/public-record.ts';

/** The most entries a feed carries. */
export const FEED_MAX_ENTRIES = 50;

async function rowsByIds(db: Kysely<Database>, ids: number[]): Promise<MeetingRowWithoutText[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(publishedMeetings(db)).select(MEETING_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is MeetingRowWithoutText => row !== undefined);
}

/**
 * The meetings the list shows for `query` (same filters, same listing rule, same search), most recently changed
 * first: a new agenda and minutes arriving for a meeting both bring it to the top.
 */
export async function feedMeetings(db: Kysely<Database>, query: MeetingFilterQuery, timeZone: string, now: Date): Promise<MeetingRowWithoutText[]> {
  const matches = query.q ? matchingMeetingIds(db, query.q) : null;
  // Each branch keeps its own query type (with or without the search join), so both are filtered separately.
  const from = matches
    ? filterMeetings(db.selectFrom(publishedMeetings(db)).innerJoin(matches, (join) => join.onRef('s.meeting_id', '=', 'meetings.id')), query, timeZone, now)
    : filterMeetings(db.selectFrom(publishedMeetings(db)), query, timeZone, now);
  const page = await from
    .select('meetings.id')
    .orderBy('meetings.updated_at', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(FEED_MAX_ENTRIES)
    .execute();
  return rowsByIds(db, page.map((r) => r.id));
}

/** Whether a topic exists: in the catalogue, or on some meeting (ingestion may tag one the catalogue lacks). */
export async function topicName(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const listed = await db.selectFrom('notification_topics').select('display_name').where('slug', '=', slug).executeTakeFirst();
  if (listed) return listed.display_name;
  const used = await db.selectFrom('meeting_topics').select('topic').where('topic', '=', slug).executeTakeFirst();
  return used ? slug : undefined;
}

/** One vote of a district's seat, for the councilor feed. */
export interface SeatVoteRow {
  meeting_id: number;
  item_number: string | null;
  item_title: string | null;
  motion: string;
  outcome: string;
  councilor: string;
  vote: string;
}

/** The district seat's latest meetings with a roll call (newest first) and its votes in them, in order. */
export async function seatVotes(db: Kysely<Database>, district: number): Promise<{ meetings: MeetingRowWithoutText[]; votes: SeatVoteRow[] }> {
  const seat = db
    .selectFrom('councilor_votes')
    .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'voting_records.meeting_id')
    .where('councilor_votes.district', '=', district);
  const recent = await seat
    .select(['meetings.id', 'meetings.meeting_date'])
    .distinct()
    .orderBy('meetings.meeting_date', 'desc')
    .orderBy('meetings.id', 'desc')
    .limit(FEED_MAX_ENTRIES)
    .execute();
  const ids = recent.map((r) => r.id);
  if (ids.length === 0) return { meetings: [], votes: [] };
  const votes = await seat
    .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
    .select([
      'meetings.id as meeting_id',
      'agenda_items.item_number',
      'agenda_items.title as item_title',
      'voting_records.motion',
      'voting_records.outcome',
      'councilor_votes.councilor',
      'councilor_votes.vote',
    ])
    .where('meetings.id', 'in', ids)
    .orderBy('voting_records.position')
    .orderBy('voting_records.id')
    .execute();
  return { meetings: await rowsByIds(db, ids), votes };
}

/** One appearance of a matter (a file number) on a meeting's agenda. */
export interface ItemAppearanceRow {
  meeting_id: number;
  item_number: string;
  title: string;
  vote_result: string | null;
}

/**
 * Where a matter came up, newest meeting first, with those meetings' rows; empty when no agenda carries the file
 * number. Unlisted meetings count: an agenda posted before its summary still tells a follower when it comes up.
 */
export async function itemAppearances(db: Kysely<Database>, fileNumber: string): Promise<{ meetings: MeetingRowWithoutText[]; items: ItemAppearanceRow[] }> {
  const items = await db
    .selectFrom('agenda_items')
    .innerJoin(publishedMeetings(db), 'meetings.id', 'agenda_items.meeting_id')
    .select(['agenda_items.meeting_id', 'agenda_items.item_number', 'agenda_items.title', 'agenda_items.vote_result'])
    .where('agenda_items.file_number', '=', fileNumber)
    .orderBy('meetings.meeting_date', 'desc')
    .orderBy('meetings.id', 'desc')
    .orderBy('agenda_items.position')
    .limit(FEED_MAX_ENTRIES)
    .execute();
  return { meetings: await rowsByIds(db, [...new Set(items.map((i) => i.meeting_id))]), items };
}
