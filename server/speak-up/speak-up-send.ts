/**
 * Sends a resident's message about an agenda item from our server (issue 32). The receipt and both send jobs (to
 * the council, and the resident's copy) are written in one transaction: a receipt always has its message queued,
 * and a queued message always has its receipt. The resident is the Reply-To and is named in the text, so the
 * message carries who sent it; From stays ours, so it cannot pass for anyone else's mail. While the clerk has
 * paused sending (speak-up-pause.ts), the council's message is kept on the receipt instead of queued.
 */
import crypto from 'node:crypto';
import type { SpeakUpReceipt, SpeakUpSendInput } from '#contract/speak-up.ts';
import type { AppDatabase } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { stableMessageId } from '../delivery/mailer.ts';
import { t } from '../i18n.ts';
import { EMAIL_JOB } from '../delivery/delivery-jobs.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { receiptOf } from './receipt-store.ts';
import { recipientAddresses, type SpeakUpContext } from './speak-up-context.ts';
import { type CouncilJob, pausedSince } from './speak-up-pause.ts';

type SendInput = Required<Pick<SpeakUpSendInput, 'stance' | 'sender_name' | 'subject' | 'body' | 'language' | 'counted'>> & { district: number | null };

export async function sendSpeakUp(
  db: AppDatabase,
  user: UserRow,
  context: SpeakUpContext,
  input: SendInput,
  now: Date,
  appName: string,
): Promise<SpeakUpReceipt> {
  const lng = input.language;
  const to = recipientAddresses(context);
  const key = `speak-up:${crypto.randomUUID()}`;
  const messageId = stableMessageId(`${key}:council`);
  const signature = t('speakUp.signature', { name: input.sender_name, email: user.email, app: appName }, lng);
  const text = `${input.body}\n\n-- \n${signature}`;
  const council: EmailMessage = { to: to.join(', '), subject: input.subject, text, replyTo: { name: input.sender_name, address: user.email }, writtenByResident: true };
  const date = new Intl.DateTimeFormat(lng === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: context.facts.timeZone }).format(now);
  // The resident's copy says plainly when the clerk's pause holds the message (issue 51).
  const copy = (held: boolean): EmailMessage => ({
    to: user.email,
    subject: t('speakUp.copySubject', { subject: input.subject }, lng),
    text: `${t(held ? 'speakUp.copyHeld' : 'speakUp.copyIntro', { date, to: to.join(', ') }, lng)}\n\n${text}`,
  });
  return db.transaction().execute(async (trx) => {
    // Read in this transaction: a message is either queued or held with its job, never neither.
    const held = (await pausedSince(trx)) !== null;
    const councilJob: CouncilJob = { key: `${key}:council`, payload: council };
    const row = await trx
      .insertInto('speak_up_receipts')
      .values({
        user_id: user.id,
        meeting_id: context.meetingId,
        agenda_item_id: context.itemId,
        item_key: context.itemKey,
        item_number: context.facts.itemNumber,
        item_title: context.facts.title,
        district: input.district,
        stance: input.stance,
        recipients: JSON.stringify(to),
        subject: input.subject,
        body: input.body,
        message_id: messageId,
        language: lng,
        counted: input.counted ? 1 : 0,
        sent_at: now.toISOString(),
        held_at: held ? now.toISOString() : null,
        council_message: held ? JSON.stringify(councilJob) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!held) await enqueueJob(trx, { kind: EMAIL_JOB, payload: councilJob.payload, idempotencyKey: councilJob.key }, now);
    await enqueueJob(trx, { kind: EMAIL_JOB, payload: copy(held), idempotencyKey: `${key}:copy` }, now);
    return receiptOf(row);
  });
}
