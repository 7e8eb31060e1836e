/**
 * Idempotent sends (issue 23): each message carries a stable id derived from the job that sends it, kept in
 * the local outbox as `message_id` (unique), so a job run again after a crash between its send and its
 * completion writes nothing twice. SMTP gets the same id as its Message-ID header.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
  await db.schema.createIndex('outbox_message_id').on('outbox').column('message_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_message_id').execute();
  await db.schema.alterTable('outbox').dropColumn('message_id').execute();
}
