/**
 * A bill's steps outside meetings reach its followers by text message too (issue 47): one row per follower and
 * step still, with the channels that were due when the step was recorded (`email_due`, `sms_due`) and when each
 * was sent (`sent_at` for e-mail as before, `sms_sent_at`). A channel turned on later is not owed the past steps.
 * Rows written before this migration were e-mail only, which the defaults say.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matter_step_alerts').addColumn('email_due', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('matter_step_alerts').addColumn('sms_due', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('matter_step_alerts').addColumn('sms_sent_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('matter_step_alerts').dropColumn('sms_sent_at').execute();
  await db.schema.alterTable('matter_step_alerts').dropColumn('sms_due').execute();
  await db.schema.alterTable('matter_step_alerts').dropColumn('email_due').execute();
}
