/**
 * Reads behind the record-derived ids (meetings/record-ids.ts): each motion's key within its meeting, and the row an
 * event or vote-event UUID names. Found by hashing the published meetings (a few thousand rows at most) and,
 * for a vote event, only the motions of the meeting its UUID carries.
 */
import type { Kysely } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import type { Database } from '../db/schema.ts';
import { publishedMeetings } from '../meetings/public-record.ts';
import { eventUuid, meetingHashMatches, meetingHashOfVote, motionOrders, voteUuid, type MeetingKeyFields, type MotionKeyFields } from '../meetings/record-ids.ts';

const KEY_COLUMNS = ['id', 'meeting_type', 'meeting_date', 'upstream_source', 'upstream_id'] as const;

/** The key of every motion of these meetings, by motion row id. */
export async function motionKeysOf(db: Kysely<Database>, meetingIds: number[]): Promise<Map<number, MotionKeyFields & { meeting_id: number }>> {
  if (meetingIds.length === 0) return new Map();
  const motions = await db
    .selectFrom('voting_records')
    .leftJoin('agenda_items', 'agenda_items.id', 'voting_records.agenda_item_id')
    .select(['voting_records.id', 'voting_records.meeting_id', 'voting_records.upstream_id', 'agenda_items.item_number'])
    .where('voting_records.meeting_id', 'in', meetingIds)
    .orderBy('voting_records.meeting_id')
    .orderBy('voting_records.position')
    .orderBy('voting_records.id')
    .execute();
  const orders = motionOrders(motions);
  return new Map(motions.map((m) => [m.id, { meeting_id: m.meeting_id, item_number: m.item_number, upstream_id: m.upstream_id, order: orders.get(m.id)! }]));
}

async function meetingKeys(db: Kysely<Database>): Promise<(MeetingKeyFields & { id: number })[]> {
  return db.selectFrom(publishedMeetings(db)).select(KEY_COLUMNS).execute();
}

/** The published meeting whose OCD event UUID is `uuid`, or undefined. */
export async function meetingIdOfEvent(db: Kysely<Database>, city: CityConfig, uuid: string): Promise<number | undefined> {
  return (await meetingKeys(db)).find((m) => eventUuid(city, m) === uuid)?.id;
}

/** The motion (of a published meeting) whose OCD vote-event UUID is `uuid`, or undefined. */
export async function motionIdOfVote(db: Kysely<Database>, city: CityConfig, uuid: string): Promise<number | undefined> {
  const hash7 = meetingHashOfVote(city, uuid);
  if (!hash7) return undefined;
  const meetings = (await meetingKeys(db)).filter((m) => meetingHashMatches(city, m, hash7));
  const keys = await motionKeysOf(db, meetings.map((m) => m.id));
  const meetingOf = new Map(meetings.map((m) => [m.id, m]));
  return [...keys].find(([, key]) => voteUuid(city, meetingOf.get(key.meeting_id)!, key) === uuid)?.[0];
}

/** The record-derived UUID of a published meeting by row id (to redirect a decision-016 id), or undefined. */
export async function eventUuidOfRow(db: Kysely<Database>, city: CityConfig, meetingId: number): Promise<string | undefined> {
  const m = await db.selectFrom(publishedMeetings(db)).select(KEY_COLUMNS).where('id', '=', meetingId).executeTakeFirst();
  return m && eventUuid(city, m);
}

/** The record-derived UUID of a motion of a published meeting by row id (to redirect a decision-016 id), or undefined. */
export async function voteUuidOfRow(db: Kysely<Database>, city: CityConfig, motionId: number): Promise<string | undefined> {
  const motion = await db.selectFrom('voting_records').select('meeting_id').where('id', '=', motionId).executeTakeFirst();
  if (!motion) return undefined;
  const m = await db.selectFrom(publishedMeetings(db)).select(KEY_COLUMNS).where('id', '=', motion.meeting_id).executeTakeFirst();
  const key = m && (await motionKeysOf(db, [m.id])).get(motionId);
  return m && key && voteUuid(city, m, key);
}
