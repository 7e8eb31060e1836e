/**
 * Expands one event into deliveries: one job per subscriber and channel (keyed, so a retried fan-out adds
 * nothing twice) and one in-app notification per signed-up user. Subscribers are read in id order, 1,000 at a
 * time, so memory stays flat for any number of them.
 */
import type { CityConfig } from '#contract/city.ts';
import { SIGNUP_MEETING_TYPES, type SignupMeetingType } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { translatorFor } from '../../i18n.ts';
import { addNotifications } from '../../notifications/notification-store.ts';
import type { AlertContext } from '../jobs/alert-context.ts';
import { ALERT_DELIVER_JOB, type DeliverPayload, deliverKey, type FanoutPayload, NOTIFICATION_KIND, notificationKey } from '../jobs/alert-kinds.ts';
import { longMeetingTime } from '../messages/alert-time.ts';
import { enqueueMany } from '../jobs/job-rows.ts';
import { meetingsIncludingDemo, publishedMeetings } from '../../meetings/public-record.ts';
import { wasSentItemsOf } from '../agenda-alerts/sent-items.ts';

const BATCH = 1000;

/**
 * The accounts that hear about alerts to `targets`: each account that made one of the subscriptions, and each
 * account whose verified address one of them is. Their ids and languages. (Here, not in auth/user-store.ts:
 * alerts sit below accounts, decision 155.)
 */
function alertRecipientAccounts(
  db: AppDatabase,
  targets: { email: string; user_id: number | null }[],
): Promise<Pick<UserRow, 'id' | 'language'>[]> {
  const owners = targets.flatMap((t) => (t.user_id === null ? [] : [t.user_id]));
  return db
    .selectFrom('users')
    .select(['id', 'language'])
    .where((eb) =>
      eb.or([
        ...(owners.length > 0 ? [eb('id', 'in', owners)] : []),
        eb.and([eb('email', 'in', targets.map((t) => t.email)), eb('email_verified_at', 'is not', null)]),
      ]),
    )
    .execute();
}

interface FanoutMeeting {
  id: number;
  title: string;
  meeting_type: string;
  meeting_date: string;
  status: string;
  location: string | null;
  description: string | null;
  summary: string | null;
}

/** The signup meeting types a meeting counts as: its own type, and public_hearing when it holds one. */
export function signupTypesOf(meeting: Pick<FanoutMeeting, 'meeting_type' | 'title' | 'description'>): SignupMeetingType[] {
  const types: SignupMeetingType[] = [];
  if ((SIGNUP_MEETING_TYPES as readonly string[]).includes(meeting.meeting_type)) {
    types.push(meeting.meeting_type as SignupMeetingType);
  }
  if (/public hearing/i.test(`${meeting.title} ${meeting.description ?? ''}`)) types.push('public_hearing');
  return types;
}

/** Topic slugs of a meeting. */
export async function meetingTopicSlugs(db: AppDatabase, meetingId: number): Promise<string[]> {
  const rows = await db.selectFrom('meeting_topics').select('topic').where('meeting_id', '=', meetingId).execute();
  return rows.map((r) => r.topic);
}

interface Target {
  id: number;
  email: string;
  user_id: number | null;
  sms_notifications: number;
  email_notifications: number;
  phone_number: string | null;
}

async function targetBatch(
  db: AppDatabase,
  payload: FanoutPayload,
  types: SignupMeetingType[],
  topics: string[],
  after: number,
  minutesArrived = '',
): Promise<Target[]> {
  let query = db
    .selectFrom('subscriptions as s')
    .select(['s.id', 's.email', 's.user_id', 's.sms_notifications', 's.email_notifications', 's.phone_number'])
    .where('s.unsubscribed_at', 'is', null)
    // Double opt-in: an address that has not confirmed gets nothing.
    .where('s.confirmed_at', 'is not', null)
    .where('s.id', '>', after);
  if (payload.subscriptionId !== undefined) query = query.where('s.id', '=', payload.subscriptionId);
  if (payload.kind === 'reminder') {
    // meeting_types is a JSON array of known words; matching the quoted word is exact.
    query = query
      .where('s.advance_notice_hours', '=', payload.hours!)
      .where((eb) => eb.or(types.map((t) => eb('s.meeting_types', 'like', `%"${t}"%`))));
  } else {
    // The outcome goes to the meeting's topic subscribers and to everyone who was sent one of its items before the
    // vote, whatever the reason (keyword, district, follow, or any later kind): the agenda fan-out records each such
    // delivery in agenda_alert_items, and the minutes complete the same meeting in place.
    // A topic subscriber who confirmed after the minutes arrived gets no catch-up of them: old news is not a welcome.
    query = query.where(({ exists, selectFrom, or, and, eb }) =>
      or([
        ...(topics.length > 0
          ? [
              and([
                eb('s.confirmed_at', '<=', minutesArrived),
                exists(
                  selectFrom('subscription_topics as st')
                    .innerJoin('notification_topics as nt', 'nt.id', 'st.topic_id')
                    .select('st.topic_id')
                    .whereRef('st.subscription_id', '=', 's.id')
                    .where('nt.slug', 'in', topics),
                ),
              ]),
            ]
          : []),
        wasSentItemsOf(eb, payload.meetingId),
      ]),
    );
  }
  return query.orderBy('s.id').limit(BATCH).execute();
}

function inAppText(city: CityConfig, payload: FanoutPayload, meeting: FanoutMeeting, language: Language): InAppText {
  const tr = translatorFor(language);
  if (payload.kind === 'reminder') {
    const when = longMeetingTime(city, meeting.meeting_date, language);
    const body = meeting.location ? tr('alerts.inApp.reminderBodyAt', { when, where: meeting.location }) : tr('alerts.inApp.reminderBody', { when });
    return { title: tr('alerts.inApp.reminderTitle', { title: meeting.title }), body };
  }
  // The summary is record content: it stays in the language of the city's minutes.
  const summary = meeting.summary?.trim() ?? '';
  const body = summary.length > 280 ? `${summary.slice(0, 277).trimEnd()}...` : summary || tr('alerts.minutes.published');
  return { title: tr('alerts.inApp.minutesTitle', { title: meeting.title }), body };
}

export interface InAppText {
  title: string;
  body: string;
}

/** An in-app notification, written in each account's language, and the key that makes it once per user. */
export interface InAppNote {
  kind: string;
  text(language: Language): InAppText;
  link: string;
  dedupeKey(userId: number): string;
}

/**
 * One in-app notification per user behind `targets`: the account that made a subscription, and the account
 * whose verified address it is (only an account that proved the address hears about that address's alerts).
 */
export async function notifySubscribers(
  db: AppDatabase,
  targets: Pick<Target, 'email' | 'user_id'>[],
  note: InAppNote,
  now: Date,
): Promise<number> {
  const accounts = await alertRecipientAccounts(db, targets);
  if (accounts.length === 0) return 0;
  const texts = new Map<Language, InAppText>();
  const textIn = (language: Language) => texts.get(language) ?? texts.set(language, note.text(language)).get(language)!;
  const notes = accounts.map(({ id: userId, language }) => ({
    user_id: userId,
    kind: note.kind,
    ...textIn(language),
    link: note.link,
    dedupe_key: note.dedupeKey(userId),
  }));
  return addNotifications(db, notes, now);
}

/** Runs one fan-out; returns how many deliveries and notifications it added. */
export async function fanOut(
  ctx: Pick<AlertContext, 'db' | 'clock' | 'city'>,
  payload: FanoutPayload,
): Promise<{ deliveries: number; notifications: number }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const meeting = await db
    .selectFrom(publishedMeetings(db))
    .select(['id', 'title', 'meeting_type', 'meeting_date', 'status', 'location', 'description', 'summary', 'updated_at'])
    .where('id', '=', payload.meetingId)
    .executeTakeFirst();
  const total = { deliveries: 0, notifications: 0 };
  if (!meeting) return total;
  if (payload.kind === 'reminder' && (meeting.status !== 'scheduled' || meeting.meeting_date <= now.toISOString())) {
    return total;
  }
  const types = signupTypesOf(meeting);
  const topics = payload.kind === 'minutes' && !payload.toldOnly ? await meetingTopicSlugs(db, meeting.id) : [];
  if (payload.kind === 'reminder' && types.length === 0) return total;
  let after = 0;
  for (;;) {
    const batch = await targetBatch(db, payload, types, topics, after, meeting.updated_at);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.id;
    const deliveries: DeliverPayload[] = [];
    for (const t of batch) {
      const base = { kind: payload.kind, meetingId: meeting.id, subscriptionId: t.id };
      if (t.email_notifications === 1) deliveries.push({ ...base, channel: 'email' });
      if (t.sms_notifications === 1 && t.phone_number) deliveries.push({ ...base, channel: 'sms' });
    }
    total.deliveries += await enqueueMany(
      db,
      deliveries.map((d) => ({ kind: ALERT_DELIVER_JOB, payload: d, idempotencyKey: deliverKey(d) })),
      now,
    );
    total.notifications += await notifySubscribers(
      db,
      batch,
      { kind: NOTIFICATION_KIND[payload.kind], text: (language) => inAppText(ctx.city.config, payload, meeting, language), link: `/meetings/${meeting.id}`, dedupeKey: (userId) => notificationKey(payload.kind, meeting.id, userId) },
      now,
    );
    if (batch.length < BATCH) break;
  }
  return total;
}

/**
 * Reminders whose window is already open for one subscriber (signed up or changed notice inside it), so a
 * late sign-up still hears about tomorrow's meeting. Keys make this safe to repeat.
 */
export async function catchUpSubscription(ctx: Pick<AlertContext, 'db' | 'clock' | 'city'>, subscriptionId: number): Promise<number> {
  const now = ctx.clock.now();
  const sub = await ctx.db
    .selectFrom('subscriptions')
    .select('advance_notice_hours')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!sub) return 0;
  const meetings = await ctx.db
    .selectFrom(meetingsIncludingDemo(ctx.db))
    .select('id')
    .where('status', '=', 'scheduled')
    .where('meeting_date', '>', now.toISOString())
    .where('meeting_date', '<=', new Date(now.getTime() + sub.advance_notice_hours * 3_600_000).toISOString())
    .execute();
  let added = 0;
  for (const m of meetings) {
    const result = await fanOut(ctx, { kind: 'reminder', meetingId: m.id, hours: sub.advance_notice_hours, subscriptionId });
    added += result.deliveries;
  }
  return added;
}
