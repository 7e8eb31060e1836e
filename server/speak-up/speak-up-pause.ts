/**
 * The clerk's pause on speak-up (issue 51, decision 170). While paused, a resident's message to the council is
 * held: its receipt keeps the exact job that will send it, written in the same transaction as the receipt, so
 * nothing is lost and nothing goes out. Pausing also holds council messages still waiting in the job queue, and
 * one a worker had already claimed is held when it reaches its send (decision 205).
 * Resuming queues every held message in one transaction with the same job key it would have had, so each is sent
 * once (a second resume, or a crash and retry, finds them released or the key taken). A held message the clerk
 * withheld as spam (decision 170, "Withholding"; speak-up-withhold.ts) is never queued: its council message stays
 * on the receipt.
 */
import type { Kysely } from 'kysely';
import type { SpeakUpPauseResult } from '#contract/speak-up-admin.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { EMAIL_JOB } from '../delivery/delivery-jobs.ts';
import type { EmailMessage } from '../delivery/mailer.ts';
import { stableMessageId } from '../delivery/mailer.ts';
import { enqueueJob } from '../jobs/job-queue.ts';

/** A council message's job, as a held receipt keeps it. */
export interface CouncilJob {
  key: string;
  payload: EmailMessage;
}

/**
 * When sending is paused (null when not), read inside the send's transaction. On PostgreSQL the row is locked for
 * share, so a pause waits for a send in flight to commit and then finds its job in the queue.
 */
export async function pausedSince(trx: Kysely<Database>): Promise<string | null> {
  const row = await trx
    .selectFrom('speak_up_pause')
    .select('paused_at')
    .where('id', '=', 1)
    .$if(dialectOf(trx) === 'postgres', (qb) => qb.forShare())
    .executeTakeFirst();
  return row?.paused_at ?? null;
}

/** Messages held and neither released nor withheld: what a resume would queue. */
export async function heldCount(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom('speak_up_receipts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('held_at', 'is not', null)
    .where('released_at', 'is', null)
    .where('withheld_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves one council message's job onto its receipt (held, not released): false when no receipt has its
 * Message-ID (not ours to hold; every speak-up job has one, they are written together).
 */
async function holdCouncilJob(trx: Kysely<Database>, job: CouncilJob, iso: string): Promise<boolean> {
  const held = await trx
    .updateTable('speak_up_receipts')
    .set({ held_at: iso, council_message: JSON.stringify(job), released_at: null })
    .where('message_id', '=', stableMessageId(job.key))
    .executeTakeFirst();
  return Number(held.numUpdatedRows) > 0;
}

/** Holds the council messages still waiting in the queue: their jobs move onto their receipts. */
async function holdQueued(trx: Kysely<Database>, iso: string): Promise<void> {
  const jobs = await trx
    .selectFrom('jobs')
    .select(['id', 'payload', 'idempotency_key'])
    .where('kind', '=', EMAIL_JOB.name)
    .where('status', '=', 'queued')
    .where('idempotency_key', 'like', 'speak-up:%:council')
    .execute();
  for (const job of jobs) {
    const councilJob = { key: job.idempotency_key!, payload: JSON.parse(job.payload) as EmailMessage };
    if (await holdCouncilJob(trx, councilJob, iso)) await trx.deleteFrom('jobs').where('id', '=', job.id).execute();
  }
}

/**
 * The pause checked at send time (decision 205): a council message a worker claimed before the pause (running, so
 * not among the queued ones the pause moved) is held here, just before SMTP, if the pause is on by then. Its job row
 * is deleted in the same transaction, so the resume can queue it again under the same key. On PostgreSQL the pause
 * row is read for share: a pause committing meanwhile waits, and then this message has either been held or handed
 * to SMTP; once handed over it is sent (the pause cannot call back an SMTP exchange already begun).
 */
export function holdAtSendTime(db: Kysely<Database>, now: () => Date) {
  return async (payload: EmailMessage, job: { id: number; key: string }): Promise<boolean> => {
    if (!/^speak-up:[^:]+:council$/.test(job.key)) return false;
    return db.transaction().execute(async (trx) => {
      if ((await pausedSince(trx)) === null) return false;
      if (!(await holdCouncilJob(trx, { key: job.key, payload }, now().toISOString()))) return false;
      await trx.deleteFrom('jobs').where('id', '=', job.id).execute();
      return true;
    });
  };
}

/**
 * Queues one held receipt's council message, marking it released first under the conditions that make it still
 * held: false when it was not (already released, or withheld meanwhile: a withhold that committed first wins).
 */
export async function releaseHeld(trx: Kysely<Database>, receipt: { id: number; council_message: string | null }, now: Date): Promise<boolean> {
  const marked = await trx
    .updateTable('speak_up_receipts')
    .set({ released_at: now.toISOString() })
    .where('id', '=', receipt.id)
    .where('held_at', 'is not', null)
    .where('released_at', 'is', null)
    .where('withheld_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  const job = JSON.parse(receipt.council_message!) as CouncilJob;
  await enqueueJob(trx, { kind: EMAIL_JOB, payload: job.payload, idempotencyKey: job.key }, now);
  return true;
}

/** Pauses sending to the council (idempotent: an earlier pause keeps its time). */
export async function pauseSpeakUp(db: Kysely<Database>, userId: number, now: Date): Promise<SpeakUpPauseResult> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('speak_up_pause').set({ paused_at: iso, paused_by: userId }).where('id', '=', 1).where('paused_at', 'is', null).execute();
    await holdQueued(trx, iso);
    return { paused_at: await pausedSince(trx), held: await heldCount(trx), released: 0 };
  });
}

/** Resumes sending: every held message not withheld is queued once, in the transaction that lifts the pause. */
export async function resumeSpeakUp(db: Kysely<Database>, now: Date): Promise<SpeakUpPauseResult> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('speak_up_pause').set({ paused_at: null, paused_by: null }).where('id', '=', 1).execute();
    const held = await trx
      .selectFrom('speak_up_receipts')
      .select(['id', 'council_message'])
      .where('held_at', 'is not', null)
      .where('released_at', 'is', null)
      .where('withheld_at', 'is', null)
      .orderBy('id')
      .execute();
    let released = 0;
    for (const receipt of held) if (await releaseHeld(trx, receipt, now)) released++;
    return { paused_at: null, held: 0, released };
  });
}
