/**
 * Recent Activity from the records themselves: campaigns joined, organizations connected, alert subscriptions,
 * and minutes published in the last 30 days on the topics the user follows (their subscriptions' topics and
 * their profile interests). Each source gives its newest few; the merge keeps the newest overall.
 */
import {
  type ActivityItem,
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_WINDOW_DAYS,
} from '#contract/dashboard.ts';
import type { AppDatabase } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { parseJsonList } from '../meetings/meeting-presenter.ts';
import { ownedBy } from '../alerts/subscriptions/subscription-store.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

const LIMIT = DASHBOARD_ACTIVITY_LIMIT;

/** The user's alert subscriptions: made while signed in, or with the account's email once it is verified. */
function ownSubscriptions(db: AppDatabase, user: UserRow) {
  return db.selectFrom('subscriptions').where('unsubscribed_at', 'is', null).where(ownedBy(user));
}

/** Topic slugs the user follows. */
async function followedTopics(db: AppDatabase, user: UserRow): Promise<string[]> {
  const rows = await db
    .selectFrom('subscription_topics as st')
    .innerJoin('notification_topics as t', 't.id', 'st.topic_id')
    .select('t.slug')
    .where('st.subscription_id', 'in', ownSubscriptions(db, user).select('id'))
    .execute();
  return [...new Set([...rows.map((r) => r.slug), ...parseJsonList(user.interests)])];
}

export async function recentActivity(db: AppDatabase, user: UserRow, now: Date): Promise<ActivityItem[]> {
  const since = new Date(now.getTime() - DASHBOARD_WINDOW_DAYS * 86_400_000).toISOString();
  const topics = await followedTopics(db, user);
  const [joins, connections, subscriptions, minutes] = await Promise.all([
    db
      .selectFrom('campaign_members as m')
      .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
      .select(['c.id', 'c.title', 'm.joined_at as at'])
      .where('m.user_id', '=', user.id)
      .orderBy('m.joined_at', 'desc')
      .limit(LIMIT)
      .execute(),
    db
      .selectFrom('organization_connections as oc')
      .innerJoin('organizations as o', 'o.id', 'oc.organization_id')
      .select(['o.slug', 'o.name', 'oc.created_at as at'])
      .where('oc.user_id', '=', user.id)
      .orderBy('oc.created_at', 'desc')
      .limit(LIMIT)
      .execute(),
    ownSubscriptions(db, user).select(['email', 'created_at as at']).orderBy('created_at', 'desc').limit(LIMIT).execute(),
    topics.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom(meetingsIncludingDemo(db))
          .select(['id', 'title', 'created_at as at'])
          .where('document_type', '=', 'minutes')
          .where('created_at', '>=', since)
          .where('created_at', '<=', now.toISOString())
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('meeting_topics as mt')
                .select('mt.meeting_id')
                .whereRef('mt.meeting_id', '=', 'meetings.id')
                .where('mt.topic', 'in', topics),
            ),
          )
          .orderBy('created_at', 'desc')
          .limit(LIMIT)
          .execute(),
  ]);
  const items: ActivityItem[] = [
    ...joins.map((r) => ({ kind: 'campaign_joined' as const, title: r.title, link: `/campaigns/${r.id}`, occurred_at: r.at })),
    ...connections.map((r) => ({
      kind: 'organization_connected' as const,
      title: r.name,
      link: `/organizations/${r.slug}`,
      occurred_at: r.at,
    })),
    ...subscriptions.map((r) => ({ kind: 'subscribed' as const, title: r.email, link: null, occurred_at: r.at })),
    ...minutes.map((r) => ({ kind: 'new_minutes' as const, title: r.title, link: `/meetings/${r.id}`, occurred_at: r.at })),
  ];
  return items.sort((a, b) => b.occurred_at.localeCompare(a.occurred_at)).slice(0, LIMIT);
}
