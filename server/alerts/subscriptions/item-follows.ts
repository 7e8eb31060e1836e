/**
 * Following a matter: one row per subscription and file number. A follow hangs on a subscription (the address
 * alerts go to); someone not yet subscribed gets a subscription that asks for nothing else (no topics, no
 * reminders), so following an item never signs anyone up for more than they asked.
 */
import type { Transaction } from 'kysely';
import type { CityContext } from '#city/context.ts';
import type { Language } from '#contract/languages.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { catchUpAgendas } from '../agenda-alerts/agenda-catch-up.ts';
import { findLiveByEmail, insertSubscription, type SubscriptionRow } from './subscription-store.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

type Db = AppDatabase | Transaction<Database>;

/** The title of a matter as last printed on an agenda; undefined when no item has this file number. */
export async function matterTitle(db: Db, fileNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('agenda_items as i')
    .innerJoin(meetingsIncludingDemo(db, 'm'), 'm.id', 'i.meeting_id')
    .select('i.title')
    .where('i.file_number', '=', fileNumber)
    .orderBy('m.meeting_date', 'desc')
    .executeTakeFirst();
  return row?.title;
}

/** The live subscription of `email`, made (unconfirmed unless `confirmed`) when there is none. */
export async function subscriptionForFollower(
  db: AppDatabase,
  follower: { email: string; full_name: string; user_id: number | null; confirmed: boolean; language: Language },
  now: Date,
): Promise<SubscriptionRow> {
  const existing = await findLiveByEmail(db, follower.email);
  if (existing) return existing;
  return insertSubscription(
    db,
    {
      full_name: follower.full_name,
      phone_number: null,
      zip_code: null,
      interested_topics: [],
      meeting_types: [],
      sms_notifications: false,
      email_notifications: true,
      advance_notice_hours: 24,
      email: follower.email,
      user_id: follower.user_id,
      confirmed: follower.confirmed,
      language: follower.language,
    },
    now,
  );
}

/** Adds the follow (a no-op when it exists); returns its row. `confirmed` makes it live at once. */
export async function addFollow(
  db: Db,
  follow: { subscription_id: number; file_number: string; title: string; confirmed: boolean },
  now: Date,
) {
  const iso = now.toISOString();
  await db
    .insertInto('item_follows')
    .values({ subscription_id: follow.subscription_id, file_number: follow.file_number, title: follow.title, created_at: iso, confirmed_at: follow.confirmed ? iso : null })
    .onConflict((oc) => oc.columns(['subscription_id', 'file_number']).doNothing())
    .execute();
  if (follow.confirmed) {
    await db
      .updateTable('item_follows')
      .set({ confirmed_at: iso })
      .where('subscription_id', '=', follow.subscription_id)
      .where('file_number', '=', follow.file_number)
      .where('confirmed_at', 'is', null)
      .execute();
  }
  return db
    .selectFrom('item_follows')
    .selectAll()
    .where('subscription_id', '=', follow.subscription_id)
    .where('file_number', '=', follow.file_number)
    .executeTakeFirstOrThrow();
}

/**
 * A follow live at once (a signed-in, verified follower), and the posted agendas' items it brings, in one
 * transaction: a matter already on an agenda still to come is told now, not at the next posting (issue 37).
 * `city` is the one the app serves.
 */
export async function followNow(db: AppDatabase, city: CityContext, follow: { subscription_id: number; file_number: string; title: string }, now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await addFollow(trx, { ...follow, confirmed: true }, now);
    await catchUpAgendas(trx, city, follow.subscription_id, `follow:${row.id}`, now);
    return row;
  });
}

/**
 * Confirms a follow by its emailed link, and with it the address of its subscription (the link proved it), and
 * tells the items of posted agendas still to come that the follow brings (issue 37's late sign-ups); returns the
 * follow, or undefined when it is gone. `city` is the one the app serves.
 */
export async function confirmFollow(db: AppDatabase, city: CityContext, followId: number, now: Date) {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const follow = await trx.selectFrom('item_follows').selectAll().where('id', '=', followId).executeTakeFirst();
    if (!follow) return undefined;
    await trx.updateTable('item_follows').set({ confirmed_at: iso }).where('id', '=', followId).where('confirmed_at', 'is', null).execute();
    await trx
      .updateTable('subscriptions')
      .set({ confirmed_at: iso })
      .where('id', '=', follow.subscription_id)
      .where('confirmed_at', 'is', null)
      .where('unsubscribed_at', 'is', null)
      .execute();
    await catchUpAgendas(trx, city, follow.subscription_id, `follow:${followId}`, now);
    return follow;
  });
}

export async function removeFollow(db: Db, subscriptionId: number, fileNumber: string): Promise<boolean> {
  const result = await db.deleteFrom('item_follows').where('subscription_id', '=', subscriptionId).where('file_number', '=', fileNumber).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
