/**
 * When the owner of a number turned SMS off (a STOP, or the carrier's opt-out reported by the provider's error
 * 21610), so that START can undo exactly that: an SMS-only subscription the opt-out ended comes back, one its
 * subscriber ended on the website does not (issue 18).
 *
 * Subscriptions ended by a STOP before this column existed are recognised by what the STOP left: both channels
 * off and the end written in the same instant as the last update (the website never turns both channels off).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('sms_opted_out_at', 'text').execute();
  await db
    .updateTable('subscriptions')
    .set({ sms_opted_out_at: sql.ref('unsubscribed_at') })
    .where('unsubscribed_at', 'is not', null)
    .where('phone_number', 'is not', null)
    .where('sms_notifications', '=', 0)
    .where('email_notifications', '=', 0)
    .where('unsubscribed_at', '=', sql.ref('updated_at'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('sms_opted_out_at').execute();
}
