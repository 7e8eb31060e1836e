/**
 * The minute-by-minute look for work. A reminder window opens `h` hours before a scheduled meeting for the
 * subscribers who chose `h`; new minutes are announced once for meetings of the last 45 days (so importing
 * an archive does not mail old news), and, whatever the meeting's age, to those who were sent one of its items
 * before the vote (a committee's minutes can take longer than 45 days to reach the archive). Each event becomes one fan-out job with a fixed key, so several
 * processes scanning at once, or a scan repeated after a crash, still fan out once.
 */
import { ADVANCE_NOTICE_HOURS } from '#contract/enums.ts';
import type { AppDatabase } from '../../db/database.ts';
import type { AlertContext } from '../jobs/alert-context.ts';
import { ALERT_FANOUT_JOB, ALERT_SCAN_JOB, type FanoutPayload, fanoutKey } from '../jobs/alert-kinds.ts';
import { enqueueMany, existingKeys } from '../jobs/job-rows.ts';
import { listedMeetings, publishedMeetings } from '../../meetings/public-record.ts';

const HOUR = 60 * 60 * 1000;
const MAX_NOTICE_MS = Math.max(...ADVANCE_NOTICE_HOURS) * HOUR;
/** Minutes of meetings older than this are not announced. */
export const MINUTES_ALERT_MAX_AGE_MS = 45 * 24 * HOUR;
/** How often the scan runs. */
export const SCAN_INTERVAL_MS = 60 * 1000;

/** The fan-outs due at `now`: open reminder windows and fresh minutes. */
export async function dueFanouts(db: AppDatabase, now: Date): Promise<FanoutPayload[]> {
  const iso = now.toISOString();
  const upcoming = await db
    .selectFrom(publishedMeetings(db))
    .select(['id', 'meeting_date'])
    .where('status', '=', 'scheduled')
    // Known only from the notice of the year's meetings: with no agenda yet, the meeting may not be held as listed.
    // Its reminders come once its agenda fills the record (the open-meeting law posts it a day ahead at the latest).
    .where('announced', '=', 0)
    .where('meeting_date', '>', iso)
    .where('meeting_date', '<=', new Date(now.getTime() + MAX_NOTICE_MS).toISOString())
    .execute();
  const due: FanoutPayload[] = [];
  for (const meeting of upcoming) {
    const startsAt = new Date(meeting.meeting_date).getTime();
    for (const hours of ADVANCE_NOTICE_HOURS) {
      if (startsAt - hours * HOUR <= now.getTime()) due.push({ kind: 'reminder', meetingId: meeting.id, hours });
    }
  }
  const withMinutes = await db
    .selectFrom(listedMeetings(db))
    .select('id')
    .where('status', '=', 'completed')
    .where('document_type', '=', 'minutes')
    .where('meeting_date', '<=', iso)
    .where('meeting_date', '>=', new Date(now.getTime() - MINUTES_ALERT_MAX_AGE_MS).toISOString())
    .execute();
  for (const meeting of withMinutes) due.push({ kind: 'minutes', meetingId: meeting.id });
  const toldBefore = await db
    .selectFrom(listedMeetings(db, 'm'))
    .select('m.id')
    .where('m.status', '=', 'completed')
    .where('m.document_type', '=', 'minutes')
    .where('m.meeting_date', '<', new Date(now.getTime() - MINUTES_ALERT_MAX_AGE_MS).toISOString())
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('agenda_alert_items as a').select('a.id').whereRef('a.meeting_id', '=', 'm.id').where('a.sent_at', 'is not', null)),
    )
    .execute();
  // Old news to the meeting's topic subscribers, but the outcome promised to those told of its items.
  for (const meeting of toldBefore) due.push({ kind: 'minutes', meetingId: meeting.id, toldOnly: true });
  return due;
}

/** Queues the fan-outs due now that were not queued before; returns how many were new. */
export async function scanAlerts(ctx: Pick<AlertContext, 'db'>, now: Date): Promise<number> {
  const due = await dueFanouts(ctx.db, now);
  if (due.length === 0) return 0;
  const known = await existingKeys(ctx.db, due.map(fanoutKey));
  const fresh = due.filter((p) => !known.has(fanoutKey(p)));
  return enqueueMany(
    ctx.db,
    fresh.map((payload) => ({ kind: ALERT_FANOUT_JOB, payload, idempotencyKey: fanoutKey(payload) })),
    now,
  );
}

function minuteStart(time: number): Date {
  return new Date(Math.floor(time / SCAN_INTERVAL_MS) * SCAN_INTERVAL_MS);
}

const scanKey = (at: Date) => `${ALERT_SCAN_JOB.name}:${at.toISOString()}`;

/** Makes sure a scan is queued for this minute (start-up, first signup); a no-op when one exists. */
export async function ensureScanScheduled(db: AppDatabase, now: Date): Promise<void> {
  const at = minuteStart(now.getTime());
  await enqueueMany(db, [{ kind: ALERT_SCAN_JOB, payload: null, idempotencyKey: scanKey(at), runAt: now }], now);
}

/** Queues the next minute's scan, then prunes finished scans older than a day (their keys are no longer needed). */
export async function scheduleNextScan(db: AppDatabase, now: Date): Promise<void> {
  const next = minuteStart(now.getTime() + SCAN_INTERVAL_MS);
  await enqueueMany(db, [{ kind: ALERT_SCAN_JOB, payload: null, idempotencyKey: scanKey(next), runAt: next }], now);
  await db
    .deleteFrom('jobs')
    .where('kind', '=', ALERT_SCAN_JOB.name)
    .where('status', '=', 'done')
    .where('run_at', '<', new Date(now.getTime() - 24 * HOUR).toISOString())
    .execute();
}
