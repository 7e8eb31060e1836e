/**
 * The deadlines of the ways to be heard on a meeting's items (issue 32), computed on the city's wall clock. No zod
 * here, so the browser's countdown can use it without the contract's schemas (decision 026).
 */
import { zonedDate, zonedTimeToUtc } from './time-zone.ts';

/** The ways a resident can be heard before a vote. */
export const HEARING_WAY_KINDS = [
  'written_comment',
  'request_to_speak',
  'public_comment_topic',
  // Testimony at a hearing, given in the room or by video, where a city takes it so.
  'testify_in_person',
  'testify_online',
] as const;
export type HearingWayKind = (typeof HEARING_WAY_KINDS)[number];

/** Weekdays as `Date#getUTCDay` numbers them (Sunday is 0). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When a way closes, relative to the meeting (the shape `hearingDeadlineRuleSchema` validates). */
export type HearingDeadlineRule =
  | { rule: 'hours_before'; hours: number }
  | { rule: 'hours_after'; hours: number }
  | { rule: 'weekday_before'; weekday: Weekday; time: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` moved by whole calendar days (noon UTC keeps the arithmetic clear of any offset). */
function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a way closes for a meeting starting at `meetingStart`. `hours_before` (and `hours_after`) counts elapsed hours (a notice
 * period is a span of time, whatever the clocks do); `weekday_before` is a wall-clock time in `timeZone` on the last
 * such weekday strictly before the meeting's calendar day, so "noon the Thursday before" stays noon across a
 * daylight-saving change.
 */
export function deadlineFor(rule: HearingDeadlineRule, meetingStart: Date, timeZone: string): Date {
  if (rule.rule === 'hours_before') return new Date(meetingStart.getTime() - rule.hours * HOUR_MS);
  // Counted from the start, the only time the record has: a rule written "after the hearing" then closes no later
  // than the city says, never after.
  if (rule.rule === 'hours_after') return new Date(meetingStart.getTime() + rule.hours * HOUR_MS);
  const meetingDay = zonedDate(meetingStart, timeZone);
  const meetingWeekday = new Date(`${meetingDay}T12:00:00Z`).getUTCDay();
  const back = (meetingWeekday - WEEKDAYS.indexOf(rule.weekday) + 7) % 7 || 7;
  return zonedTimeToUtc(addCalendarDays(meetingDay, -back), rule.time, timeZone);
}

/** What a countdown shows: open with the time left, or closed. */
export interface Countdown {
  state: 'open' | 'closed';
  /** Whole minutes left, rounded down (0 once closed). */
  minutesLeft: number;
}

export function countdownTo(closesAt: Date, now: Date): Countdown {
  const left = closesAt.getTime() - now.getTime();
  return left > 0 ? { state: 'open', minutesLeft: Math.floor(left / 60_000) } : { state: 'closed', minutesLeft: 0 };
}

/** The largest whole unit of a countdown, as a sentence names it ("2 days left", "5 hours left"). */
export function countdownUnit(minutesLeft: number): { unit: 'days' | 'hours' | 'minutes'; count: number } {
  if (minutesLeft >= 24 * 60) return { unit: 'days', count: Math.floor(minutesLeft / (24 * 60)) };
  if (minutesLeft >= 60) return { unit: 'hours', count: Math.floor(minutesLeft / 60) };
  return { unit: 'minutes', count: minutesLeft };
}
