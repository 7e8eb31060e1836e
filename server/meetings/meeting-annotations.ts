/** A user's own annotations on a meeting's minutes (meeting_annotations): always read and written per (user, meeting). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export function meetingExists(db: Kysely<Database>, meetingId: number): Promise<boolean> {
  return db.selectFrom('meetings').select('id').where('id', '=', meetingId).executeTakeFirst().then((row) => row !== undefined);
}

/** The user's saved editors (JSON text) on the meeting and when they were saved, or undefined. */
export function findAnnotations(db: Kysely<Database>, userId: number, meetingId: number) {
  return db
    .selectFrom('meeting_annotations')
    .select(['editors', 'updated_at'])
    .where('user_id', '=', userId)
    .where('meeting_id', '=', meetingId)
    .executeTakeFirst();
}

/** Replaces the user's whole set of editors on the meeting. */
export async function saveAnnotations(
  db: Kysely<Database>,
  annotation: { userId: number; meetingId: number; editorsJson: string; sizeBytes: number; now: string },
): Promise<void> {
  const { userId, meetingId, editorsJson, sizeBytes, now } = annotation;
  await db
    .insertInto('meeting_annotations')
    .values({ user_id: userId, meeting_id: meetingId, editors: editorsJson, size_bytes: sizeBytes, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'meeting_id']).doUpdateSet({ editors: editorsJson, size_bytes: sizeBytes, updated_at: now }))
    .execute();
}
