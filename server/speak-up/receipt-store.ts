/** The stored proof of a resident's message to the council (issue 32), as the contract shows it. */
import { SPEAK_UP_RECEIPTS_SHOWN, type SpeakUpReceipt, speakUpStanceSchema } from '../../contract/speak-up.ts';
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
