/**
 * What the minute-by-minute scan queues for alerts before the vote: a fan-out for every version of an upcoming
 * meeting's agenda not yet fanned out (a posting or a revision is found within a minute of its ingestion, and a
 * crash between ingestion and fan-out loses nothing: the agenda is the record, the key says whether it was
 * seen), the notice of a cancellation to those who were told of the meeting's items, and the digests once their
 * hour has come (7 AM city time daily, Mondays for the weekly one).
 */
import { zonedDate, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AppDatabase } from '../../db/database.ts';
import { AGENDA_FANOUT_JOB, type AgendaFanoutPayload, agendaFanoutKey, digestBatch } from './agenda-kinds.ts';
import { enqueueMany, existingKeys } from '../jobs/job-rows.ts';
import { meetingsIncludingDemo, publishedMeetings } from '../../meetings/public-record.ts';

/** The local hour from which the day's digests go out. */
export const DIGEST_HOUR = 7;

function localHourAndWeekday(now: Date, timeZone: string): { hour: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23', weekday: 'short' }).formatToParts(now);
  return {
    hour: Number(parts.find((p) => p.type === 'hour')?.value ?? 0),
    weekday: parts.find((p) => p.type === 'weekday')?.value ?? '',
  };
}

/** The digests due at `now`, by their local day. */
export function dueDigests(now: Date, timeZone: string): AgendaFanoutPayload[] {
  const { hour, weekday } = localHourAndWeekday(now, timeZone);
  if (hour < DIGEST_HOUR) return [];
  const day = zonedDate(now, timeZone);
  const until = zonedTimeToUtc(day, `${String(DIGEST_HOUR).padStart(2, '0')}:00`, timeZone).toISOString();
  const due: AgendaFanoutPayload[] = [{ kind: 'digest', period: 'daily', batch: digestBatch('daily', day), until }];
  if (weekday === 'Mon') due.push({ kind: 'digest', period: 'weekly', batch: digestBatch('weekly', day), until });
  return due;
}

/** Meetings still to come whose agenda the city posted (a record typed in or demo is no posting). */
export function postedAgendas(db: AppDatabase, now: Date) {
  return (
    db
      .selectFrom(publishedMeetings(db))
      .select(['id', 'title', 'meeting_date'])
      .where('status', '=', 'scheduled')
      .where('document_type', '=', 'agenda')
      .where('source_checksum', 'is not', null)
      // A meeting the notice of the year's meetings announced has no agenda (and no items) to alert on.
      .where('announced', '=', 0)
      .where('meeting_date', '>', now.toISOString())
  );
}

/**
 * Agenda versions of meetings still to come (records without a source document, typed in or demo, are not
 * postings), and meetings to come that were canceled after subscribers were told of their items.
 */
export async function dueAgendaFanouts(db: AppDatabase, now: Date): Promise<AgendaFanoutPayload[]> {
  const rows = await postedAgendas(db, now).select('source_checksum').execute();
  const canceled = await db
    .selectFrom(meetingsIncludingDemo(db, 'm'))
    .select('m.id')
    .where('m.status', '=', 'cancelled')
    .where('m.meeting_date', '>', now.toISOString())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('agenda_alert_items as a')
          .select('a.id')
          .whereRef('a.meeting_id', '=', 'm.id')
          .where('a.sent_at', 'is not', null),
      ),
    )
    .execute();
  return [
    ...rows.map((r) => ({ kind: 'agenda' as const, meetingId: r.id, version: r.source_checksum! })),
    ...canceled.map((r) => ({ kind: 'cancel' as const, meetingId: r.id })),
  ];
}

/**
 * Queues the agenda fan-outs and digests due now that were not queued before; returns how many were new.
 * `timeZone` is the served city's: digests fall due on its clock.
 */
export async function scanAgendaAlerts(db: AppDatabase, now: Date, timeZone: string): Promise<number> {
  const due = [...(await dueAgendaFanouts(db, now)), ...dueDigests(now, timeZone)];
  const known = await existingKeys(db, due.map(agendaFanoutKey));
  const fresh = due.filter((p) => !known.has(agendaFanoutKey(p)));
  return enqueueMany(
    db,
    fresh.map((payload) => ({ kind: AGENDA_FANOUT_JOB, payload, idempotencyKey: agendaFanoutKey(payload) })),
    now,
  );
}
