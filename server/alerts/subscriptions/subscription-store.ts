/**
 * Reading and writing subscriptions with their topics, and shaping them for the API. A subscription belongs to
 * a signed-in user when it was made while signed in with a verified email, or when its email is the account's
 * verified email: an address nobody proved grants nothing (issue 23, the subscription takeover).
 */
import type { ExpressionBuilder, Selectable, Transaction } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import type { AgendaAlertMode, SignupMeetingType } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import { type FollowedItem, NEARBY_RADII, type NearbyRadius, type Subscription } from '#contract/subscriptions.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { Database, SubscriptionsTable, UserRow } from '../../db/schema.ts';
import { askSmsConsent } from '../sms-webhook/sms-consent.ts';

export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Preferences as stored (phone already E.164, topics as ids). */
export interface SubscriptionValues {
  full_name: string;
  phone_number: string | null;
  zip_code: string | null;
  interested_topics: number[];
  meeting_types: SignupMeetingType[];
  sms_notifications: boolean;
  email_notifications: boolean;
  advance_notice_hours: number;
  /** Left undefined by an update that does not mention them: the stored values stay. */
  agenda_alerts?: AgendaAlertMode;
  alert_keywords?: string[];
  district?: number | null;
  /** The language alerts go out in; set on sign-up, unchanged when an update leaves it out. */
  language?: Language;
}

type Db = AppDatabase | Transaction<Database>;

/** The live (not unsubscribed) subscription of an email, if any. */
export function findLiveByEmail(db: Db, email: string): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
}

export function findSubscription(db: Db, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Topic ids of the catalogue among `ids`, to reject unknown ones. */
export async function existingTopicIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('notification_topics').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

async function replaceTopics(db: Db, subscriptionId: number, topicIds: number[]): Promise<void> {
  await db.deleteFrom('subscription_topics').where('subscription_id', '=', subscriptionId).execute();
  if (topicIds.length > 0) {
    await db
      .insertInto('subscription_topics')
      .values(topicIds.map((topic_id) => ({ subscription_id: subscriptionId, topic_id })))
      .execute();
  }
}

function columns(values: SubscriptionValues) {
  return {
    full_name: values.full_name,
    phone_number: values.phone_number,
    zip_code: values.zip_code,
    meeting_types: JSON.stringify(values.meeting_types),
    sms_notifications: values.sms_notifications ? 1 : 0,
    email_notifications: values.email_notifications ? 1 : 0,
    advance_notice_hours: values.advance_notice_hours,
    ...(values.agenda_alerts !== undefined ? { agenda_alerts: values.agenda_alerts } : {}),
    ...(values.alert_keywords !== undefined ? { alert_keywords: JSON.stringify(values.alert_keywords) } : {}),
    ...(values.district !== undefined ? { district: values.district } : {}),
    ...(values.language !== undefined ? { language: values.language } : {}),
  };
}

/** Creates a subscription and its topics in one transaction; the unique live-email index guards races. */
export async function insertSubscription(
  db: AppDatabase,
  input: SubscriptionValues & { email: string; user_id: number | null; confirmed: boolean },
  now: Date,
): Promise<SubscriptionRow> {
  const iso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('subscriptions')
      .values({
        ...columns(input),
        email: input.email,
        user_id: input.user_id,
        created_at: iso,
        updated_at: iso,
        confirmed_at: input.confirmed ? iso : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceTopics(trx, row.id, input.interested_topics);
    return row;
  });
}

/**
 * A second form for an address that has not confirmed yet: its choices are added to the first's, not put in their
 * place, so the link already mailed never confirms less than the person asked for (issue 33). Topics and meeting
 * types are joined; the other fields are the latest form's.
 */
export async function joinPendingPreferences(db: Db, pending: SubscriptionRow, values: SubscriptionValues): Promise<SubscriptionValues> {
  const topics = await db.selectFrom('subscription_topics').select('topic_id').where('subscription_id', '=', pending.id).execute();
  const types = JSON.parse(pending.meeting_types) as SignupMeetingType[];
  return {
    ...values,
    interested_topics: [...new Set([...topics.map((t) => t.topic_id), ...values.interested_topics])].sort((a, b) => a - b),
    meeting_types: [...new Set([...types, ...values.meeting_types])],
  };
}

/** Replaces the preferences of a live subscription; returns the new row. `city` (the app's) names itself in the text asking a new number. */
export async function updateSubscription(
  db: AppDatabase,
  city: CityConfig,
  id: number,
  values: SubscriptionValues,
  now: Date,
): Promise<SubscriptionRow> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('subscriptions').select('phone_number').where('id', '=', id).executeTakeFirst();
    // A new number has not agreed to anything: it is asked again, and gets nothing else until it says YES.
    const newNumber = before !== undefined && before.phone_number !== values.phone_number;
    const row = await trx
      .updateTable('subscriptions')
      .set({ ...columns(values), ...(newNumber ? { sms_confirmed_at: null } : {}), updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceTopics(trx, id, values.interested_topics);
    // Only for a confirmed address: an unconfirmed one is asked when its owner confirms it (confirmAndStart).
    if (row.confirmed_at !== null) await askSmsConsent(trx, city, row, now);
    return row;
  });
}

/** Ends a subscription: nothing more is sent, and the email may sign up again. */
export async function unsubscribe(db: Db, id: number, now: Date): Promise<void> {
  const iso = now.toISOString();
  await db
    .updateTable('subscriptions')
    // The saved place goes with it: it was kept only for this subscription's alerts.
    .set({ unsubscribed_at: iso, updated_at: iso, nearby_lat: null, nearby_lng: null, nearby_radius_m: null, nearby_address: null })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}

/** Marks a subscription confirmed by its address; false when it already was (or has ended). */
export async function confirmSubscription(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type SubscriptionOwner = Pick<UserRow, 'id' | 'email' | 'email_verified_at'>;

/** Whether `user` may read and change `row` without a manage link. */
export function ownsSubscription(user: SubscriptionOwner, row: SubscriptionRow): boolean {
  if (row.user_id === user.id) return true;
  return user.email_verified_at !== null && row.email.toLowerCase() === user.email.toLowerCase();
}

/** The filter of `ownsSubscription` in SQL, for queries over a user's subscriptions. */
export function ownedBy(user: SubscriptionOwner) {
  return (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
    user.email_verified_at === null
      ? eb('user_id', '=', user.id)
      : eb.or([eb('user_id', '=', user.id), eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase())]);
}

/** The live subscriptions of a signed-in user. */
export function subscriptionsOfUser(db: Db, user: SubscriptionOwner): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where(ownedBy(user))
    .where('unsubscribed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Shapes rows for the API, loading their topics in one query. */
export async function presentSubscriptions(db: Db, rows: SubscriptionRow[]): Promise<Subscription[]> {
  if (rows.length === 0) return [];
  const topics = await db
    .selectFrom('subscription_topics')
    .select(['subscription_id', 'topic_id'])
    .where(
      'subscription_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('topic_id')
    .execute();
  const bySubscription = new Map<number, string[]>();
  for (const t of topics) {
    const list = bySubscription.get(t.subscription_id) ?? [];
    list.push(String(t.topic_id));
    bySubscription.set(t.subscription_id, list);
  }
  const follows = await db
    .selectFrom('item_follows')
    .select(['subscription_id', 'file_number', 'title', 'confirmed_at'])
    .where('subscription_id', 'in', rows.map((r) => r.id))
    .orderBy('id')
    .execute();
  const followsBySubscription = new Map<number, FollowedItem[]>();
  for (const f of follows) {
    const list = followsBySubscription.get(f.subscription_id) ?? [];
    list.push({ file_number: f.file_number, title: f.title, confirmed_at: f.confirmed_at });
    followsBySubscription.set(f.subscription_id, list);
  }
  // An ended subscription keeps no one's name, phone or ZIP on show: its manage links work for 60 days.
  return rows.map((row) => ({
    id: row.id,
    full_name: row.unsubscribed_at === null ? row.full_name : '',
    email: row.email,
    phone_number: row.unsubscribed_at === null ? row.phone_number : null,
    zip_code: row.unsubscribed_at === null ? row.zip_code : null,
    interested_topics: bySubscription.get(row.id) ?? [],
    meeting_types: JSON.parse(row.meeting_types) as SignupMeetingType[],
    sms_notifications: row.sms_notifications === 1,
    email_notifications: row.email_notifications === 1,
    advance_notice_hours: row.advance_notice_hours,
    agenda_alerts: row.agenda_alerts as AgendaAlertMode,
    alert_keywords: JSON.parse(row.alert_keywords) as string[],
    district: row.district,
    followed_items: followsBySubscription.get(row.id) ?? [],
    nearby: presentNearby(row),
    language: row.language,
    created_at: row.created_at,
    updated_at: row.updated_at,
    unsubscribed_at: row.unsubscribed_at,
    confirmed_at: row.confirmed_at,
  }));
}

export async function presentSubscription(db: Db, row: SubscriptionRow): Promise<Subscription> {
  const [presented] = await presentSubscriptions(db, [row]);
  return presented!;
}

/** The topic catalogue (notification_topics), in id order. */
export function listTopics(db: Db) {
  return db.selectFrom('notification_topics').select(['id', 'slug', 'category', 'display_name', 'description', 'icon']).orderBy('id').execute();
}

/** The saved place as the API shows it; null when none (or when a radius no longer offered is stored). */
function presentNearby(row: SubscriptionRow): Subscription['nearby'] {
  if (row.nearby_lat === null || row.nearby_lng === null || row.nearby_radius_m === null) return null;
  const radius = (Object.keys(NEARBY_RADII) as NearbyRadius[]).find((r) => NEARBY_RADII[r] === row.nearby_radius_m);
  if (!radius) return null;
  return { radius, radius_meters: row.nearby_radius_m, lat: row.nearby_lat, lng: row.nearby_lng, address: row.nearby_address };
}
