/**
 * Meeting alerts: a dedupe key on in-app notifications (one per user, meeting and kind, however often a
 * fan-out job is retried), and the indexes the alert fan-out and the SMS webhook query by.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('dedupe_key', 'text').execute();
  // NULLs never collide, so notifications without a key (if any are added later) stay unconstrained.
  await db.schema.createIndex('notifications_dedupe_key').on('notifications').column('dedupe_key').unique().execute();
  await db.schema
    .createIndex('subscriptions_live_notice')
    .on('subscriptions')
    .columns(['advance_notice_hours', 'id'])
    .where(sql.ref('unsubscribed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('subscriptions_phone').on('subscriptions').column('phone_number').execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();
  await db.schema.createIndex('subscription_topics_topic').on('subscription_topics').column('topic_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['subscription_topics_topic', 'subscriptions_user', 'subscriptions_phone', 'subscriptions_live_notice', 'notifications_dedupe_key']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('notifications').dropColumn('dedupe_key').execute();
}
