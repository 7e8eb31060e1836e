/** The record-derived ids (decision 125) of rows a test made, read the way the server computes them. */
import type { CityConfig } from '#contract/city.ts';
import type { AppDatabase } from '../db/database.ts';
import { eventUuid, meetingUid } from '../meetings/record-ids.ts';
import { voteUuidOfRow } from '../ocd/record-id-reads.ts';

const keyOf = (db: AppDatabase, meetingId: number) =>
  db.selectFrom('meetings').select(['meeting_type', 'meeting_date', 'upstream_source', 'upstream_id']).where('id', '=', meetingId).executeTakeFirstOrThrow();

/** A meeting's calendar UID (and feed guid), by its row id. */
export const calendarUidOf = async (ctx: { db: AppDatabase; city: { config: CityConfig } }, meetingId: number) => meetingUid(ctx.city.config, await keyOf(ctx.db, meetingId));

/** A meeting's OCD event UUID, by its row id. */
export const eventUuidOf = async (ctx: { db: AppDatabase; city: { config: CityConfig } }, meetingId: number) => eventUuid(ctx.city.config, await keyOf(ctx.db, meetingId));

/** A motion's OCD vote-event UUID, by its row id (of a published meeting). */
export async function voteUuidOf(ctx: { db: AppDatabase; city: { config: CityConfig } }, motionId: number): Promise<string> {
  const uuid = await voteUuidOfRow(ctx.db, ctx.city.config, motionId);
  if (!uuid) throw new Error(`No published motion ${motionId}`);
  return uuid;
}
