/** The documents a meeting was read from (migration 030). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Remembers that a document (by checksum) was read into a meeting (migration 030), so the same bytes are never
 * read again, even after another PDF of the same meeting replaced it as the meeting's source.
 */
export async function recordMeetingSource(
  db: Kysely<Database>,
  source: { checksum: string; meetingId: number; fileName: string | null; readAt: string },
): Promise<void> {
  await db
    .insertInto('meeting_sources')
    .values({ checksum: source.checksum, meeting_id: source.meetingId, file_name: source.fileName, read_at: source.readAt })
    .onConflict((oc) => oc.column('checksum').doNothing())
    .execute();
}
