/**
 * The clerk's wording for an agenda item that takes up the minutes of an earlier meeting ("Receipt and filing of
 * the minutes of the December 4, 2024 Regular meeting", "Approval of minutes", "Receipt & filing of minutes"), and
 * the day it names. Matched loosely: the words vary from clerk to clerk and year to year.
 */
import { parseLongDate } from './parse-header.ts';

/** Receipt, filing or approval of minutes: an action on minutes, never the heading of minutes themselves. */
export const MINUTES_ACTION = /\b(?:receipt|filing|approv\w*|accept\w*)\b(?:\s+(?:and|&|of|the|filing|receipt|approval))*\s+minutes\b/gi;
const MINUTES_OF_MEETING = /\bminutes\s+of\s+the\b[^.]{0,80}\bmeeting\b/i;

export function isMinutesItem(text: string): boolean {
  return new RegExp(MINUTES_ACTION.source, 'i').test(text) || MINUTES_OF_MEETING.test(text);
}

const MONTH_DAY_YEAR = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{1,2}),?\s+(\d{4})\b/i;
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/;

/** The city-local day (`YYYY-MM-DD`) a minutes item names, or null when it names none (or it does not parse). */
export function namedMeetingDay(text: string): string | null {
  const long = MONTH_DAY_YEAR.exec(text);
  if (long) return parseLongDate(long[0]);
  const numeric = NUMERIC_DATE.exec(text);
  if (!numeric) return null;
  const year = numeric[3]!.length === 2 ? `20${numeric[3]}` : numeric[3]!;
  return `${year}-${numeric[1]!.padStart(2, '0')}-${numeric[2]!.padStart(2, '0')}`;
}
