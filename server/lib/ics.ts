/**
 * iCalendar (RFC 5545) output for meeting calendars: CRLF line ends, lines folded at 75 octets without splitting
 * a UTF-8 character, TEXT values escaped, and times given on the city's wall clock with a VTIMEZONE so that
 * calendar apps place a 5 P.M. meeting at 5 P.M. on both sides of a daylight-saving change.
 */
import { timeZoneOffsetMinutes } from '#contract/time-zone.ts';

/** One event of a calendar. */
export interface IcsEvent {
  /** Globally unique and stable across feeds and deployments: derived from the record (decision 125), never a row id. */
  uid: string;
  /** The revision (SEQUENCE): higher each time the event changes, so calendar apps replace their copy. */
  sequence?: number;
  start: Date;
  end: Date;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  created?: Date;
  lastModified?: Date;
  summary: string;
  /** The language of SUMMARY when it is not the calendar's (the record's English title in a Spanish calendar). */
  summaryLanguage?: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  categories?: string[];
}

export interface IcsCalendar {
  /** The product identifier, `-//Org//Product//EN`. */
  prodId: string;
  /** Shown by calendar apps as the calendar's name: NAME (RFC 7986) and X-WR-CALNAME, which older apps read. */
  name: string;
  /** The language of the calendar's own wording (NAME's LANGUAGE parameter), when it is not English. */
  language?: string;
  /**
   * How often a subscriber should poll, as an RFC 5545 duration (`PT1H`): REFRESH-INTERVAL (RFC 7986) and
   * X-PUBLISHED-TTL (what Outlook reads). Left out for a one-off file that nobody subscribes to.
   */
  refreshInterval?: string;
  /** IANA zone of the wall-clock times. */
  timeZone: string;
  events: IcsEvent[];
}

/** Daylight-saving rules of US zones since 2007 (second Sunday of March to first Sunday of November). */
const US_ZONES: Record<string, { standardHours: number; standard: string; daylight: string }> = {
  'America/New_York': { standardHours: -5, standard: 'EST', daylight: 'EDT' },
  'America/Chicago': { standardHours: -6, standard: 'CST', daylight: 'CDT' },
  'America/Denver': { standardHours: -7, standard: 'MST', daylight: 'MDT' },
  'America/Los_Angeles': { standardHours: -8, standard: 'PST', daylight: 'PDT' },
};

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    if (size + bytes > limit) {
      out.push(current);
      current = ' ';
      size = 1;
      limit = 75;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n');
}

/** `20241204T170000Z` */
export function formatUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** `20241204T170000`: the wall-clock time of `date` in `timeZone`, with no zone suffix. */
export function formatLocal(date: Date, timeZone: string): string {
  const local = new Date(date.getTime() + timeZoneOffsetMinutes(date, timeZone) * 60_000);
  return formatUtc(local).slice(0, -1);
}

function offset(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(hours)).padStart(2, '0')}00`;
}

function timeZoneLines(timeZone: string): string[] {
  const zone = US_ZONES[timeZone];
  if (!zone) return [];
  const std = offset(zone.standardHours);
  const dst = offset(zone.standardHours + 1);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    'BEGIN:DAYLIGHT',
    `TZOFFSETFROM:${std}`,
    `TZOFFSETTO:${dst}`,
    `TZNAME:${zone.daylight}`,
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    `TZOFFSETFROM:${dst}`,
    `TZOFFSETTO:${std}`,
    `TZNAME:${zone.standard}`,
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: IcsEvent, timeZone: string, zoned: boolean): string[] {
  const time = (name: string, date: Date) =>
    zoned ? `${name};TZID=${timeZone}:${formatLocal(date, timeZone)}` : `${name}:${formatUtc(date)}`;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    time('DTSTART', event.start),
    time('DTEND', event.end),
    `SUMMARY${event.summaryLanguage ? `;LANGUAGE=${event.summaryLanguage}` : ''}:${escapeText(event.summary)}`,
  ];
  if (event.created) lines.push(`CREATED:${formatUtc(event.created)}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  // A URI value is not TEXT: it is not escaped (RFC 5545 §3.3.13).
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
  if (event.status) lines.push(`STATUS:${event.status}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar as text, ready to send as `text/calendar`. */
export function buildCalendar(calendar: IcsCalendar): string {
  const zoneLines = timeZoneLines(calendar.timeZone);
  // Without a known VTIMEZONE, UTC times are still exact; only the zone label is lost.
  const zoned = zoneLines.length > 0;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME${calendar.language ? `;LANGUAGE=${calendar.language}` : ''}:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.refreshInterval
      ? [`REFRESH-INTERVAL;VALUE=DURATION:${calendar.refreshInterval}`, `X-PUBLISHED-TTL:${calendar.refreshInterval}`]
      : []),
    ...(zoned ? [`X-WR-TIMEZONE:${calendar.timeZone}`] : []),
    ...zoneLines,
    ...calendar.events.flatMap((e) => eventLines(e, calendar.timeZone, zoned)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
