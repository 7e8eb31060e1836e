/**
 * Finding what a correction is about in a meeting's record as it stands: the agenda item by its number, the vote
 * by its position (checked against its item number) and one councilor's line in that vote's roll call. The same
 * rules serve the admin accepting a report and every later save re-applying the correction, so they cannot drift.
 */
import type { Kysely } from 'kysely';
import type { CorrectionField } from '#contract/corrections.ts';
import type { Database } from '../db/schema.ts';
import { refreshRollCallTallies } from '../meetings/roll-call-tallies.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/**
 * The meeting's identity across re-ingestion: its minutes file name when it came from one (re-ingesting that file
 * updates the same meeting), otherwise its start and type.
 */
export function meetingKeyOf(meeting: { source_file: string | null; meeting_date: string; meeting_type: string }): string {
  return meeting.source_file ? `file:${meeting.source_file}` : `meeting:${meeting.meeting_date}|${meeting.meeting_type}`;
}

export interface ItemRow {
  id: number;
  item_number: string;
  vote_result: string | null;
}

export interface VoteRow {
  id: number;
  position: number;
  item_number: string | null;
  motion: string;
  outcome: string;
}

/** The parts of a meeting a correction can point at, in page order. */
export interface RecordShape {
  items: ItemRow[];
  votes: VoteRow[];
}

export async function loadRecordShape(db: Kysely<Database>, meetingId: number): Promise<RecordShape> {
  const [items, votes] = await Promise.all([
    db
      .selectFrom('agenda_items')
      .select(['id', 'item_number', 'vote_result'])
      .where('meeting_id', '=', meetingId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('voting_records')
      .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
      .select(['voting_records.id', 'voting_records.position', 'agenda_items.item_number', 'voting_records.motion', 'voting_records.outcome'])
      .where('voting_records.meeting_id', '=', meetingId)
      .orderBy('voting_records.position')
      .orderBy('voting_records.id')
      .execute(),
  ]);
  return { items, votes };
}

/** The first agenda item with this number (the one votes link to). */
export function findItem(shape: RecordShape, itemNumber: string | null | undefined): ItemRow | undefined {
  return itemNumber ? shape.items.find((i) => i.item_number === itemNumber) : undefined;
}

/**
 * The vote at `position` when it is still about `itemNumber`; else, when the votes moved (a better parse found
 * another motion before it), the only vote on that item. Undefined when neither identifies one vote.
 */
export function findVote(shape: RecordShape, position: number | null | undefined, itemNumber: string | null | undefined): VoteRow | undefined {
  const item = itemNumber ?? null;
  const atPosition = shape.votes.find((v) => v.position === position);
  if (atPosition && atPosition.item_number === item) return atPosition;
  if (item === null) return undefined;
  const onItem = shape.votes.filter((v) => v.item_number === item);
  return onItem.length === 1 ? onItem[0] : undefined;
}

/** A correction's target, as stored. */
export interface CorrectionTarget {
  field: CorrectionField;
  item_number: string | null;
  vote_position: number | null;
  councilor: string | null;
}

/** Where a target is now and the value it holds; null when the record has no such item, vote or councilor. */
export interface LocatedTarget {
  /** The agenda item or vote row; null for the summary. */
  rowId: number | null;
  /** The vote's position, for vote fields. */
  position: number | null;
  /** The vote's item number, for vote fields. */
  voteItemNumber: string | null;
  value: string | null;
}

export async function locateTarget(
  db: Kysely<Database>,
  meetingId: number,
  shape: RecordShape,
  target: CorrectionTarget,
): Promise<LocatedTarget | null> {
  switch (target.field) {
    case 'summary': {
      const row = await db.selectFrom(meetingsIncludingDemo(db)).select('summary').where('id', '=', meetingId).executeTakeFirst();
      return row ? { rowId: null, position: null, voteItemNumber: null, value: row.summary } : null;
    }
    case 'item_vote_result': {
      const item = findItem(shape, target.item_number);
      return item ? { rowId: item.id, position: null, voteItemNumber: null, value: item.vote_result } : null;
    }
    case 'vote_outcome':
    case 'vote_motion': {
      const vote = findVote(shape, target.vote_position, target.item_number);
      if (!vote) return null;
      return { rowId: vote.id, position: vote.position, voteItemNumber: vote.item_number, value: target.field === 'vote_outcome' ? vote.outcome : vote.motion };
    }
    case 'councilor_vote': {
      const vote = findVote(shape, target.vote_position, target.item_number);
      if (!vote || !target.councilor) return null;
      const line = await db
        .selectFrom('councilor_votes')
        .select('vote')
        .where('voting_record_id', '=', vote.id)
        .where('councilor', '=', target.councilor)
        .executeTakeFirst();
      return line ? { rowId: vote.id, position: vote.position, voteItemNumber: vote.item_number, value: line.vote } : null;
    }
  }
}

/** Writes `value` into the located target. */
export async function writeTarget(
  db: Kysely<Database>,
  meetingId: number,
  target: CorrectionTarget,
  located: LocatedTarget,
  value: string,
): Promise<void> {
  switch (target.field) {
    case 'summary':
      await db.updateTable('meetings').set({ summary: value }).where('id', '=', meetingId).execute();
      return;
    case 'item_vote_result':
      await db.updateTable('agenda_items').set({ vote_result: value }).where('id', '=', located.rowId!).execute();
      return;
    case 'vote_outcome':
      await db.updateTable('voting_records').set({ outcome: value }).where('id', '=', located.rowId!).execute();
      return;
    case 'vote_motion':
      await db.updateTable('voting_records').set({ motion: value }).where('id', '=', located.rowId!).execute();
      return;
    case 'councilor_vote':
      await db
        .updateTable('councilor_votes')
        .set({ vote: value })
        .where('voting_record_id', '=', located.rowId!)
        .where('councilor', '=', target.councilor!)
        .execute();
      await refreshRollCallTallies(db, { votingRecordId: located.rowId! });
      return;
  }
}
