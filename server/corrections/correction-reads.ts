/**
 * Reading corrections: the public log, and the corrections that apply to a meeting's page or to rows of a
 * councilor's votes (shown as "Corrected on ...: was ..." next to the value). The values themselves are already
 * corrected in the stored record (apply-corrections.ts); these reads only say what changed.
 */
import type { Kysely } from 'kysely';
import type {
  AppliedCorrection,
  CorrectionField,
  CorrectionsLogResponse,
  RecordCorrection,
} from '#contract/corrections.ts';
import type { Database } from '../db/schema.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

const CORRECTION_COLUMNS = [
  'record_corrections.id',
  'record_corrections.meeting_id',
  'record_corrections.target',
  'record_corrections.field',
  'record_corrections.item_number',
  'record_corrections.vote_position',
  'record_corrections.councilor',
  'record_corrections.old_value',
  'record_corrections.new_value',
  'record_corrections.note',
  'record_corrections.created_at',
] as const;

interface CorrectionRow {
  id: number;
  meeting_id: number | null;
  meeting_title: string | null;
  meeting_date: string | null;
  target: string;
  field: string;
  item_number: string | null;
  vote_position: number | null;
  councilor: string | null;
  old_value: string | null;
  new_value: string;
  note: string;
  created_at: string;
}

export function presentCorrection(row: CorrectionRow): RecordCorrection {
  return {
    id: row.id,
    meeting_id: row.meeting_id,
    meeting_title: row.meeting_title,
    meeting_date: row.meeting_date,
    target: row.target as RecordCorrection['target'],
    field: row.field as CorrectionField,
    item_number: row.item_number,
    vote_position: row.vote_position,
    councilor: row.councilor,
    old_value: row.old_value,
    new_value: row.new_value,
    note: row.note,
    corrected_at: row.created_at,
  };
}

/** Corrections with their meeting's title and date, for the log and the admin queue. */
export function correctionsWithMeeting(db: Kysely<Database>) {
  return db
    .selectFrom('record_corrections')
    .leftJoin(meetingsIncludingDemo(db), 'meetings.id', 'record_corrections.meeting_id')
    .select(CORRECTION_COLUMNS)
    .select(['meetings.title as meeting_title', 'meetings.meeting_date']);
}

/** The public corrections log, newest first. */
export async function listCorrectionsLog(
  db: Kysely<Database>,
  page: { limit: number; skip: number },
): Promise<CorrectionsLogResponse> {
  const [rows, total] = await Promise.all([
    correctionsWithMeeting(db)
      .orderBy('record_corrections.created_at', 'desc')
      .orderBy('record_corrections.id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    db.selectFrom('record_corrections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { items: rows.map(presentCorrection), total: Number(total?.n ?? 0) };
}

/** The corrections that took hold on a meeting's record as it stands, oldest first. */
export async function appliedCorrectionsForMeeting(db: Kysely<Database>, meetingId: number): Promise<AppliedCorrection[]> {
  const rows = await db
    .selectFrom('record_corrections')
    .leftJoin('voting_records', (join) =>
      join
        .onRef('voting_records.meeting_id', '=', 'record_corrections.meeting_id')
        .onRef('voting_records.position', '=', 'record_corrections.resolved_position'),
    )
    .select(['record_corrections.id', 'record_corrections.field', 'record_corrections.item_number', 'record_corrections.councilor'])
    .select(['record_corrections.old_value', 'record_corrections.new_value', 'record_corrections.note', 'record_corrections.created_at'])
    .select('voting_records.id as voting_record_id')
    .where('record_corrections.meeting_id', '=', meetingId)
    .where('record_corrections.applied', '=', 1)
    .orderBy('record_corrections.created_at')
    .orderBy('record_corrections.id')
    .execute();
  if (rows.length === 0) return [];
  const numbers = [...new Set(rows.filter((r) => r.field === 'item_vote_result' && r.item_number).map((r) => r.item_number!))];
  const items = numbers.length
    ? await db
        .selectFrom('agenda_items')
        .select(['id', 'item_number'])
        .where('meeting_id', '=', meetingId)
        .where('item_number', 'in', numbers)
        .orderBy('position', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  // Listed last-to-first, so the first item with a number is the one left in the map.
  const itemIds = new Map(items.map((i) => [i.item_number, i.id]));
  return rows.map((r) => ({
    id: r.id,
    field: r.field as CorrectionField,
    agenda_item_id: r.field === 'item_vote_result' && r.item_number ? (itemIds.get(r.item_number) ?? null) : null,
    voting_record_id: r.field === 'summary' || r.field === 'item_vote_result' ? null : (r.voting_record_id ?? null),
    councilor: r.councilor,
    old_value: r.old_value,
    new_value: r.new_value,
    note: r.note,
    corrected_at: r.created_at,
  }));
}

/** The vote corrections (outcome, motion, each councilor's vote) that took hold on these votes, by vote id. */
export async function appliedCorrectionsForVotes(
  db: Kysely<Database>,
  votingRecordIds: number[],
): Promise<Map<number, AppliedCorrection[]>> {
  const byVote = new Map<number, AppliedCorrection[]>();
  if (votingRecordIds.length === 0) return byVote;
  const rows = await db
    .selectFrom('record_corrections')
    .innerJoin('voting_records', (join) =>
      join
        .onRef('voting_records.meeting_id', '=', 'record_corrections.meeting_id')
        .onRef('voting_records.position', '=', 'record_corrections.resolved_position'),
    )
    .select(['record_corrections.id', 'record_corrections.field', 'record_corrections.councilor'])
    .select(['record_corrections.old_value', 'record_corrections.new_value', 'record_corrections.note', 'record_corrections.created_at'])
    .select('voting_records.id as voting_record_id')
    .where('voting_records.id', 'in', votingRecordIds)
    .where('record_corrections.applied', '=', 1)
    .where('record_corrections.target', '=', 'vote')
    .orderBy('record_corrections.created_at')
    .orderBy('record_corrections.id')
    .execute();
  for (const r of rows) {
    const list = byVote.get(r.voting_record_id) ?? [];
    list.push({
      id: r.id,
      field: r.field as CorrectionField,
      agenda_item_id: null,
      voting_record_id: r.voting_record_id,
      councilor: r.councilor,
      old_value: r.old_value,
      new_value: r.new_value,
      note: r.note,
      corrected_at: r.created_at,
    });
    byVote.set(r.voting_record_id, list);
  }
  return byVote;
}
