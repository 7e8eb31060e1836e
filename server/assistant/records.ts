/**
 * The assistant's own small read queries over the city's records. Meetings are found through the shared
 * full-text search (server/db/search.ts); the small tables (organizations, campaigns, topics, officials) are
 * read whole, since scoring a few dozen rows in memory is cheaper than any index.
 */
import type { Kysely } from 'kysely';
import { MEETING_LIMITS } from '#contract/meeting-rules.ts';
import type { Database } from '../db/schema.ts';
import { matchingMeetingIds, newestMatches } from '../db/search.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

export interface MeetingRecord {
  id: number;
  title: string;
  meeting_date: string;
  meeting_type: string;
  status: string;
  location: string | null;
  summary: string | null;
  detailed_summary: string | null;
  keywords: string[];
}

export interface AgendaItemRecord {
  id: number;
  meeting_id: number;
  item_number: string;
  title: string;
  description: string | null;
  vote_result: string | null;
}

export interface VoteRecord {
  id: number;
  meeting_id: number;
  agenda_item_id: number | null;
  motion: string;
  /** What the motion does (approve, amend, ...): whether it decided the item or only shaped the debate. */
  motion_kind: string;
  outcome: string;
  votes: { councilor: string; district: number | null; vote: string }[];
}

const MEETING_COLUMNS = [
  'id', 'title', 'meeting_date', 'meeting_type', 'status', 'location', 'summary', 'detailed_summary', 'keywords',
] as const;

function toMeeting(row: Omit<MeetingRecord, 'keywords'> & { keywords: string }): MeetingRecord {
  return { ...row, keywords: parseJsonList(row.keywords) };
}

/**
 * Meetings that match the query, best first (ids only; the caller loads what it shows). As the list's search
 * (decision 080), only the newest `MEETING_LIMITS.searchRanked` matches are scored: a common word would otherwise
 * score the whole archive for one question.
 */
export async function searchMeetingIds(db: Kysely<Database>, query: string, limit: number): Promise<number[]> {
  const newest = await newestMatches(db, query, db.selectFrom(meetingsIncludingDemo(db)), MEETING_LIMITS.searchRanked);
  if (!newest) return [];
  // Newest first already: a stable sort by score keeps the newer meeting first among equals.
  return newest
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((match) => match.id);
}

/** How many meetings match the query, counted up to `cap` without scoring them. */
export async function matchCount(db: Kysely<Database>, query: string, cap: number): Promise<number> {
  const matches = matchingMeetingIds(db, query);
  if (!matches) return 0;
  const rows = await db.selectFrom(matches).select('s.meeting_id').limit(cap).execute();
  return rows.length;
}

export async function meetingsByIds(db: Kysely<Database>, ids: number[]): Promise<MeetingRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(meetingsIncludingDemo(db)).select(MEETING_COLUMNS).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, toMeeting(r)]));
  return ids.map((id) => byId.get(id)).filter((m): m is MeetingRecord => m !== undefined);
}

/** Meetings from `now` on (scheduled or postponed), soonest first, optionally of some types. */
export async function upcomingMeetings(
  db: Kysely<Database>,
  now: Date,
  types: string[] | null,
  limit = 5,
): Promise<MeetingRecord[]> {
  const rows = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(MEETING_COLUMNS)
    .where('meeting_date', '>=', now.toISOString())
    .where('status', 'in', ['scheduled', 'postponed'])
    .$if(types !== null, (qb) => qb.where('meeting_type', 'in', types!))
    .orderBy('meeting_date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMeeting);
}

/**
 * Meetings whose time has passed while still only scheduled, with no minutes (issue 33: they await minutes), the
 * latest first, optionally of some types.
 */
export async function meetingsAwaitingMinutes(db: Kysely<Database>, now: Date, types: string[] | null, limit = 1): Promise<MeetingRecord[]> {
  const rows = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(MEETING_COLUMNS)
    .where('meeting_date', '<', now.toISOString())
    .where('status', '=', 'scheduled')
    .where('document_type', '=', 'agenda')
    .where('minutes_url', 'is', null)
    // One only the notice of the year's meetings announced, with no agenda, awaits no minutes (decision 071).
    .where('announced', '=', 0)
    .$if(types !== null, (qb) => qb.where('meeting_type', 'in', types!))
    .orderBy('meeting_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMeeting);
}

/** Meetings between two instants, oldest first. */
export async function meetingsBetween(db: Kysely<Database>, from: Date, to: Date, limit = 10): Promise<MeetingRecord[]> {
  const rows = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(MEETING_COLUMNS)
    .where('meeting_date', '>=', from.toISOString())
    .where('meeting_date', '<', to.toISOString())
    .orderBy('meeting_date', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMeeting);
}

/** The most recent meetings that took place (completed), newest first. */
export async function recentMeetings(db: Kysely<Database>, now: Date, limit = 3): Promise<MeetingRecord[]> {
  const rows = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(MEETING_COLUMNS)
    .where('meeting_date', '<=', now.toISOString())
    .where('status', '=', 'completed')
    .orderBy('meeting_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMeeting);
}

export async function agendaItemsOf(db: Kysely<Database>, meetingIds: number[]): Promise<AgendaItemRecord[]> {
  if (meetingIds.length === 0) return [];
  return db
    .selectFrom('agenda_items')
    .select(['id', 'meeting_id', 'item_number', 'title', 'description', 'vote_result'])
    .where('meeting_id', 'in', meetingIds)
    .orderBy('meeting_id')
    .orderBy('position')
    .execute();
}

export async function votesOf(db: Kysely<Database>, meetingIds: number[]): Promise<VoteRecord[]> {
  if (meetingIds.length === 0) return [];
  const [records, rolls] = await Promise.all([
    db
      .selectFrom('voting_records')
      .select(['id', 'meeting_id', 'agenda_item_id', 'motion', 'motion_kind', 'outcome'])
      .where('meeting_id', 'in', meetingIds)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('councilor_votes')
      .innerJoin('voting_records', 'voting_records.id', 'councilor_votes.voting_record_id')
      .select(['councilor_votes.voting_record_id', 'councilor_votes.councilor', 'councilor_votes.district', 'councilor_votes.vote'])
      .where('voting_records.meeting_id', 'in', meetingIds)
      .execute(),
  ]);
  return records.map((r) => ({
    ...r,
    votes: rolls
      .filter((v) => v.voting_record_id === r.id)
      .map((v) => ({ councilor: v.councilor, district: v.district, vote: v.vote })),
  }));
}

export interface Catalog {
  organizations: { id: number; name: string; slug: string; short_description: string | null; description: string; focus_areas: string[]; organization_type: string; service_areas: string[]; website_url: string | null }[];
  campaigns: { id: number; title: string; description: string; category: string; status: string; target_date: string | null }[];
  topics: { slug: string; display_name: string; description: string; category: string }[];
  officials: { name: string; position: string; district: number | null; email: string | null; phone: string | null; term_start: string | null; term_end: string | null }[];
  /** Surnames as the roll calls print them, with the district of the seat. */
  rollCallNames: { councilor: string; district: number | null }[];
  meetingKeywords: string[];
}

/** The small tables, read whole. */
export async function loadCatalog(db: Kysely<Database>): Promise<Catalog> {
  const [organizations, campaigns, topics, officials, rollCallNames, keywords] = await Promise.all([
    db
      .selectFrom('organizations')
      .select(['id', 'name', 'slug', 'short_description', 'description', 'focus_areas', 'organization_type', 'service_areas', 'website_url'])
      .where('is_active', '=', 1)
      .orderBy('name')
      .execute(),
    db.selectFrom('campaigns').select(['id', 'title', 'description', 'category', 'status', 'target_date']).orderBy('id').execute(),
    db.selectFrom('notification_topics').select(['slug', 'display_name', 'description', 'category']).orderBy('id').execute(),
    db
      .selectFrom('officials')
      .select(['name', 'position', 'district', 'email', 'phone', 'term_start', 'term_end'])
      .orderBy('district')
      .execute(),
    db.selectFrom('councilor_votes').select(['councilor', 'district']).distinct().execute(),
    db.selectFrom('meeting_keywords').select('keyword').distinct().execute(),
  ]);
  return {
    organizations: organizations.map((o) => ({
      ...o,
      focus_areas: parseJsonList(o.focus_areas),
      service_areas: parseJsonList(o.service_areas),
    })),
    campaigns,
    topics,
    officials,
    rollCallNames,
    meetingKeywords: keywords.map((k) => k.keyword),
  };
}
