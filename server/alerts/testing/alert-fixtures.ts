/** Test data for alerts: the real topic catalogue, subscriptions written in bulk, upcoming meetings. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.ts';
import { createConfirmToken } from '../manage-token.ts';
import { SEED_DATA_DIR } from '../../seed/seed-civic.ts';
import { createMeeting } from '../../test/factories.ts';
import type { MeetingInput } from '../../repositories/meetings.ts';

/** Inserts the 44 topics of server/seed/data/topics.json; returns slug → id. */
export async function seedTopics(db: AppDatabase): Promise<Map<string, number>> {
  const topics = JSON.parse(fs.readFileSync(path.join(SEED_DATA_DIR, 'topics.json'), 'utf8')) as {
    slug: string;
    category: string;
    display_name: string;
    description: string;
    icon: string;
  }[];
  await db.insertInto('notification_topics').values(topics).execute();
  const rows = await db.selectFrom('notification_topics').select(['id', 'slug']).execute();
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** A scheduled meeting `hoursAhead` hours after `now`. */
export function upcomingMeeting(db: AppDatabase, now: Date, hoursAhead: number, overrides: Partial<MeetingInput> = {}) {
  return createMeeting(
    db,
    {
      status: 'scheduled',
      document_type: 'agenda',
      summary: null,
      keywords: [],
      topics: [],
      meeting_date: new Date(now.getTime() + hoursAhead * 3_600_000).toISOString(),
      ...overrides,
    },
    now,
  );
}

export interface BulkSubscriber {
  email: string;
  phone_number?: string | null;
  advance_notice_hours?: number;
  meeting_types?: string[];
  sms?: boolean;
  email_on?: boolean;
  topicIds?: number[];
  agenda_alerts?: 'immediate' | 'daily' | 'weekly' | 'off';
  alert_keywords?: string[];
  district?: number | null;
}

/** Writes many subscriptions straight to the tables (benchmarks and delivery tests), 500 per statement. */
export async function insertSubscribers(db: AppDatabase, subscribers: BulkSubscriber[], now: Date): Promise<number[]> {
  const iso = now.toISOString();
  const ids: number[] = [];
  for (let i = 0; i < subscribers.length; i += 500) {
    const chunk = subscribers.slice(i, i + 500);
    const rows = await db
      .insertInto('subscriptions')
      .values(
        chunk.map((s) => ({
          user_id: null,
          full_name: 'Test Subscriber',
          email: s.email,
          phone_number: s.phone_number ?? null,
          zip_code: null,
          meeting_types: JSON.stringify(s.meeting_types ?? ['regular_council']),
          sms_notifications: s.sms ? 1 : 0,
          email_notifications: s.email_on === false ? 0 : 1,
          advance_notice_hours: s.advance_notice_hours ?? 24,
          agenda_alerts: s.agenda_alerts ?? 'immediate',
          alert_keywords: JSON.stringify(s.alert_keywords ?? []),
          district: s.district ?? null,
          created_at: iso,
          updated_at: iso,
          // Written as subscribers who already confirmed their address (double opt-in).
          confirmed_at: iso,
        })),
      )
      .returning('id')
      .execute();
    const links = rows.flatMap((row, j) => (chunk[j]!.topicIds ?? []).map((topic_id) => ({ subscription_id: row.id, topic_id })));
    if (links.length > 0) await db.insertInto('subscription_topics').values(links).execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The confirmation link's token for the live subscription of `email`, as the confirmation email carries it. */
export async function confirmationToken(app: FastifyInstance, email: string): Promise<string> {
  const row = await app.db
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return createConfirmToken(await app.alerts.linkSecret(), row.id, app.clock.now());
}

/** Opens the confirmation link of `email`'s sign-up (double opt-in), as its owner would. */
export async function confirmSignup(app: FastifyInstance, email: string): Promise<void> {
  const token = await confirmationToken(app, email);
  const res = await app.inject({ method: 'POST', url: '/api/v1/subscriptions/confirm', payload: { token } });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
}
