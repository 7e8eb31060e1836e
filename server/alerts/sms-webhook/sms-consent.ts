/**
 * A phone number's consent to SMS, as its owner gives or withdraws it outside the website: STOP and START
 * texted to the webhook, and the carrier's opt-out that the provider reports when a send is refused (Twilio
 * error 21610). Both sides act on every subscription of the number, since the owner of a number speaks for it.
 */
import type { Transaction } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { SMS_JOB } from '../../delivery/delivery-jobs.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { catchUpAgendas } from '../agenda-alerts/agenda-catch-up.ts';
import { smsOptInRequest } from '../messages/sms-text.ts';

/** The confirmation text's job key starts so: `sms-opt-in:<subscription>:<number>`. */
const OPT_IN_KEY_PREFIX = 'sms-opt-in:';

/**
 * Queues the confirmation text (double opt-in) for a subscription whose number has not said YES: the only text
 * such a number ever gets. Once per subscription and number (the job key), so saving preferences again does not
 * text a stranger twice; a new number is asked once too. The text names `city`, the one the app serves.
 */
export async function askSmsConsent(
  db: AppDatabase | Transaction<Database>,
  city: CityConfig,
  row: { id: number; phone_number: string | null; sms_notifications: number; sms_confirmed_at: string | null; language: Language },
  now: Date,
): Promise<void> {
  if (row.sms_notifications !== 1 || !row.phone_number || row.sms_confirmed_at !== null) return;
  // Never after the number said STOP (until it says START), and once per number while it has not answered:
  // its YES confirms all its subscriptions, so a second sign-up with the same number is no reason to text again
  // (issue 50: each sign-up sent another "reply YES", one of them after STOP).
  const stopped = await db.selectFrom('subscriptions').select('id').where('phone_number', '=', row.phone_number).where('sms_opted_out_at', 'is not', null).executeTakeFirst();
  if (stopped) return;
  // An ask answered (a YES after it) does not count: a sign-up after the number's YES is asked for, as before.
  const answered = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('sms_confirmed_at').as('at'))
    .where('phone_number', '=', row.phone_number)
    .executeTakeFirst();
  let asked = db.selectFrom('jobs').select('id').where('kind', '=', SMS_JOB.name).where('idempotency_key', 'like', `${OPT_IN_KEY_PREFIX}%:${row.phone_number}`);
  if (answered?.at) asked = asked.where('created_at', '>', answered.at);
  if (await asked.executeTakeFirst()) return;
  const payload = { to: row.phone_number, body: smsOptInRequest(city, row.language) };
  await enqueueJob(db, { kind: SMS_JOB, payload, idempotencyKey: `${OPT_IN_KEY_PREFIX}${row.id}:${row.phone_number}` }, now);
}

/**
 * Asks the numbers that never got the confirmation text: those that had SMS on before the double opt-in
 * (migration 030) were left unconfirmed, and so silent, without being asked (decision 066). Run at start-up:
 * one text per number, whose YES confirms all its subscriptions; a number asked before (by this or on sign-up,
 * whose job keys stay) is not asked again, so a restart or a second process texts no one twice. Returns how
 * many numbers it asked.
 */
export async function askNumbersNeverAsked(db: AppDatabase, city: CityConfig, now: Date): Promise<number> {
  const waiting = await db
    .selectFrom('subscriptions')
    .select(['id', 'phone_number', 'sms_notifications', 'sms_confirmed_at', 'language'])
    .where('sms_notifications', '=', 1)
    .where('phone_number', 'is not', null)
    .where('sms_confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    // Asked only once the subscription's email address is confirmed, as on sign-up.
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
  if (waiting.length === 0) return 0;
  const keys = await db
    .selectFrom('jobs')
    .select('idempotency_key')
    .where('kind', '=', SMS_JOB.name)
    .where('idempotency_key', 'like', `${OPT_IN_KEY_PREFIX}%`)
    .execute();
  const asked = new Set(keys.map((k) => k.idempotency_key!.split(':').slice(2).join(':')));
  let count = 0;
  for (const row of waiting) {
    if (asked.has(row.phone_number!)) continue;
    asked.add(row.phone_number!);
    await askSmsConsent(db, city, row, now);
    count += 1;
  }
  return count;
}

/**
 * Turns SMS off for `phone`. A subscription with no channel left is ended: nothing could reach its subscriber
 * any more. Both are stamped with the same instant, which is how START recognises what this ended.
 */
export async function optOutSms(db: AppDatabase, phone: string, now: Date): Promise<void> {
  const iso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ sms_notifications: 0, sms_opted_out_at: iso, updated_at: iso })
      .where('phone_number', '=', phone)
      .where('unsubscribed_at', 'is', null)
      .execute();
    await trx
      .updateTable('subscriptions')
      .set({ unsubscribed_at: iso })
      .where('phone_number', '=', phone)
      .where('unsubscribed_at', 'is', null)
      .where('email_notifications', '=', 0)
      .execute();
  });
}

/**
 * Turns SMS back on for `phone`: on its live subscriptions, and on those an opt-out ended (an SMS-only
 * subscriber who texts STOP then START expects alerts again). A subscription its subscriber ended on the
 * website stays ended, and none comes back beside a newer live one of the same email (one live per email).
 * Agendas of `city` (the app's) already posted are caught up.
 */
/** Returns how many live subscriptions the number now has SMS on for (none: the number signed up for nothing). */
export async function optInSms(db: AppDatabase, city: CityContext, phone: string, now: Date): Promise<number> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ sms_notifications: 1, sms_opted_out_at: null, updated_at: iso })
      .where('phone_number', '=', phone)
      .where('unsubscribed_at', 'is', null)
      .execute();
    // The owner's own YES (or START) from this number: the double opt-in's second step.
    await trx.updateTable('subscriptions').set({ sms_confirmed_at: iso }).where('phone_number', '=', phone).where('sms_confirmed_at', 'is', null).execute();
    const endedByOptOut = await trx
      .selectFrom('subscriptions')
      .select(['id', 'email'])
      .where('phone_number', '=', phone)
      .where('unsubscribed_at', 'is not', null)
      .whereRef('unsubscribed_at', '=', 'sms_opted_out_at')
      .orderBy('id', 'desc')
      .execute();
    for (const row of endedByOptOut) {
      if (await hasLiveSubscription(trx, row.email)) continue;
      await trx
        .updateTable('subscriptions')
        .set({ sms_notifications: 1, sms_opted_out_at: null, unsubscribed_at: null, sms_confirmed_at: iso, updated_at: iso })
        .where('id', '=', row.id)
        .execute();
    }
    // A texts-only sign-up's agendas already posted wait for this YES (agenda-catch-up.ts); told once, however often said.
    const live = await trx.selectFrom('subscriptions').select('id').where('phone_number', '=', phone).where('unsubscribed_at', 'is', null).where('confirmed_at', 'is not', null).execute();
    for (const row of live) await catchUpAgendas(trx, city, row.id, `sms:${now.getTime()}`, now);
    const on = await trx.selectFrom('subscriptions').select('id').where('phone_number', '=', phone).where('unsubscribed_at', 'is', null).where('sms_notifications', '=', 1).execute();
    return on.length;
  });
}

async function hasLiveSubscription(trx: Transaction<Database>, email: string): Promise<boolean> {
  const live = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return live !== undefined;
}
