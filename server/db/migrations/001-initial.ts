/**
 * The initial schema: every entity of the spec plus users, sessions, jobs and the outbox. Written with Kysely's
 * schema builder so that SQLite and PostgreSQL get the same tables; the few engine differences (id columns,
 * full-text search) are branched on explicitly.
 */
import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import {
  AGENDA_ITEM_TYPES,
  CAMPAIGN_STATUSES,
  DOCUMENT_TYPES,
  MEETING_STATUSES,
  MEETING_TYPES,
  MEMBERSHIP_ROLES,
  ORGANIZATION_TYPES,
  TOPIC_CATEGORIES,
  USER_ROLES,
  VOTE_CHOICES,
  VOTE_OUTCOMES,
} from '#contract/enums.ts';
import { dialectOf } from '../dialect.ts';

/** `col IN ('a', 'b')` for a CHECK constraint. */
function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const withId = <T extends string>(builder: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
      : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await withId(db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('resident').check(oneOf('role', USER_ROLES)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await withId(db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_id').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('geometry', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('officials'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('district', 'integer')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('term_start', 'text')
    .addColumn('term_end', 'text')
    .addColumn('contact_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ocd_division_id', 'text')
    .execute();
  await db.schema.createIndex('officials_district').on('officials').column('district').execute();

  await withId(db.schema.createTable('meetings'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('meeting_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('meeting_type', 'text', (c) => c.notNull().check(oneOf('meeting_type', MEETING_TYPES)))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', MEETING_STATUSES)))
    .addColumn('summary', 'text')
    .addColumn('detailed_summary', 'text')
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('topics', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('document_type', 'text', (c) => c.notNull().check(oneOf('document_type', DOCUMENT_TYPES)))
    .addColumn('agenda_url', 'text')
    .addColumn('minutes_url', 'text')
    .addColumn('source', 'text')
    .addColumn('image_paths', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('full_text', 'text')
    .addColumn('source_checksum', 'text', (c) => c.unique())
    .addColumn('source_file', 'text')
    .addColumn('is_listed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('meetings_date').on('meetings').columns(['meeting_date', 'id']).execute();
  await db.schema
    .createIndex('meetings_listed_status_date')
    .on('meetings')
    .columns(['is_listed', 'status', 'meeting_date'])
    .execute();

  await db.schema
    .createTable('meeting_topics')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_topics_pk', ['meeting_id', 'topic'])
    .execute();
  await db.schema.createIndex('meeting_topics_topic').on('meeting_topics').column('topic').execute();

  await db.schema
    .createTable('meeting_keywords')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_keywords_pk', ['meeting_id', 'keyword'])
    .execute();
  await db.schema.createIndex('meeting_keywords_keyword').on('meeting_keywords').column('keyword').execute();

  await withId(db.schema.createTable('agenda_items'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('item_type', 'text', (c) => c.notNull().check(oneOf('item_type', AGENDA_ITEM_TYPES)))
    .addColumn('section', 'text')
    .addColumn('vote_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vote_result', 'text')
    .execute();
  await db.schema
    .createIndex('agenda_items_meeting')
    .on('agenda_items')
    .columns(['meeting_id', 'position'])
    .execute();

  await withId(db.schema.createTable('voting_records'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('agenda_item_id', 'integer', (c) => c.references('agenda_items.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('motion', 'text', (c) => c.notNull())
    .addColumn('moved_by', 'text')
    .addColumn('seconded_by', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(oneOf('outcome', VOTE_OUTCOMES)))
    .execute();
  await db.schema
    .createIndex('voting_records_meeting')
    .on('voting_records')
    .columns(['meeting_id', 'position'])
    .execute();

  await db.schema
    .createTable('councilor_votes')
    .addColumn('voting_record_id', 'integer', (c) =>
      c.notNull().references('voting_records.id').onDelete('cascade'),
    )
    .addColumn('councilor', 'text', (c) => c.notNull())
    .addColumn('district', 'integer')
    .addColumn('vote', 'text', (c) => c.notNull().check(oneOf('vote', VOTE_CHOICES)))
    .addPrimaryKeyConstraint('councilor_votes_pk', ['voting_record_id', 'councilor'])
    .execute();
  await db.schema.createIndex('councilor_votes_district').on('councilor_votes').column('district').execute();

  await withId(db.schema.createTable('organizations'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('website_url', 'text')
    .addColumn('organization_type', 'text', (c) =>
      c.notNull().check(oneOf('organization_type', ORGANIZATION_TYPES)),
    )
    .addColumn('focus_areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('service_areas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('founded_year', 'integer')
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('contact_email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('organization_connections')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_connections_pk', ['user_id', 'organization_id'])
    .execute();

  await withId(db.schema.createTable('campaigns'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_date', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(oneOf('status', CAMPAIGN_STATUSES)))
    .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('campaign_members')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_role', 'text', (c) =>
      c.notNull().defaultTo('member').check(oneOf('membership_role', MEMBERSHIP_ROLES)),
    )
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_members_pk', ['campaign_id', 'user_id'])
    .execute();
  await db.schema.createIndex('campaign_members_user').on('campaign_members').column('user_id').execute();

  await withId(db.schema.createTable('notification_topics'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull().check(oneOf('category', TOPIC_CATEGORIES)))
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('meeting_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sms_notifications', 'integer', (c) => c.notNull())
    .addColumn('email_notifications', 'integer', (c) => c.notNull())
    .addColumn('advance_notice_hours', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'text')
    .execute();
  // One live subscription per email; an unsubscribed one may be followed by a new sign-up.
  await db.schema
    .createIndex('subscriptions_live_email')
    .on('subscriptions')
    .column('email')
    .unique()
    .where(sql.ref('unsubscribed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('subscription_topics')
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('subscriptions.id').onDelete('cascade'),
    )
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('notification_topics.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('subscription_topics_pk', ['subscription_id', 'topic_id'])
    .execute();

  await withId(db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await withId(db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(oneOf('status', ['queued', 'running', 'done', 'dead'])),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_ready').on('jobs').columns(['status', 'run_at']).execute();

  await withId(db.schema.createTable('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', ['email', 'sms'])))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Full-text search over meetings: FTS5 on SQLite, a weighted tsvector with a GIN index on PostgreSQL.
  // server/db/search.ts is the one interface over both.
  if (dialect === 'postgres') {
    await sql`
      create table meeting_search (
        meeting_id integer primary key references meetings(id) on delete cascade,
        title text not null default '',
        summary text not null default '',
        body text not null default '',
        document tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', summary), 'B') ||
          setweight(to_tsvector('english', left(body, 900000)), 'C')
        ) stored
      )`.execute(db);
    await sql`create index meeting_search_document on meeting_search using gin (document)`.execute(db);
  } else {
    await sql`
      create virtual table meeting_search using fts5(
        title, summary, body, tokenize = 'porter unicode61 remove_diacritics 2'
      )`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'meeting_search',
    'app_state',
    'outbox',
    'jobs',
    'notifications',
    'subscription_topics',
    'subscriptions',
    'notification_topics',
    'campaign_members',
    'campaigns',
    'organization_connections',
    'organizations',
    'councilor_votes',
    'voting_records',
    'agenda_items',
    'meeting_keywords',
    'meeting_topics',
    'meetings',
    'officials',
    'districts',
    'password_resets',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
