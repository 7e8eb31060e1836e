/**
 * Every document (by checksum) a meeting was read from (issue 34). The city publishes some minutes twice, as two
 * slightly different PDFs of one meeting; with only the last checksum on the meeting, each re-read of the folder
 * took the other PDF for new bytes and rewrote the meeting (new ids, SEQUENCE, feed order). A checksum seen once
 * is known for good: the same bytes are never read again.
 *
 * And SMS double opt-in (issue 34): `subscriptions.sms_confirmed_at`, set when the phone's owner answers YES to
 * the confirmation text. Nothing else is texted to a number before. Existing numbers are not assumed to have
 * agreed: they stay unconfirmed until their owner says yes.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('meeting_sources')
    .addColumn('checksum', 'text', (col) => col.primaryKey())
    .addColumn('meeting_id', 'integer', (col) => col.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('file_name', 'text')
    .addColumn('read_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('meeting_sources_meeting').on('meeting_sources').column('meeting_id').execute();
  // The documents already read are known from the meetings' own checksums.
  await sql`insert into meeting_sources (checksum, meeting_id, file_name, read_at)
    select source_checksum, id, source_file, updated_at from meetings where source_checksum is not null`.execute(db);
  await db.schema.alterTable('subscriptions').addColumn('sms_confirmed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('sms_confirmed_at').execute();
  await db.schema.dropTable('meeting_sources').execute();
}
