/**
 * The clerk's pause on speak-up (issue 51): while a spam wave is handled, messages to the council are held, not
 * sent and not lost. `speak_up_pause` has one row per city database (id 1), always there so that a send and a
 * pause lock the same row (PostgreSQL); `paused_at` is set while sending is paused. A held
 * receipt keeps the very message that will go to the council (`council_message`: the queued job's key and
 * payload), written in the same transaction as the receipt; `released_at` says when un-pausing queued it (once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('speak_up_pause')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('paused_at', 'text')
    .addColumn('paused_by', 'integer')
    .execute();
  await db.insertInto('speak_up_pause').values({ id: 1, paused_at: null, paused_by: null }).execute();
  await db.schema.alterTable('speak_up_receipts').addColumn('held_at', 'text').execute();
  await db.schema.alterTable('speak_up_receipts').addColumn('council_message', 'text').execute();
  await db.schema.alterTable('speak_up_receipts').addColumn('released_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('speak_up_receipts').dropColumn('released_at').execute();
  await db.schema.alterTable('speak_up_receipts').dropColumn('council_message').execute();
  await db.schema.alterTable('speak_up_receipts').dropColumn('held_at').execute();
  await db.schema.dropTable('speak_up_pause').execute();
}
