/** Turns a meeting row into a calendar event, the one place that decides what a meeting looks like in ICS. */
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { markedEnglish } from '../marked-english.ts';
import type { IcsEvent } from '../../lib/ics.ts';
import { meetingUid } from '../record-ids.ts';
import { hasRealSummary } from '../meeting-listing-rule.ts';
import type { MeetingRowWithoutText } from '../meeting-reads.ts';
import { summaryAt } from '../meeting-presenter.ts';
import { awaitsMinutes, missingMinutesNote, type MeetingTimeFacts } from '../meeting-time-state.ts';

/** The PRODID of every calendar we publish (the subscription calendar, a meeting's file, the feeds). */
export const CALENDAR_PROD_ID = '-//Civic Commons//Meetings//EN';
/** What calendars are told to poll at (REFRESH-INTERVAL): the same quarter hour would be rude to 10,000 phones. */
export const CALENDAR_REFRESH_INTERVAL = 'PT1H';

/** Minutes rarely record an end time in advance; two hours covers a typical regular meeting. */
const ASSUMED_DURATION_MS = 2 * 60 * 60 * 1000;

const STATUS: Record<string, IcsEvent['status']> = {
  scheduled: 'CONFIRMED',
  completed: 'CONFIRMED',
  // A postponed meeting will not happen at this time; calendars should strike it like a cancelled one.
  postponed: 'CANCELLED',
  cancelled: 'CANCELLED',
};

/**
 * The event's SEQUENCE, derived from the row instead of a stored counter: whole seconds from its creation to
 * its last update. It grows with every update and stays put otherwise, which is all RFC 5545 asks of it.
 */
export function meetingSequence(row: Pick<MeetingRowWithoutText, 'created_at' | 'updated_at'>): number {
  return Math.max(0, Math.floor((Date.parse(row.updated_at) - Date.parse(row.created_at)) / 1000));
}

/**
 * A scheduled meeting whose date passed without minutes is not confirmed to have happened as announced: TENTATIVE
 * until the minutes say so (issue #33), so a calendar does not keep asserting CONFIRMED for months. A meeting known
 * only from the notice of the year's meetings is TENTATIVE too: no agenda confirms it yet.
 */
function eventStatus(row: MeetingRowWithoutText, now: Date): IcsEvent['status'] {
  if (row.announced === 1 && row.status === 'scheduled') return 'TENTATIVE';
  return awaitsMinutes(row as MeetingTimeFacts, now) ? 'TENTATIVE' : STATUS[row.status];
}

/**
 * The event of one meeting; `publicUrl` is the site's address (no trailing slash), for the link back, and `now`
 * decides whether a past meeting still awaits its minutes. In another `language` than English, our own notes are
 * in it and the record's English text is marked as English (the title by LANGUAGE=en, the summary in words).
 */
export function meetingCalendarEvent(
  city: CityConfig,
  row: MeetingRowWithoutText,
  publicUrl: string,
  now: Date,
  language: Language = 'en',
): IcsEvent {
  const start = new Date(row.meeting_date);
  const link = `${publicUrl}/meetings/${row.id}`;
  const summary = hasRealSummary(row.summary) ? summaryAt(row as MeetingTimeFacts & { summary: string }, now) : null;
  const text = [
    missingMinutesNote(row as MeetingTimeFacts, now, language),
    row.description ? markedEnglish(row.description, 'description', language) : null,
    summary ? markedEnglish(summary, 'summary', language) : null,
  ].filter(Boolean);
  const unique = [...new Set(text)];
  return {
    // The same whatever PUBLIC_URL is (issue 18) and in whatever deployment holds the record (issue 50, decision
    // 125): `meeting-<its OCD event UUID>@civic-commons`. Subscribers from before see each event re-created once.
    uid: meetingUid(city, row),
    sequence: meetingSequence(row),
    start,
    end: new Date(start.getTime() + ASSUMED_DURATION_MS),
    stamp: new Date(row.updated_at),
    created: new Date(row.created_at),
    lastModified: new Date(row.updated_at),
    summary: row.title,
    ...(language === 'en' ? {} : { summaryLanguage: 'en' }),
    description: [...unique, link].join('\n\n'),
    location: row.location ?? city.defaultLocation,
    url: link,
    status: eventStatus(row, now),
  };
}
