/**
 * The clerk's withholds and their undoing, one row each (issue 49, decision 205): who did what to which held
 * speak-up message, and when. The receipt's `withheld_at` / `withheld_by` (migration 081) say its state now; this
 * log keeps every step, an undone withhold included. `notice_key` is the job key of the e-mail that told the
 * resident (queued in the same transaction), null when nothing was sent for the step.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const log = db.schema.createTable('speak_up_withhold_log');
  await (dialectOf(db) === 'postgres'
    ? log.addColumn('id', 'serial', (c) => c.primaryKey())
    : log.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('receipt_id', 'integer', (c) => c.notNull().references('speak_up_receipts.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('notice_key', 'text')
    .execute();
  await db.schema.createIndex('speak_up_withhold_log_receipt').on('speak_up_withhold_log').columns(['receipt_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('speak_up_withhold_log').execute();
}
