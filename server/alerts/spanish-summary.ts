/**
 * The Spanish summary of a stored meeting for a Spanish subscriber's minutes alert (issue 30): the same summary the
 * Spanish meeting page shows, built from the record's results, plain lines and roll calls, never translated.
 */
import type { AppDatabase } from '../db/database.ts';
import { spanishSummary } from '../plain/meeting-summary-es.ts';
import { plainLineFor } from '../plain/plain-line.ts';

export async function storedSpanishSummary(db: AppDatabase, meetingId: number): Promise<string | null> {
  const items = await db
    .selectFrom('agenda_items')
    .select(['id', 'item_number', 'title', 'vote_result'])
    .where('meeting_id', '=', meetingId)
    .orderBy('position')
    .execute();
  const records = await db
    .selectFrom('voting_records')
    .select(['agenda_item_id', 'outcome', 'ayes', 'nays'])
    .where('meeting_id', '=', meetingId)
    .orderBy('position')
    .execute();
  return spanishSummary(
    items.map((i) => ({ ...i, plain: plainLineFor(i.title) })),
    records.map((r) => ({ ...r, outcome: r.outcome as 'passed' | 'failed' })),
  );
}
