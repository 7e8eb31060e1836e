/**
 * "What became of it" before the minutes (issue 32): a revised agenda that pulls an item, one that moves it to a
 * later meeting, or the meeting's cancellation also closes the loop. Each resident who wrote about the item gets
 * one message saying so, in the language they wrote in. Run by the record-change hook, inside the transaction that
 * writes the revised agenda or the cancellation: the news commits with the record or not at all. Marking the
 * receipts uses the key the minutes' outcome uses, so the resident is not told a second time when minutes arrive.
 */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { itemAnchor } from '#contract/meetings.ts';
import { itemKey } from '../meetings/item-key.ts';
import { baseUrl, languageParam } from '../alerts/messages/alert-links.ts';
import { longMeetingTime } from '../alerts/messages/alert-time.ts';
import type { AppDatabase } from '../db/database.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { translatorFor } from '../i18n.ts';
import { publishedMeetings } from '../meetings/public-record.ts';
import type { RecordChangeHook } from '../meetings/record-changes.ts';
import { groupWriters, markAndQueue, openReceipts, outcomeMessage, type Writer } from './speak-up-outcomes.ts';

interface MeetingFacts {
  id: number;
  title: string;
  meeting_date: string;
}

/** What the record now says of an item a resident wrote about; null while it is still on its meeting's agenda. */
type Closure =
  | { kind: 'cancelled' }
  | { kind: 'removed' }
  | { kind: 'continued'; later: MeetingFacts | null };

interface OpenReceipt extends Writer {
  id: number;
  status: string;
  title: string;
  meeting_date: string;
}

async function laterMeetingOf(db: AppDatabase, fileKey: string, after: MeetingFacts): Promise<MeetingFacts | null> {
  if (!fileKey.startsWith('file:')) return null;
  const row = await db
    .selectFrom('agenda_items as i')
    .innerJoin(publishedMeetings(db, 'm'), 'm.id', 'i.meeting_id')
    .select(['m.id', 'm.title', 'm.meeting_date'])
    .where('i.file_number', '=', fileKey.slice('file:'.length))
    .where('m.id', '!=', after.id)
    .where('m.status', '=', 'scheduled')
    .where('m.meeting_date', '>', after.meeting_date)
    .where('i.vote_result', 'is', null)
    .orderBy('m.meeting_date')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Said only as the record says it: an item printed PULLED or no longer listed is removed; one the record marks
 * continued, or that is now listed on a later meeting's agenda, is continued. A meeting with no items at all
 * says nothing (a notice without its agenda is not a removal).
 */
async function closureOf(db: AppDatabase, r: OpenReceipt): Promise<Closure | null> {
  if (r.status === 'cancelled') return { kind: 'cancelled' };
  const items = await db.selectFrom('agenda_items').select(['item_number', 'title', 'file_number', 'vote_result']).where('meeting_id', '=', r.meeting_id).execute();
  if (items.length === 0) return null;
  // Without a file number the key carries the title: a reworded title under the same number is the same item.
  const item = items.find((i) => itemKey(i) === r.item_key) ?? (r.item_key.startsWith('item:') ? items.find((i) => i.item_number === r.item_number) : undefined);
  if (item && item.vote_result !== 'pulled' && item.vote_result !== 'continued') return null;
  const later = await laterMeetingOf(db, r.item_key, { id: r.meeting_id, title: r.title, meeting_date: r.meeting_date });
  if (later || item?.vote_result === 'continued') return { kind: 'continued', later };
  return { kind: 'removed' };
}

function closureEmail(city: CityConfig, r: OpenReceipt & { language: Language }, closure: Closure, publicUrl: string): EmailMessage {
  const tr = translatorFor(r.language);
  const link = (meetingId: number, anchor = '') => `${baseUrl(publicUrl)}/meetings/${meetingId}${languageParam(r.language, '?')}${anchor}`;
  const facts = { number: r.item_number, title: r.item_title, meeting: r.title, when: longMeetingTime(city, r.meeting_date, r.language) };
  const lines = [tr(`speakUp.closure.${closure.kind}`, facts)];
  if (closure.kind === 'continued' && closure.later) {
    lines.push(tr('speakUp.closure.laterMeeting', { meeting: closure.later.title, when: longMeetingTime(city, closure.later.meeting_date, r.language), url: link(closure.later.id) }));
  }
  lines.push(tr('speakUp.closure.meetingPage', { url: link(r.meeting_id, closure.kind === 'cancelled' ? '' : `#${itemAnchor(r.item_number)}`) }));
  return outcomeMessage(r, lines);
}

/**
 * Queues the news for every resident whose item a revised agenda pulled or moved, or whose meeting was cancelled,
 * and who was not told what became of it yet; `db` is the writer's transaction, `city` the one the app serves
 * (its clock tells the meeting times). Returns how many were queued.
 */
export async function closeSpeakUpLoops(db: AppDatabase, city: CityConfig, now: Date, publicUrl: string): Promise<number> {
  const rows = await openReceipts(db).select(['m.status', 'm.title', 'm.meeting_date']).where('m.status', 'in', ['scheduled', 'cancelled']).execute();
  let queued = 0;
  for (const { key, writer, ids } of groupWriters(rows)) {
    const closure = await closureOf(db, writer);
    if (closure && (await markAndQueue(db, { key, ids, message: closureEmail(city, writer, closure, publicUrl) }, now))) queued++;
  }
  return queued;
}

/**
 * Speak-up's hook on every change to the record, in the transaction that writes it, whichever process writes it
 * (speak-up/plugin.ts in an app; server/record-followers.ts otherwise): a revised agenda or a cancellation tells the
 * residents who wrote about its items; the minutes' outcome waits for the scan, which reads the roll calls.
 */
export function speakUpOnRecordChange(city: CityConfig, publicUrl: string): RecordChangeHook {
  return async (trx, now) => {
    await closeSpeakUpLoops(trx, city, now, publicUrl);
  };
}
