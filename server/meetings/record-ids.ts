/**
 * Ids derived from the record itself (decision 125, issue 50): the OCD event and vote-event ids and the calendar
 * UIDs other tools keep. A second deployment fed the same documents, in whatever order, computes the same ids,
 * where row ids (decision 016's ids) depend on the order of ingestion.
 *
 * A meeting is named by its city, its body (meeting type) and its local date and time (the same key ingestion
 * matches a meeting by, decision 010), or by the source's own event id where a source gives one (a Legistar
 * meeting moved to another time stays the same meeting). A motion is named by its meeting, the item's number (or
 * the source's event item id) and its order among the motions of that item.
 *
 * The ids are RFC 9562 version 8 (custom) UUIDs: `PPPPPPPP-EEEE-8EEE-vHHH-HHHHHHHHHHHH`, P the same city-and-kind
 * hash as decision 016's ids, E 28 bits of the meeting's hash, H the rest (an event's or a motion's hash). A
 * vote-event id thus names its meeting's hash, so it is found again by hashing the meetings, then only their
 * motions, without a mapping table.
 */
import crypto from 'node:crypto';
import type { CityConfig } from '#contract/city.ts';

/** What names a meeting. */
export interface MeetingKeyFields {
  meeting_type: string;
  /** The meeting's instant, as stored (ISO 8601). */
  meeting_date: string;
  upstream_source: string | null;
  upstream_id: string | null;
}

/** What names a motion within its meeting; `order` counts from 1 among the motions of the same item. */
export interface MotionKeyFields {
  item_number: string | null;
  upstream_id: string | null;
  order: number;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const cityPrefix = (city: CityConfig, kind: 'event' | 'vote') => sha256(`${city.ocdDivision}|${kind}`).slice(0, 8);

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** `2024-12-04T17:00`, the meeting's time on the city's clock: what the minutes print. */
export function localDateTime(iso: string, timeZone: string): string {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/** The canonical text naming a meeting, e.g. `ocd-division/...|regular_council|2024-12-04T17:00`. */
export function meetingKey(city: CityConfig, m: MeetingKeyFields): string {
  if (m.upstream_source && m.upstream_id) return `${city.ocdDivision}|${m.upstream_source}|event ${m.upstream_id}`;
  return `${city.ocdDivision}|${m.meeting_type}|${localDateTime(m.meeting_date, city.timeZone)}`;
}

/** The canonical text naming a motion within its meeting. */
export function motionKey(motion: MotionKeyFields): string {
  const item = motion.upstream_id ? `upstream item ${motion.upstream_id}` : `item ${motion.item_number ?? '-'}`;
  return `${item}|motion ${motion.order}`;
}

const variant = (hexDigit: string) => ((Number.parseInt(hexDigit, 16) & 0x3) | 0x8).toString(16);
function uuid(prefix: string, meetingHash: string, rest: string): string {
  return `${prefix}-${meetingHash.slice(0, 4)}-8${meetingHash.slice(4, 7)}-${variant(rest[0]!)}${rest.slice(1, 4)}-${rest.slice(4, 16)}`;
}

/** The UUID of a meeting's OCD event, also the heart of its calendar UID. */
export function eventUuid(city: CityConfig, m: MeetingKeyFields): string {
  const hash = sha256(meetingKey(city, m));
  return uuid(cityPrefix(city, 'event'), hash, hash.slice(7));
}

/** The UUID of a motion's OCD vote event. */
export function voteUuid(city: CityConfig, m: MeetingKeyFields, motion: MotionKeyFields): string {
  const key = meetingKey(city, m);
  return uuid(cityPrefix(city, 'vote'), sha256(key), sha256(`${key}|${motionKey(motion)}`));
}

export const eventOcdId = (city: CityConfig, m: MeetingKeyFields) => `ocd-event/${eventUuid(city, m)}`;
export const voteOcdId = (city: CityConfig, m: MeetingKeyFields, motion: MotionKeyFields) => `ocd-vote/${voteUuid(city, m, motion)}`;

/** The 28 bits of its meeting's hash a vote-event UUID carries (as 7 hex digits), or null when it is not one of ours. */
export function meetingHashOfVote(city: CityConfig, voteUuidText: string): string | null {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-8([0-9a-f]{3})-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.exec(voteUuidText);
  return match && match[1] === cityPrefix(city, 'vote') ? `${match[2]}${match[3]}` : null;
}

/** Whether a meeting is the one whose hash a vote-event UUID carries. */
export const meetingHashMatches = (city: CityConfig, m: MeetingKeyFields, hash7: string) => sha256(meetingKey(city, m)).startsWith(hash7);

/**
 * Each motion's order among the motions of its item (from 1), given the motions of whole meetings in their
 * recorded order (the same grouping as `motionKey`); motions on no item are counted together per meeting.
 */
export function motionOrders(motions: { id: number; meeting_id: number; item_number: string | null; upstream_id: string | null }[]): Map<number, number> {
  const seen = new Map<string, number>();
  const orders = new Map<number, number>();
  for (const m of motions) {
    const group = `${m.meeting_id}|${m.upstream_id ? `u${m.upstream_id}` : `i${m.item_number ?? '-'}`}`;
    const order = (seen.get(group) ?? 0) + 1;
    seen.set(group, order);
    orders.set(m.id, order);
  }
  return orders;
}

/** The calendar UID of a meeting's event (and its feed guid): the same in every deployment that holds the record. */
export const meetingUid = (city: CityConfig, m: MeetingKeyFields) => `meeting-${eventUuid(city, m)}@civic-commons`;
