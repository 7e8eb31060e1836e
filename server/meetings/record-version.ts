/**
 * The public record's version, kept in the database (one per city: each city has its own database), so every
 * process sees every process's changes: the web server's page cache (server/pages/page-cache.ts) compares it on
 * each page request, and a change written by the job worker, the sync or a script shows on the next request, not
 * after a timer. It moves in the transaction that writes the change (noteRecordChange), so a reader never sees
 * the new version before the change itself.
 *
 * Time also changes what the record says (meeting-time-state.ts: a meeting that has begun is no longer
 * "Upcoming"; 45 days later its minutes are "not published"): `nextRecordTimeBoundary` is the next such moment.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MINUTES_OVERDUE_DAYS } from './meeting-time-state.ts';

/** The row of `app_state` that holds the version (a number as text, absent until the first change). */
export const RECORD_VERSION_KEY = 'record_version';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the version on; call it inside the transaction that changed the record (noteRecordChange does). */
export async function bumpRecordVersion(trx: Kysely<Database>): Promise<void> {
  await sql`insert into app_state (key, value) values (${RECORD_VERSION_KEY}, '1')
    on conflict (key) do update set value = cast(cast(app_state.value as bigint) + 1 as text)`.execute(trx);
}

/** The current version ('0' before any change). */
export async function readRecordVersion(db: Kysely<Database>): Promise<string> {
  const row = await db.selectFrom('app_state').select('value').where('key', '=', RECORD_VERSION_KEY).executeTakeFirst();
  return row?.value ?? '0';
}

/**
 * The next moment after `now` (ms) at which a meeting's state changes with time alone: a meeting's start, or
 * the day its minutes become overdue. Infinity when there is none. Demo and unlisted meetings count too: a
 * moment too many only renders a page once more.
 */
export async function nextRecordTimeBoundary(db: Kysely<Database>, now: number): Promise<number> {
  const after = (iso: string) =>
    db.selectFrom('meetings').select((eb) => eb.fn.min('meeting_date').as('next')).where('meeting_date', '>', iso).executeTakeFirst();
  const [start, overdue] = await Promise.all([
    after(new Date(now).toISOString()),
    // Meetings with minutes never become overdue; one moment too many is harmless, so no status filter.
    after(new Date(now - MINUTES_OVERDUE_DAYS * DAY_MS).toISOString()),
  ]);
  const at = (row: { next: string | null } | undefined, shift: number) => (row?.next ? Date.parse(row.next) + shift : Number.POSITIVE_INFINITY);
  const next = Math.min(at(start, 0), at(overdue, MINUTES_OVERDUE_DAYS * DAY_MS));
  return Number.isNaN(next) ? Number.POSITIVE_INFINITY : next;
}
