/** The stored proof of a resident's message to the council (issue 32), as the contract shows it. */
import { SPEAK_UP_RECEIPTS_SHOWN, type SpeakUpCounts, type SpeakUpReceipt, speakUpStanceSchema, type SpeakUpTally } from '#contract/speak-up.ts';
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
    // A withheld message is left out of the count (it never reached the council), so the receipt does not say it counts.
    counted: row.counted === 1 && row.withheld_at === null,
    held: row.held_at !== null && row.released_at === null && row.withheld_at === null,
    withheld: row.withheld_at !== null,
  };
}

/** The user's newest receipts, for the dashboard. */
export async function latestReceipts(db: AppDatabase, userId: number, limit = SPEAK_UP_RECEIPTS_SHOWN): Promise<SpeakUpReceipt[]> {
  const rows = await db.selectFrom('speak_up_receipts').selectAll().where('user_id', '=', userId).orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(receiptOf);
}

/**
 * The counted receipts, newest first, narrowed by the caller (one meeting, or the whole public record). A message
 * the clerk withheld as spam never reached the council, so it is not counted.
 */
function countedReceipts(db: AppDatabase) {
  return db
    .selectFrom('speak_up_receipts')
    .select(['meeting_id', 'item_key', 'user_id', 'stance'])
    .where('counted', '=', 1)
    .where('withheld_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Tallies by `meeting:item_key`: each resident once per item, as their newest counted message leaned. A resident
 * who withdrew has no counted receipt left about the item, so they are simply not here.
 */
function tallies(rows: { meeting_id: number; item_key: string; user_id: number; stance: string }[]): Map<string, SpeakUpTally> {
  const seen = new Set<string>();
  const byItem = new Map<string, SpeakUpTally>();
  for (const row of rows) {
    const key = `${row.meeting_id}:${row.item_key}`;
    if (seen.has(`${key}:${row.user_id}`)) continue;
    seen.add(`${key}:${row.user_id}`);
    const tally = byItem.get(key) ?? { residents: 0, support: 0, oppose: 0, question: 0 };
    tally.residents++;
    tally[speakUpStanceSchema.parse(row.stance)]++;
    byItem.set(key, tally);
  }
  return byItem;
}

/**
 * How many residents wrote about each item of a meeting and how they leaned, counting only those who agreed to be
 * counted, each once. Matched by the item's key, so the count survives the minutes replacing the items.
 */
export async function residentsWhoWrote(db: AppDatabase, meetingId: number): Promise<SpeakUpCounts['items']> {
  const byKey = tallies(await countedReceipts(db).where('meeting_id', '=', meetingId).execute());
  if (byKey.size === 0) return [];
  const items = await db.selectFrom('agenda_items').select(['id', 'item_number', 'title', 'file_number']).where('meeting_id', '=', meetingId).orderBy('id').execute();
  return items.flatMap((item) => {
    const tally = byKey.get(`${meetingId}:${itemKey(item)}`);
    return tally ? [{ agenda_item_id: item.id, ...tally }] : [];
  });
}

/** A matter's tally at each meeting it came up at, by meeting id (the followed item's feed). */
export async function talliesOfFile(db: AppDatabase, fileNumber: string): Promise<Map<number, SpeakUpTally>> {
  const key = `file:${fileNumber}`;
  const byItem = tallies(await countedReceipts(db).where('item_key', '=', key).execute());
  return new Map([...byItem].map(([k, tally]) => [Number(k.slice(0, k.indexOf(':'))), tally]));
}

/** Every item's tally across the record, keyed by `meeting:item_key` (the bulk export). */
export async function allTallies(db: AppDatabase): Promise<Map<string, SpeakUpTally>> {
  return tallies(await countedReceipts(db).execute());
}

/**
 * Takes the resident out of the count of an item (every message they sent about it): their messages stay sent
 * and their receipts kept. Returns how many receipts changed.
 */
export async function withdrawFromCount(db: AppDatabase, userId: number, meetingId: number, key: string): Promise<number> {
  const result = await db
    .updateTable('speak_up_receipts')
    .set({ counted: 0 })
    .where('user_id', '=', userId)
    .where('meeting_id', '=', meetingId)
    .where('item_key', '=', key)
    .where('counted', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
