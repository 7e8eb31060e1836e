/**
 * The clerk's yearly notice of regularly scheduled meetings into meetings marked as announced (issue 33): one per
 * listed date and body, with the notice's time and place and no agenda. A meeting is known by its identity (start
 * and kind of meeting, decision 010), the same key an agenda and minutes are matched by, so the meeting's agenda
 * later fills the same row (same id, links, alerts and calendar UIDs) and clears the mark. Idempotent: a meeting
 * already known (announced, or read from an agenda or minutes) is never touched, so re-reading the notice, or
 * reading it after an agenda, changes nothing.
 */
import type { CityConfig } from '#contract/city.ts';
import { zonedTimeToUtc } from '#contract/time-zone.ts';
import { announcedSummary } from '../../meetings/announced-summary.ts';
import { recordMeetingSource } from '../../meetings/meeting-sources.ts';
import { type MeetingInput, saveMeeting } from '../../meetings/meeting-store.ts';
import { bodyTitle } from './build-agenda.ts';
import { clock, longDate } from './build-meeting.ts';
import type { IngestContext, IngestResult } from './ingest-types.ts';
import { parseScheduleNotice, type ScheduleNotice, type ScheduledBody } from '../agenda-parser/parse-schedule-notice.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';
import { meetingsIncludingDemo } from '../../meetings/public-record.ts';

/** Reads the notice and writes the meetings it announces that are still ahead and not yet known. */
export async function ingestScheduleNotice(ctx: IngestContext, fileName: string, checksum: string, pages: TextLine[][]): Promise<IngestResult> {
  const base = { file: fileName, meetingId: null, pages: pages.length, items: 0, votes: 0 };
  const reading = parseScheduleNotice(pages);
  if (!reading.ok) return { ...base, status: 'failed', code: 'schedule_notice_unreadable', reason: reading.reason };
  const { notice } = reading;
  const now = ctx.now();
  let firstId: number | null = null;
  let created = 0;
  for (const date of notice.dates) {
    for (const body of notice.bodies) {
      const input = announcedMeeting(ctx.city.config, notice, date, body);
      // A date already passed is not announced after the fact: nothing in the notice says the meeting took place,
      // and a notice read late (a first sync of the archive) would fill past years with meetings nobody saw.
      if (Date.parse(input.meeting_date) <= now.getTime()) continue;
      const known = await ctx.db
        .selectFrom(meetingsIncludingDemo(ctx.db))
        .select('id')
        .where('meeting_date', '=', input.meeting_date)
        .where('meeting_type', '=', input.meeting_type)
        .executeTakeFirst();
      if (known) {
        firstId ??= known.id;
        continue;
      }
      const id = await saveMeeting(ctx.db, input, { now, city: ctx.city });
      firstId ??= id;
      created += 1;
    }
  }
  // Recorded last, so a crash part-way leaves the notice unread and the next read completes it.
  if (firstId !== null) await recordMeetingSource(ctx.db, { checksum, meetingId: firstId, fileName, readAt: now.toISOString() });
  return { ...base, status: created > 0 ? 'created' : 'unchanged', meetingId: firstId, announced: created };
}

/** One meeting as the notice announces it: the notice's date, time and place, no agenda, no items. */
export function announcedMeeting(city: CityConfig, notice: ScheduleNotice, date: string, body: ScheduledBody): MeetingInput {
  const name = bodyTitle({ meetingType: body.meetingType, time: body.time, body: body.body });
  const when = `${longDate(date)} at ${clock(body.time)}`;
  const filed = notice.filedAt ? `, filed ${notice.filedAt},` : '';
  return {
    title: `${name} - ${longDate(date)}`,
    description: `Announced in the notice of ${notice.year} regularly scheduled meetings filed with the City Clerk${notice.filedAt ? ` on ${notice.filedAt}` : ''}.`,
    meeting_date: zonedTimeToUtc(date, body.time, city.timeZone).toISOString(),
    location: body.location,
    meeting_type: body.meetingType,
    status: 'scheduled',
    summary: announcedSummary({ name, when, location: body.location, year: notice.year }),
    // What the notice says of this meeting, and no more: the listing rule's substance for a meeting with no agenda.
    detailed_summary: `The City Clerk's notice of ${notice.year} regularly scheduled meetings${filed} lists the ${name} on ${when} in ${body.location}.`,
    document_type: 'agenda',
    agenda_url: null,
    minutes_url: null,
    source: city.source.name,
    // No checksum and no file of its own: the notice is no agenda to alert on (agenda-scan.ts), and a correction
    // keyed to the notice's file would apply to every meeting it lists.
    source_checksum: null,
    source_file: null,
    announced: true,
  };
}
