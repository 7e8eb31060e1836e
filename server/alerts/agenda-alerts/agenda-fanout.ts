/**
 * Alerts before the vote, fanned out. For one posted agenda version: every live, confirmed subscriber who has not
 * turned agenda alerts off is matched item by item (agenda-matching.ts); each matched item is recorded once per
 * subscriber, so a revised agenda (an addendum, a new packet) brings only its new items. Immediate subscribers get
 * a delivery for this version; digest subscribers' items wait for their digest, which claims them (sets their
 * batch) and queues one delivery each. The matched items and the deliveries are written in one transaction: a
 * crash between them cannot record an item as alerted without the message that carries it.
 */
import type { CityContext } from '#city/context.ts';
import { councilorsSittingOn } from '../../councilors/sitting-council.ts';
import type { AppDatabase } from '../../db/database.ts';
import { t } from '../../i18n.ts';
import { loadTopicSignals, topicMatchers } from '../../ingest/keywords-and-topics/topics.ts';
import type { AlertContext } from '../jobs/alert-context.ts';
import { notifySubscribers } from '../meeting-alerts/alert-fanout.ts';
import { longMeetingTime } from '../messages/alert-time.ts';
import { agendaBatch, type AgendaFanoutPayload, deliveriesOf, enqueueAgendaDeliveries } from './agenda-kinds.ts';
import { placedPointsByItem } from '../../places/item-places.ts';
import { type ItemMatch, type MatchContext, matchItems, type ReadItem, readItems, type Subscriber } from './agenda-matching.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

const BATCH = 1000;

interface SubscriberRow {
  id: number;
  email: string;
  user_id: number | null;
  agenda_alerts: string;
  alert_keywords: string;
  district: number | null;
  email_notifications: number;
  sms_notifications: number;
  phone_number: string | null;
  nearby_lat: number | null;
  nearby_lng: number | null;
  nearby_radius_m: number | null;
}

/** The topic catalogue and the councilors of `city` seated on the meeting's day, for matching and for naming reasons. */
async function matchContext(db: AppDatabase, city: CityContext, meetingDate: string): Promise<MatchContext & { matchers: ReturnType<typeof topicMatchers> }> {
  const topics = await db.selectFrom('notification_topics').select(['slug', 'display_name', 'description']).execute();
  const signals = loadTopicSignals(city);
  return {
    matchers: topicMatchers(city, topics.map((t) => ({ ...t, signals: signals.get(t.slug) }))),
    topicNames: new Map(topics.map((t) => [t.slug, t.display_name])),
    councilors: await councilorsSittingOn(db, city.config, meetingDate),
  };
}

/** Live subscribers after id `after`, in id order; only subscriber `only` when given (a late sign-up's catch-up). */
async function subscriberBatch(db: AppDatabase, after: number, only?: number): Promise<SubscriberRow[]> {
  let query = db
    .selectFrom('subscriptions')
    .select(['id', 'email', 'user_id', 'agenda_alerts', 'alert_keywords', 'district', 'email_notifications', 'sms_notifications', 'phone_number', 'nearby_lat', 'nearby_lng', 'nearby_radius_m'])
    .where('unsubscribed_at', 'is', null)
    .where('confirmed_at', 'is not', null)
    .where('agenda_alerts', '!=', 'off')
    .where('id', '>', after);
  if (only !== undefined) query = query.where('id', '=', only);
  return query.orderBy('id').limit(BATCH).execute();
}

/** The subscribers of a batch as matching sees them: their topics and confirmed follows loaded in two queries. */
async function asSubscribers(db: AppDatabase, rows: SubscriberRow[]): Promise<Subscriber[]> {
  const ids = rows.map((r) => r.id);
  const topics = await db
    .selectFrom('subscription_topics as st')
    .innerJoin('notification_topics as nt', 'nt.id', 'st.topic_id')
    .select(['st.subscription_id', 'nt.slug'])
    .where('st.subscription_id', 'in', ids)
    .execute();
  const follows = await db
    .selectFrom('item_follows')
    .select(['subscription_id', 'file_number'])
    .where('subscription_id', 'in', ids)
    .where('confirmed_at', 'is not', null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    topicSlugs: topics.filter((t) => t.subscription_id === row.id).map((t) => t.slug),
    keywords: JSON.parse(row.alert_keywords) as string[],
    district: row.district,
    followed: new Set(follows.filter((f) => f.subscription_id === row.id).map((f) => f.file_number)),
    nearby:
      row.nearby_lat !== null && row.nearby_lng !== null && row.nearby_radius_m !== null
        ? { lat: row.nearby_lat, lng: row.nearby_lng, radiusMeters: row.nearby_radius_m }
        : null,
  }));
}

export interface AgendaMeeting {
  id: number;
  title: string;
  meeting_date: string;
}

/**
 * Records one batch's matches and queues the immediate deliveries as message `batch`, in one transaction (the
 * caller's when `db` is one); returns who got new items.
 */
async function recordMatches(
  db: AppDatabase,
  city: CityContext,
  meeting: AgendaMeeting,
  batch: string,
  rows: SubscriberRow[],
  matches: Map<number, ItemMatch[]>,
  now: Date,
): Promise<{ subscribers: SubscriberRow[]; deliveries: number }> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const values = [...matches].flatMap(([subscriptionId, list]) =>
    list.map(({ item, reasons }) => ({
      subscription_id: subscriptionId,
      meeting_id: meeting.id,
      item_key: item.key,
      item_number: item.item_number,
      title: item.title,
      reasons: JSON.stringify(reasons),
      batch_key: byId.get(subscriptionId)!.agenda_alerts === 'immediate' ? batch : null,
      created_at: now.toISOString(),
    })),
  );
  if (values.length === 0) return { subscribers: [], deliveries: 0 };
  const inTransaction = <T>(work: (trx: AppDatabase) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const fresh = new Set<number>();
    for (let i = 0; i < values.length; i += 500) {
      const inserted = await trx
        .insertInto('agenda_alert_items')
        .values(values.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['subscription_id', 'meeting_id', 'item_key']).doNothing())
        .returning('subscription_id')
        .execute();
      for (const r of inserted) fresh.add(r.subscription_id);
    }
    const subscribers = [...fresh].map((id) => byId.get(id)!);
    const deliveries = subscribers.filter((s) => s.agenda_alerts === 'immediate').flatMap((s) => deliveriesOf(s, batch, { kind: 'items' }));
    const queued = await enqueueAgendaDeliveries(trx, deliveries, now);
    // The in-app note goes in the same transaction: a fan-out re-run after a crash finds these items recorded.
    if (subscribers.length > 0) {
      await notifySubscribers(
        trx,
        subscribers,
        {
          kind: 'agenda_items',
          text: (language) => ({
            title: t('alerts.inApp.agendaTitle', { title: meeting.title }, language),
            body: t('alerts.inApp.agendaBody', { when: longMeetingTime(city.config, meeting.meeting_date, language) }, language),
          }),
          link: `/meetings/${meeting.id}`,
          dedupeKey: (userId) => `alert:${batch}:user:${userId}`,
        },
        now,
      );
    }
    return { subscribers, deliveries: queued };
  });
}

/** Matches one agenda version for every subscriber; returns how many subscribers had new items and deliveries queued. */
export async function fanOutAgenda(
  ctx: Pick<AlertContext, 'db' | 'clock' | 'city'>,
  payload: Extract<AgendaFanoutPayload, { kind: 'agenda' }>,
): Promise<{ subscribers: number; deliveries: number }> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const meeting = await db
    .selectFrom(meetingsIncludingDemo(db))
    .select(['id', 'title', 'meeting_date', 'status', 'document_type', 'source_checksum'])
    .where('id', '=', payload.meetingId)
    .executeTakeFirst();
  // A newer version of the agenda has its own fan-out; minutes in the meantime mean the vote already happened.
  if (!meeting || meeting.status !== 'scheduled' || meeting.document_type !== 'agenda') return { subscribers: 0, deliveries: 0 };
  if (meeting.source_checksum !== payload.version || meeting.meeting_date <= now.toISOString()) return { subscribers: 0, deliveries: 0 };
  return matchAndRecord(db, ctx.city, meeting, agendaBatch(meeting.id, payload.version), now);
}

/**
 * Matches the items of a meeting's posted agenda for every subscriber (or subscriber `only`) and records the new
 * ones as message `batch`: items a subscriber was already told of are never recorded, nor sent, twice. `city` is
 * the one the app serves: its council is matched, its clock tells the time.
 */
export async function matchAndRecord(
  db: AppDatabase,
  city: CityContext,
  meeting: AgendaMeeting,
  batch: string,
  now: Date,
  only?: number,
): Promise<{ subscribers: number; deliveries: number }> {
  const total = { subscribers: 0, deliveries: 0 };
  const context = await matchContext(db, city, meeting.meeting_date);
  const itemRows = await db
    .selectFrom('agenda_items')
    .select(['id', 'item_number', 'title', 'description', 'file_number', 'vote_result'])
    .where('meeting_id', '=', meeting.id)
    .orderBy('position')
    .execute();
  // "My block" reads the places ingestion stored with the items, not a second extraction.
  const items: ReadItem[] = readItems(itemRows, context.matchers, await placedPointsByItem(db, meeting.id));
  if (items.length === 0) return total;

  let after = 0;
  for (;;) {
    const rows = await subscriberBatch(db, after, only);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const matches = new Map<number, ItemMatch[]>();
    for (const subscriber of await asSubscribers(db, rows)) {
      const found = matchItems(subscriber, items, context);
      if (found.length > 0) matches.set(subscriber.id, found);
    }
    const recorded = await recordMatches(db, city, meeting, batch, rows, matches, now);
    total.subscribers += recorded.subscribers.length;
    total.deliveries += recorded.deliveries;
    if (rows.length < BATCH) break;
  }
  return total;
}
