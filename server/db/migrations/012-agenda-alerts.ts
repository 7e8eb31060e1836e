/**
 * Alerts before the vote. A subscriber chooses how agenda alerts come (as soon as an agenda is posted, in a
 * daily or weekly digest, or not at all), may add keywords and their council district, and may follow items
 * (a matter by the clerk's file number). Each agenda item matched for a subscriber is recorded once
 * (`agenda_alert_items`, unique per subscriber, meeting and item), so a revised agenda alerts only for what is
 * new; `batch_key` names the one message that carries it (an agenda version, or a digest period).
 */
import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';

function withId(db: Kysely<any>, name: string) {
  const table = db.schema.createTable(name);
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('agenda_alerts', 'text', (c) => c.notNull().defaultTo('immediate')).execute();
  await db.schema.alterTable('subscriptions').addColumn('alert_keywords', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('subscriptions').addColumn('district', 'integer').execute();

  await withId(db, 'item_follows')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('file_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Null until the address confirmed the follow by its emailed link (a signed-in, verified follow is confirmed at once).
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema.createIndex('item_follows_unique').on('item_follows').columns(['subscription_id', 'file_number']).unique().execute();
  await db.schema.createIndex('item_follows_file').on('item_follows').column('file_number').execute();

  await withId(db, 'agenda_alert_items')
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('item_number', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Why it matched, as JSON: [{ "by": "topic", "name": "Housing" }, ...]. */
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('batch_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // When a message carrying it went out (null: not yet, or never because the meeting was canceled first).
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('agenda_alert_items_unique')
    .on('agenda_alert_items')
    .columns(['subscription_id', 'meeting_id', 'item_key'])
    .unique()
    .execute();
  await db.schema.createIndex('agenda_alert_items_batch').on('agenda_alert_items').columns(['subscription_id', 'batch_key']).execute();
  await db.schema
    .createIndex('agenda_alert_items_pending')
    .on('agenda_alert_items')
    .columns(['subscription_id', 'meeting_id'])
    .where(sql.ref('batch_key'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agenda_alert_items').ifExists().execute();
  await db.schema.dropTable('item_follows').ifExists().execute();
  for (const column of ['district', 'alert_keywords', 'agenda_alerts']) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
