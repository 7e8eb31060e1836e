/**
 * Re-applies a meeting's corrections to its stored record. `saveMeeting` calls it inside its transaction after
 * every write, so re-ingesting (or re-parsing) the same minutes never shows the uncorrected value, not even for a
 * moment; accepting a report calls it too. Corrections apply oldest first, so the latest one of a field wins.
 */
import type { Kysely } from 'kysely';
import type { CorrectionField } from '#contract/corrections.ts';
import type { Database } from '../db/schema.ts';
import { updateMeetingSummaryText } from '../db/search.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';
import { listingFlag } from '../meetings/meeting-listing-rule.ts';
import { loadRecordShape, locateTarget, writeTarget } from './record-targets.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/** How many corrections found their target, and how many did not (the record no longer has it). */
export interface ApplyResult {
  applied: number;
  missing: number;
}

export async function applyRecordCorrections(db: Kysely<Database>, meetingId: number, meetingKey: string): Promise<ApplyResult> {
  const corrections = await db
    .selectFrom('record_corrections')
    .select(['id', 'field', 'item_number', 'vote_position', 'councilor', 'new_value'])
    .where('meeting_key', '=', meetingKey)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (corrections.length === 0) return { applied: 0, missing: 0 };

  const shape = await loadRecordShape(db, meetingId);
  const result: ApplyResult = { applied: 0, missing: 0 };
  let summary: string | null = null;
  for (const correction of corrections) {
    const target = { ...correction, field: correction.field as CorrectionField };
    const located = await locateTarget(db, meetingId, shape, target);
    if (located) {
      await writeTarget(db, meetingId, target, located, correction.new_value);
      if (target.field === 'summary') summary = correction.new_value;
      result.applied++;
    } else {
      result.missing++;
    }
    await db
      .updateTable('record_corrections')
      .set({ meeting_id: meetingId, applied: located ? 1 : 0, resolved_position: located?.position ?? null })
      .where('id', '=', correction.id)
      .execute();
  }
  if (summary !== null) await afterSummaryChange(db, meetingId, summary, shape.votes.length);
  return result;
}

/** A corrected summary is searched, and decides (with the rest) whether the meeting is listed. */
async function afterSummaryChange(db: Kysely<Database>, meetingId: number, summary: string, votes: number): Promise<void> {
  await updateMeetingSummaryText(db, meetingId, summary);
  const row = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(['detailed_summary', 'keywords', 'topics'])
    .where('id', '=', meetingId)
    .executeTakeFirstOrThrow();
  const isListed = listingFlag({
    summary,
    detailed_summary: row.detailed_summary,
    keywords: parseJsonList(row.keywords),
    topics: parseJsonList(row.topics),
    votingRecordCount: votes,
  });
  await db.updateTable('meetings').set({ is_listed: isListed }).where('id', '=', meetingId).execute();
}
