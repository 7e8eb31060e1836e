/**
 * Items residents were told of that a revised agenda no longer lists (issue 50): marked `removed_at` in the
 * transaction that writes the revision, so that when the minutes come, what became of such an item is told as
 * "removed from the agenda before the meeting", not "no result recorded in the minutes". An item listed again by a
 * later revision is unmarked. An agenda with no items at all marks nothing (a notice without its items is not a
 * removal; such a document is held anyway, ingest/pipeline/held-documents.ts).
 */
import type { AppDatabase } from '../../db/database.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';
import { itemKey } from './agenda-matching.ts';

export async function markRemovedToldItems(db: AppDatabase, now: Date): Promise<void> {
  const told = await db
    .selectFrom('agenda_alert_items as a')
    .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'a.meeting_id')
    .select(['a.id', 'a.meeting_id', 'a.item_key', 'a.removed_at'])
    .where('a.sent_at', 'is not', null)
    .where('m.document_type', '=', 'agenda')
    .where('m.status', '=', 'scheduled')
    .execute();
  const byMeeting = new Map<number, typeof told>();
  for (const row of told) byMeeting.set(row.meeting_id, [...(byMeeting.get(row.meeting_id) ?? []), row]);
  for (const [meetingId, rows] of byMeeting) {
    const items = await db.selectFrom('agenda_items').select(['item_number', 'title', 'file_number']).where('meeting_id', '=', meetingId).execute();
    if (items.length === 0) continue;
    const listed = new Set(items.map(itemKey));
    const removed = rows.filter((r) => !listed.has(r.item_key) && r.removed_at === null).map((r) => r.id);
    const back = rows.filter((r) => listed.has(r.item_key) && r.removed_at !== null).map((r) => r.id);
    if (removed.length > 0) await db.updateTable('agenda_alert_items').set({ removed_at: now.toISOString() }).where('id', 'in', removed).execute();
    if (back.length > 0) await db.updateTable('agenda_alert_items').set({ removed_at: null }).where('id', 'in', back).execute();
  }
}
