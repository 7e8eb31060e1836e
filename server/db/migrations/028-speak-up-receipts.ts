/**
 * Receipts of the messages residents send to the council about an agenda item (issue 32): when, to whom, the
 * message id and the text, written in the same transaction as the send job. `outcome_sent_at` marks the one
 * "what became of it" message, so the resident is told once; `counted` is the resident's consent to be counted.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const table = db.schema.createTable('speak_up_receipts');
  await (dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // No foreign key to the meeting or the item: minutes replace a meeting's items (new ids), and a receipt is
    // the resident's proof, so it keeps the item's key, number and title as they were when it was sent.
    .addColumn('meeting_id', 'integer', (col) => col.notNull())
    .addColumn('agenda_item_id', 'integer', (col) => col.notNull())
    .addColumn('item_key', 'text', (col) => col.notNull())
    .addColumn('item_number', 'text', (col) => col.notNull())
    .addColumn('item_title', 'text', (col) => col.notNull())
    .addColumn('district', 'integer')
    .addColumn('stance', 'text', (col) => col.notNull())
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    // 1 when the resident agreed to be counted (no name) in "N residents wrote about this item".
    .addColumn('counted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addColumn('outcome_sent_at', 'text')
    .execute();
  await db.schema.createIndex('speak_up_receipts_user').on('speak_up_receipts').columns(['user_id', 'sent_at']).execute();
  await db.schema.createIndex('speak_up_receipts_meeting').on('speak_up_receipts').columns(['meeting_id', 'outcome_sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('speak_up_receipts').execute();
}
