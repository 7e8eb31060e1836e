/**
 * The one rule for what a meeting's state is at a given moment, so badges, summaries, calendars, feeds, the
 * dashboard and the assistant cannot disagree (issue #33; #37's sync calls it too). The stored `status` says what
 * the record knows; time adds what the record cannot: a `scheduled` meeting whose start has passed without minutes
 * has not been shown to have happened with any result, so it is no longer "Upcoming" but awaiting its minutes, and
 * after MINUTES_OVERDUE_DAYS the honest word is that the minutes have not been published.
 */
import type { DocumentType, MeetingStatus, MeetingTimeState } from '#contract/enums.ts';
import type { Language } from '#contract/languages.ts';
import { t } from '../i18n.ts';

/**
 * The first city's council approves a meeting's minutes at a later meeting, usually within two to four weeks; past this many
 * days the product stops implying they are on their way and says they are not yet published.
 */
export const MINUTES_OVERDUE_DAYS = 45;

export type { MeetingTimeState };

export interface MeetingTimeFacts {
  status: MeetingStatus;
  meeting_date: string;
  document_type: DocumentType;
  minutes_url: string | null;
  /** Known only from the notice of the year's meetings (migration 034): a 0/1 flag in rows, a boolean in the API. */
  announced?: boolean | number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function hasMinutes(meeting: MeetingTimeFacts): boolean {
  return meeting.document_type === 'minutes' || Boolean(meeting.minutes_url);
}

export function meetingTimeState(meeting: MeetingTimeFacts, now: Date): MeetingTimeState {
  if (meeting.status === 'cancelled' || meeting.status === 'postponed') return meeting.status;
  if (meeting.status === 'completed' || hasMinutes(meeting)) return 'completed';
  const startsAt = Date.parse(meeting.meeting_date);
  // An unreadable date cannot be said to have passed: keep what the record says.
  if (Number.isNaN(startsAt) || startsAt > now.getTime()) return 'upcoming';
  // The notice said the meeting would be held; with no agenda and no minutes the record cannot say it was, nor
  // that minutes are coming (a meeting held under the open-meeting law has an agenda first).
  if (meeting.announced) return 'no_agenda';
  return now.getTime() - startsAt > MINUTES_OVERDUE_DAYS * DAY_MS ? 'minutes_not_published' : 'awaiting_minutes';
}

/** Whether the meeting is still ahead: the only state in which "Upcoming", CONFIRMED or a reminder is true. */
export function isStillAhead(meeting: MeetingTimeFacts, now: Date): boolean {
  return meetingTimeState(meeting, now) === 'upcoming';
}

/** Whether the meeting's date has passed without minutes (either of the two "missing minutes" states). */
export function awaitsMinutes(meeting: MeetingTimeFacts, now: Date): boolean {
  const state = meetingTimeState(meeting, now);
  return state === 'awaiting_minutes' || state === 'minutes_not_published';
}

/**
 * The sentence calendars and feeds lead with when a meeting's date has passed without minutes (or, for a meeting
 * known only from the notice of the year's meetings, without an agenda); null otherwise.
 */
export function missingMinutesNote(meeting: MeetingTimeFacts, now: Date, language: Language = 'en'): string | null {
  const state = meetingTimeState(meeting, now);
  return state === 'awaiting_minutes' || state === 'minutes_not_published' || state === 'no_agenda' ? t(`meetingState.${state}`, {}, language) : null;
}
