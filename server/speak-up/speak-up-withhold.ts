/**
 * The clerk withholds a held speak-up message as spam, or undoes it (issues 49, 51; decisions 170 and 205). Each
 * step is logged (`speak_up_withhold_log`, migration 087) and tells the resident plainly by e-mail, queued in the
 * step's own transaction under a key of that step, so each step's notice goes exactly once. A withhold says why, that
 * the message was not sent, and how to reach the clerk (the city's Council Secretary, also its Reply-To). Undoing it
 * puts the message back as it was: held while the pause lasts, else queued at once; a resident whose withheld notice
 * had not yet left is told nothing (the notice is taken back), one who was told hears that it is sent after all.
 */
import type { Kysely, Selectable } from 'kysely';
import type { HowToBeHeard } from '#contract/hearing-rules.ts';
import type { Database, SpeakUpReceiptsTable } from '../db/schema.ts';
import { EMAIL_JOB } from '../delivery/delivery-jobs.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { t } from '../i18n.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { pausedSince, releaseHeld } from './speak-up-pause.ts';

/** What the notices need of the city: its time zone, and the clerk a resident can write to. */
export interface WithholdCity {
  timeZone: string;
  clerk: HowToBeHeard['secretary'];
}

/** Why a step could not be taken: unknown receipt (404), or not in the state it needs (409). */
export type StepRefusal = { error: 'unknown' | 'not-held' | 'not-withheld' };
export type WithholdOutcome = { withheld_at: string } | StepRefusal;
export type RestoreOutcome = { delivery: 'held' | 'released' } | StepRefusal;

type Receipt = Selectable<SpeakUpReceiptsTable> & { email: string };

async function receiptWithEmail(trx: Kysely<Database>, receiptId: number): Promise<Receipt> {
  return trx
    .selectFrom('speak_up_receipts')
    .innerJoin('users', 'users.id', 'speak_up_receipts.user_id')
    .selectAll('speak_up_receipts')
    .select('users.email')
    .where('speak_up_receipts.id', '=', receiptId)
    .executeTakeFirstOrThrow();
}

async function refusal(db: Kysely<Database>, receiptId: number, state: 'not-held' | 'not-withheld'): Promise<StepRefusal> {
  const exists = await db.selectFrom('speak_up_receipts').select('id').where('id', '=', receiptId).executeTakeFirst();
  return { error: exists ? state : 'unknown' };
}

/** The words every notice shares: the item, the message and when it was written, in the resident's language. */
function about(receipt: Receipt, city: WithholdCity) {
  const lng = receipt.language;
  const date = new Intl.DateTimeFormat(lng === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: city.timeZone }).format(
    new Date(receipt.sent_at),
  );
  return { number: receipt.item_number, title: receipt.item_title, subject: receipt.subject, date };
}

function withheldNotice(receipt: Receipt, city: WithholdCity): EmailMessage {
  const lng = receipt.language;
  const { clerk } = city;
  const contact = { name: clerk.name, title: clerk.title, email: clerk.email, phone: clerk.phone };
  const text = [
    t('speakUp.withheldNotice', about(receipt, city), lng),
    t(clerk.phone ? 'speakUp.withheldContactPhone' : 'speakUp.withheldContact', contact, lng),
  ].join('\n\n');
  const subject = t('speakUp.withheldNoticeSubject', { number: receipt.item_number }, lng);
  return { to: receipt.email, subject, text, replyTo: { name: clerk.name, address: clerk.email }, language: lng };
}

function restoredNotice(receipt: Receipt, city: WithholdCity, released: boolean): EmailMessage {
  const lng = receipt.language;
  const lines = [t(released ? 'speakUp.restoredNoticeSent' : 'speakUp.restoredNoticeHeld', about(receipt, city), lng)];
  if (receipt.counted === 1) lines.push(t('speakUp.restoredNoticeCounted', {}, lng));
  const subject = t('speakUp.restoredNoticeSubject', { number: receipt.item_number }, lng);
  return { to: receipt.email, subject, text: lines.join('\n\n'), language: lng };
}

/** Logs one step and queues its notice (when there is one) under a key of that step: one e-mail per step. */
async function logStep(trx: Kysely<Database>, step: { receiptId: number; action: 'withhold' | 'restore'; userId: number; now: Date }, notice: EmailMessage | null) {
  const { id } = await trx
    .insertInto('speak_up_withhold_log')
    .values({ receipt_id: step.receiptId, action: step.action, user_id: step.userId, at: step.now.toISOString(), notice_key: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!notice) return;
  const key = `speak-up-${step.action}:${step.receiptId}:${id}`;
  await enqueueJob(trx, { kind: EMAIL_JOB, payload: notice, idempotencyKey: key }, step.now);
  await trx.updateTable('speak_up_withhold_log').set({ notice_key: key }).where('id', '=', id).execute();
}

/**
 * Withholds one held message (the clerk judged it spam): it stays on its receipt and is never queued, and the
 * resident is told in the same transaction. Only a message still held can be withheld; one already released is on
 * its way and cannot be called back.
 */
export async function withholdHeld(db: Kysely<Database>, city: WithholdCity, step: { receiptId: number; userId: number; now: Date }): Promise<WithholdOutcome> {
  const iso = step.now.toISOString();
  const done = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('speak_up_receipts')
      .set({ withheld_at: iso, withheld_by: step.userId })
      .where('id', '=', step.receiptId)
      .where('held_at', 'is not', null)
      .where('released_at', 'is', null)
      .where('withheld_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const receipt = await receiptWithEmail(trx, step.receiptId);
    await logStep(trx, { ...step, action: 'withhold' }, withheldNotice(receipt, city));
    return true;
  });
  return done ? { withheld_at: iso } : refusal(db, step.receiptId, 'not-held');
}

/** Takes back the last withhold's notice if it has not left yet: true when the resident was never told. */
async function takeBackNotice(trx: Kysely<Database>, receiptId: number): Promise<boolean> {
  const last = await trx
    .selectFrom('speak_up_withhold_log')
    .select('notice_key')
    .where('receipt_id', '=', receiptId)
    .where('action', '=', 'withhold')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!last?.notice_key) return false;
  const gone = await trx.deleteFrom('jobs').where('idempotency_key', '=', last.notice_key).where('status', '=', 'queued').executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/**
 * Undoes a withhold: the message is held again, and queued at once (released) when sending is not paused, in the
 * same transaction. It counts again as it did before.
 */
export async function restoreWithheld(db: Kysely<Database>, city: WithholdCity, step: { receiptId: number; userId: number; now: Date }): Promise<RestoreOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('speak_up_receipts')
      .set({ withheld_at: null, withheld_by: null })
      .where('id', '=', step.receiptId)
      .where('withheld_at', 'is not', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const receipt = await receiptWithEmail(trx, step.receiptId);
    // Read in this transaction (for share on PostgreSQL): a pause and this step do not pass each other.
    const released = (await pausedSince(trx)) === null && (await releaseHeld(trx, receipt, step.now));
    const untold = await takeBackNotice(trx, step.receiptId);
    await logStep(trx, { ...step, action: 'restore' }, untold ? null : restoredNotice(receipt, city, released));
    return { delivery: released ? ('released' as const) : ('held' as const) };
  });
  return outcome ?? refusal(db, step.receiptId, 'not-withheld');
}
