/**
 * "What became of it" (issue 32): once an item's minutes are in, each resident who wrote about it gets one
 * message: the result the minutes record, the tally of its last roll call, how their councilor voted, and a link
 * to the roll call. Said only as the minutes say it (decision 048): no result is "no result recorded", never
 * guessed. Marking the receipts and queuing the message share one transaction and one key, so a scan repeated
 * after a crash, or by a second process, still sends one.
 */
import type { Language } from '#contract/languages.ts';
import { itemAnchor } from '#contract/meetings.ts';
import { itemKey } from '../meetings/item-key.ts';
import { baseUrl, languageParam } from '../alerts/messages/alert-links.ts';
import { lastRollCall, tallyOf } from '../alerts/meeting-alerts/told-outcomes.ts';
import type { AppDatabase } from '../db/database.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { translatorFor } from '../i18n.ts';
import { EMAIL_JOB } from '../delivery/delivery-jobs.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';
import { leanedSentence } from './leaned-sentence.ts';
import { residentsWhoWrote } from './receipt-store.ts';

export interface Writer {
  user_id: number;
  email: string;
  meeting_id: number;
  item_key: string;
  item_number: string;
  item_title: string;
  district: number | null;
  language: Language;
}

/**
 * One message per resident and item, however many times they wrote: the newest receipt's district and language
 * (rows come newest first), with the ids of all their receipts about it.
 */
export function groupWriters<R extends Writer & { id: number }>(rows: R[]): { key: string; writer: R; ids: number[] }[] {
  const writers = new Map<string, { key: string; writer: R; ids: number[] }>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.meeting_id}:${row.item_key}`;
    const entry = writers.get(key);
    if (entry) entry.ids.push(row.id);
    else writers.set(key, { key, writer: row, ids: [row.id] });
  }
  return [...writers.values()];
}

/**
 * The receipts whose resident was not told yet what became of the item, newest first, with what a message to
 * them needs; each caller narrows it to the meetings its news is about. A receipt's own meeting, whatever it is:
 * the resident wrote about it.
 */
export function openReceipts(db: AppDatabase) {
  return db
    .selectFrom('speak_up_receipts as r')
    .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'r.meeting_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.email', 'r.meeting_id', 'r.item_key', 'r.item_number', 'r.item_title', 'r.district', 'r.language'])
    .where('r.outcome_sent_at', 'is', null)
    // A message the clerk withheld never reached the council: "you wrote to the council about it" would be untrue.
    .where('r.withheld_at', 'is', null)
    .orderBy('r.sent_at', 'desc');
}

/** The one envelope every "what became of it" message shares: to the writer, in their language, about their item. */
export function outcomeMessage(w: Writer, lines: (string | null)[]): EmailMessage {
  const tr = translatorFor(w.language);
  return {
    to: w.email,
    subject: tr('speakUp.outcomeSubject', { number: w.item_number, title: w.item_title }),
    text: lines.filter((line): line is string => line !== null).join('\n\n'),
    language: w.language,
  };
}

/**
 * Marks the receipts told and queues the one message, under the one key every "what became of it" shares (the
 * minutes' outcome, or a revised agenda's or a cancellation's news): whichever comes first is the only one sent.
 * In a transaction of its own, or in the caller's (`db` already a transaction).
 */
export async function markAndQueue(db: AppDatabase, told: { key: string; ids: number[]; message: EmailMessage }, now: Date): Promise<boolean> {
  const write = async (trx: AppDatabase): Promise<boolean> => {
    await trx.updateTable('speak_up_receipts').set({ outcome_sent_at: now.toISOString() }).where('id', 'in', told.ids).where('outcome_sent_at', 'is', null).execute();
    return (await enqueueJob(trx, { kind: EMAIL_JOB, payload: told.message, idempotencyKey: `speak-up-outcome:${told.key}` }, now)) !== null;
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}

/** One resident's news about one item, worded in the language they wrote in. */
async function outcomeEmail(db: AppDatabase, w: Writer, publicUrl: string): Promise<EmailMessage> {
  const tr = translatorFor(w.language);
  const items = await db.selectFrom('agenda_items').select(['id', 'item_number', 'title', 'file_number', 'vote_result']).where('meeting_id', '=', w.meeting_id).execute();
  const item = items.find((i) => itemKey(i) === w.item_key);
  const roll = item ? await lastRollCall(db, item.id) : undefined;
  const tally = tallyOf(roll);
  const mark = roll && w.district !== null
    ? await db.selectFrom('councilor_votes').select(['councilor', 'vote']).where('voting_record_id', '=', roll.id).where('district', '=', w.district).executeTakeFirst()
    : undefined;
  const result = item?.vote_result ? tr(`alerts.outcome.${item.vote_result}`, { defaultValue: item.vote_result }) : tr('alerts.outcome.none');
  const anchor = roll ? `vote-${roll.id}` : itemAnchor(item?.item_number ?? w.item_number);
  const link = `${baseUrl(publicUrl)}/meetings/${w.meeting_id}${languageParam(w.language, '?')}#${anchor}`;
  // How the residents who agreed to be counted leaned, beside how the council voted (issue 49).
  const wrote = item ? (await residentsWhoWrote(db, w.meeting_id)).find((i) => i.agenda_item_id === item.id) : undefined;
  const leaned = wrote ? leanedSentence(wrote, w.language) : null;
  const lines = [
    tr('speakUp.outcomeIntro', { number: w.item_number, title: w.item_title }),
    tr('speakUp.outcome', { outcome: result }),
    roll ? (tally ? tr('speakUp.tally', tally) : null) : tr('speakUp.noVote'),
    leaned,
    roll && w.district !== null
      ? mark ? tr('speakUp.yourCouncilor', { name: mark.councilor, vote: tr(`feeds.votes.${mark.vote}`, { defaultValue: mark.vote }) }) : tr('speakUp.noCouncilorVote')
      : null,
    tr('speakUp.rollCall', { url: link }),
  ];
  return outcomeMessage(w, lines);
}

/** Queues the news for every resident who wrote about an item of a meeting whose minutes are now in. */
export async function scanSpeakUpOutcomes(db: AppDatabase, now: Date, publicUrl: string): Promise<number> {
  const rows = await openReceipts(db).where('m.status', '=', 'completed').where('m.document_type', '=', 'minutes').execute();
  let queued = 0;
  for (const { key, writer, ids } of groupWriters(rows)) {
    if (await markAndQueue(db, { key, ids, message: await outcomeEmail(db, writer, publicUrl) }, now)) queued++;
  }
  return queued;
}
