/**
 * Signed SMS webhook requests could be replayed (issue 23): a recorded START re-enabled alerts the subscriber
 * had stopped. The provider's message id of each processed request is kept, and a repeat is ignored.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_webhook_messages')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_webhook_messages_received').on('sms_webhook_messages').column('received_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_webhook_messages').execute();
}
