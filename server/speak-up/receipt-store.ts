/** The stored proof of a resident's message to the council (issue 32), as the contract shows it. */
import { SPEAK_UP_RECEIPTS_SHOWN, type SpeakUpCounts, type SpeakUpReceipt, speakUpStanceSchema } from '#contract/speak-up.ts';
import { itemKey } from '../alerts/agenda-alerts/agenda-matching.ts';
import type { AppDatabase } from '../db/database.ts';
import type { SpeakUpReceiptsTable } from '../db/schema.ts';
import type { Selectable } from 'kysely';
import { parseJsonList } from '../meetings/meeting-presenter.ts';

export function receiptOf(row: Selectable<SpeakUpReceiptsTable>): SpeakUpReceipt {
  return {
    id: row.id,
    meeting_id: row.meeting_id,
    agenda_item_id: row.agenda_item_id,
    item_number: row.item_number,
    item_title: row.item_title,
    stance: speakUpStanceSchema.parse(row.stance),
    recipients: parseJsonList(row.recipients),
    subject: row.subject,
    body: row.body,
    message_id: row.message_id,
    sent_at: row.sent_at,
  };
}

/** The user's newest receipts, for the dashboard. */
export async function latestReceipts(db: AppDatabase, userId: number, limit = SPEAK_UP_RECEIPTS_SHOWN): Promise<SpeakUpReceipt[]> {
  const rows = await db.selectFrom('speak_up_receipts').selectAll().where('user_id', '=', userId).orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(receiptOf);
}

/**
 * How many residents wrote about each item of a meeting, counting only those who agreed to be counted, each
 * once. Matched by the item's key, so the count survives the minutes replacing the items.
 */
export async function residentsWhoWrote(db: AppDatabase, meetingId: number): Promise<SpeakUpCounts['items']> {
  const rows = await db
    .selectFrom('speak_up_receipts')
    .select(['item_key', (eb) => eb.fn.count<number>('user_id').distinct().as('residents')])
    .where('meeting_id', '=', meetingId)
    .where('counted', '=', 1)
    .groupBy('item_key')
    .execute();
  if (rows.length === 0) return [];
  const byKey = new Map(rows.map((r) => [r.item_key, Number(r.residents)]));
  const items = await db.selectFrom('agenda_items').select(['id', 'item_number', 'title', 'file_number']).where('meeting_id', '=', meetingId).orderBy('id').execute();
  return items.flatMap((item) => {
    const residents = byKey.get(itemKey(item)) ?? 0;
    return residents > 0 ? [{ agenda_item_id: item.id, residents }] : [];
  });
}
