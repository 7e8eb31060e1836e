/**
 * A document that would empty the record is held, not read in (issue 50). A re-posted agenda whose items cannot be
 * read (a scan, a new layout, a cover page alone) read as "no items" and replaced a published agenda of 13; its
 * meeting stayed scheduled, and residents told of the items heard nothing more. Now an agenda or minutes that reads
 * as no items, or as far fewer than the meeting holds, leaves the meeting as it was; the document is kept in
 * `held_documents` with the reason (the clerk sees it on /status and in the pass's report), and the same bytes are
 * not read again. A cancellation notice is no agenda of items and is never held.
 */
import type { AppDatabase } from '../../db/database.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

/** Fewer than this share of the items on record is "far fewer" (a meeting of 4 items or more). */
const FAR_FEWER = 0.5;
const FEW_ITEMS_ON_RECORD = 4;

/**
 * Why a document reading as `read` items may not replace a record of `onRecord`; null when it may. "Far fewer" is
 * judged only for a document of the same sitting (same date, time and body): a file name reused for another
 * meeting's document is another matter, handled as before.
 */
export function holdReason(kind: 'agenda' | 'minutes', read: number, onRecord: number, sameSitting: boolean): string | null {
  if (onRecord === 0) return null;
  if (read === 0) return `the ${kind} reads as no items, and the meeting holds ${onRecord}: held, the meeting is unchanged`;
  if (sameSitting && onRecord >= FEW_ITEMS_ON_RECORD && read < onRecord * FAR_FEWER) {
    return `the ${kind} reads as ${read} item${read === 1 ? '' : 's'}, and the meeting holds ${onRecord}: held, the meeting is unchanged`;
  }
  return null;
}

/** How many agenda items the meeting's record holds now. */
export async function itemsOnRecord(db: AppDatabase, meetingId: number): Promise<number> {
  const row = await db.selectFrom('agenda_items').select((eb) => eb.fn.countAll<number>().as('n')).where('meeting_id', '=', meetingId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The hold of these bytes, if they were held before (then they are not read again). */
export function heldDocument(db: AppDatabase, checksum: string) {
  return db.selectFrom('held_documents').select(['meeting_id', 'reason']).where('checksum', '=', checksum).executeTakeFirst();
}

export async function holdDocument(
  db: AppDatabase,
  held: { checksum: string; meetingId: number; fileName: string; cityUrl: string | null; reason: string; now: Date },
): Promise<void> {
  await db
    .insertInto('held_documents')
    .values({ checksum: held.checksum, meeting_id: held.meetingId, file_name: held.fileName, city_url: held.cityUrl, reason: held.reason, held_at: held.now.toISOString() })
    .onConflict((oc) => oc.column('checksum').doNothing())
    .execute();
}

/**
 * Documents held for meetings that have read nothing since: what the clerk should look at (a newer good document
 * of the meeting settles it). Newest first.
 */
export async function documentsHeld(db: AppDatabase, limit = 20) {
  return db
    .selectFrom('held_documents as h')
    .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'h.meeting_id')
    .select(['h.meeting_id', 'h.file_name', 'h.city_url', 'h.reason', 'h.held_at'])
    .where((eb) => eb('m.updated_at', '<=', eb.ref('h.held_at')))
    .orderBy('h.held_at', 'desc')
    .limit(limit)
    .execute();
}
