/** Turns a meeting row into a calendar event, the one place that decides what a meeting looks like in ICS. */
import { city } from '../../../city/tulsa.ts';
import type { IcsEvent } from '../../lib/ics.ts';
import { hasRealSummary } from '../../repositories/meeting-listing-rule.ts';
import type { MeetingRowWithoutText } from '../../repositories/meeting-reads.ts';

/** Minutes rarely record an end time in advance; two hours covers a typical regular meeting. */
const ASSUMED_DURATION_MS = 2 * 60 * 60 * 1000;

const STATUS: Record<string, IcsEvent['status']> = {
  scheduled: 'CONFIRMED',
  completed: 'CONFIRMED',
  // A postponed meeting will not happen at this time; calendars should strike it like a cancelled one.
  postponed: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/** The event of one meeting; `publicUrl` is the site's origin, for the link back and the UID's domain. */
export function meetingCalendarEvent(row: MeetingRowWithoutText, publicUrl: string): IcsEvent {
  const start = new Date(row.meeting_date);
  const link = `${publicUrl.replace(/\/$/, '')}/meetings/${row.id}`;
  const text = [row.description, hasRealSummary(row.summary) ? row.summary : null].filter(Boolean);
  const unique = [...new Set(text)];
  return {
    uid: `meeting-${row.id}@${new URL(publicUrl).hostname}`,
    start,
    end: new Date(start.getTime() + ASSUMED_DURATION_MS),
    stamp: new Date(row.updated_at),
    created: new Date(row.created_at),
    lastModified: new Date(row.updated_at),
    summary: row.title,
    description: [...unique, link].join('\n\n'),
    location: row.location ?? city.defaultLocation,
    url: link,
    status: STATUS[row.status],
  };
}
