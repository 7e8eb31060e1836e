/** What every vote listing shows about a roll call: its meeting, item and motion, and the roll call itself. */
import { type Kysely, sql } from 'kysely';
import type { MeetingType, MotionKind, VoteChoice, VoteOutcome } from '#contract/enums.ts';
import type { RollCallVote } from '#contract/votes.ts';
import type { Database } from '../db/schema.ts';

/** Columns of a vote's context; the query must join `voting_records`, `meetings` and left join `agenda_items`. */
export const VOTE_CONTEXT_COLUMNS = sql`voting_records.id as voting_record_id, meetings.id as meeting_id,
  meetings.title as meeting_title, meetings.meeting_date, meetings.meeting_type, agenda_items.item_number,
  agenda_items.title as item_title, voting_records.motion, voting_records.motion_kind, voting_records.outcome`;

/** Newest meeting first, then in the order of the minutes. */
export const NEWEST_FIRST = sql`meetings.meeting_date desc, voting_records.position, voting_records.id`;

export interface VoteContextRow {
  voting_record_id: number;
  meeting_id: number;
  meeting_title: string;
  meeting_date: string;
  meeting_type: string;
  item_number: string | null;
  item_title: string | null;
  motion: string;
  motion_kind: string;
  outcome: string;
}

export function presentVoteContext(r: VoteContextRow) {
  return {
    voting_record_id: Number(r.voting_record_id),
    meeting_id: Number(r.meeting_id),
    meeting_title: r.meeting_title,
    meeting_date: r.meeting_date,
    meeting_type: r.meeting_type as MeetingType,
    item_number: r.item_number,
    item_title: r.item_title,
    motion: r.motion,
    motion_kind: r.motion_kind as MotionKind,
    outcome: r.outcome as VoteOutcome,
  };
}

/** The roll calls of some votes, each in district order (as the meeting page shows them). */
export async function rollCallsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, RollCallVote[]>> {
  const byRecord = new Map<number, RollCallVote[]>();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .selectFrom('councilor_votes')
    .select(['voting_record_id', 'councilor', 'district', 'vote'])
    .where('voting_record_id', 'in', ids)
    .orderBy('district')
    .orderBy('councilor')
    .execute();
  for (const r of rows) {
    const list = byRecord.get(r.voting_record_id) ?? [];
    list.push({ councilor: r.councilor, district: r.district, vote: r.vote as VoteChoice });
    byRecord.set(r.voting_record_id, list);
  }
  return byRecord;
}
