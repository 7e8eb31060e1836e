/**
 * The clerk's yearly "NOTICE OF <year> REGULARLY SCHEDULED MEETINGS" (issue 33): the one document that lists the
 * year's meetings before their agendas. It names where and when the Council's regular meetings are held, the
 * dates (in two columns, "January 10   July 17"), and the committees and pre-meeting held on the same dates at
 * their own times, with their room. Everything is read from the text: a line of the dates or times that cannot be
 * read refuses the whole notice, because a schedule read in part would silently miss meetings.
 */
import type { MeetingType } from '#contract/enums.ts';
import { agendaMeetingType } from './parse-agenda.ts';
import { parseClock } from '../minutes-parser/parse-header.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';

/** One body that meets on every listed date, at its own time and place. */
export interface ScheduledBody {
  /** The body as printed: "Public Works Committee", "Regular Council Pre-Meeting", "Regular Meetings". */
  body: string;
  meetingType: MeetingType;
  /** Wall-clock start, `HH:MM` (24 h). */
  time: string;
  /** The place as the notice words it. */
  location: string;
}

/** Everything read from one notice. */
export interface ScheduleNotice {
  year: number;
  /** When the notice was filed with the City Clerk, as printed (`12/01/2023 03:42 PM`). */
  filedAt: string | null;
  /** Every listed date, `YYYY-MM-DD`, in calendar order. */
  dates: string[];
  bodies: ScheduledBody[];
}

export type ScheduleNoticeReading = { ok: true; notice: ScheduleNotice } | { ok: false; reason: string };

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_DAY = /([A-Z][a-z]+)\s+(\d{1,2})/g;
const CLOCK = /(\d{1,2}):(\d{2})\s*(?:o'clock\s*)?([AP])\.?\s*M\.?/i;
// "Public Works Committee........2:30 P.M." (the leaders are dots or ellipsis characters). The body ends on a
// character that is no leader, so it cannot end inside the leaders: `(.+?)` could, and a line of leader dots with
// no time took time quadratic in its length (issue 51: 20,000 dots, 2.5 s).
const TIME_LINE = /^(.*?[^.…·\s])\s*[.…·]{2,}\s*(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\.?$/i;

/** Whether the first page is the yearly notice of meeting dates (not the agenda of one meeting). */
export function isScheduleNoticeText(text: string): boolean {
  return /NOTICE OF \d{4} REGULARLY SCHEDULED MEETINGS/i.test(text);
}

/** Reads the notice, or says why it cannot be read in full. */
export function parseScheduleNotice(pages: TextLine[][]): ScheduleNoticeReading {
  const lines = pages.flat().map((l) => l.text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const titleAt = lines.findIndex((l) => isScheduleNoticeText(l));
  if (titleAt < 0) return refuse('no "NOTICE OF <year> REGULARLY SCHEDULED MEETINGS" title');
  const year = Number(/NOTICE OF (\d{4})/i.exec(lines[titleAt]!)![1]);
  const datesAt = lines.findIndex((l) => new RegExp(`^${year} REGULAR MEETING DATES$`, 'i').test(l));
  const timesAt = lines.findIndex((l) => new RegExp(`^${year} COMMITTEE AND PRE-MEETING TIMES$`, 'i').test(l));
  if (datesAt < 0) return refuse(`no "${year} REGULAR MEETING DATES" heading`);
  if (timesAt < datesAt) return refuse(`no "${year} COMMITTEE AND PRE-MEETING TIMES" heading after the dates`);
  const intro = lines.slice(titleAt + 1, datesAt).join(' ');
  const filedAt = lines.slice(0, titleAt).join(' ').match(/(\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M)/)?.[1] ?? null;

  // "Regular Meetings of the <council> will be held in <place> at 5:00 o'clock P.M. on the dates listed below."
  const council = /Regular Meetings of the (.+?) will be held in (?:the )?(.+?) at (\d{1,2}:\d{2}\s*(?:o'clock\s*)?[AP]\.?\s*M\.?) on the dates/i.exec(intro);
  if (!council) return refuse('the place and time of the regular Council meetings could not be read');
  // "... Committee Meetings and Regular City Council Pre-Meetings will be held in <place> on the dates and at the times ..."
  const committees = /Pre-Meetings will be held in (.+?) on the dates and at the times/i.exec(intro);
  if (!committees) return refuse('the place of the committee meetings and pre-meetings could not be read');

  const dates: string[] = [];
  for (const line of lines.slice(datesAt + 1, timesAt)) {
    const read = readDateLine(line, year);
    if (typeof read === 'string') return refuse(read);
    dates.push(...read);
  }
  if (dates.length === 0) return refuse('no meeting dates listed');
  if (new Set(dates).size !== dates.length) return refuse('a meeting date is listed twice');
  dates.sort();

  const clock = CLOCK.exec(council[3]!)!;
  const bodies: ScheduledBody[] = [
    { body: 'Regular Meeting', meetingType: 'regular_council', time: parseClock(clock[1]!, clock[2]!, clock[3]!), location: tidyPlace(council[2]!) },
  ];
  // The times run from their heading to the first line that is no "<body>....<time>" line; a line that looks like
  // one (leaders or a time at its end) but cannot be read refuses the notice.
  for (const line of lines.slice(timesAt + 1)) {
    const m = TIME_LINE.exec(line);
    if (!m) {
      if (/[.…]{4,}|\d{1,2}:\d{2}\s*[AP]\.?\s*M\.?$/i.test(line)) return refuse(`the time line "${line}" could not be read`);
      break;
    }
    const body = m[1]!.replace(/[.…·\s]+$/, '').trim();
    const meetingType = agendaMeetingType(body);
    if (meetingType === 'other') return refuse(`"${body}" is no kind of meeting this city's record knows`);
    bodies.push({ body, meetingType, time: parseClock(m[2]!, m[3]!, m[4]!), location: tidyPlace(committees[1]!) });
  }
  if (bodies.length === 1) return refuse('no committee or pre-meeting times listed');
  const identities = bodies.map((b) => `${b.meetingType}|${b.time}`);
  if (new Set(identities).size !== identities.length) return refuse('two bodies share one kind of meeting and time');
  return { ok: true, notice: { year, filedAt, dates, bodies } };
}

/** "January 10 July 17": one or two dates (the two columns), each a real day of `year`; else why not. */
function readDateLine(line: string, year: number): string[] | string {
  const found = [...line.matchAll(MONTH_DAY)];
  const rest = line.replace(MONTH_DAY, '').trim();
  if (found.length === 0 || found.length > 2 || rest !== '') return `the date line "${line}" could not be read`;
  const dates: string[] = [];
  for (const [, monthName, day] of found) {
    const month = MONTHS.indexOf(monthName!.toLowerCase());
    const date = new Date(Date.UTC(year, month, Number(day)));
    if (month < 0 || date.getUTCMonth() !== month) return `"${monthName} ${day}" in "${line}" is no date of ${year}`;
    dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** The place without the trailing comma before the ZIP code ("<state>, <ZIP>" reads "<state> <ZIP>"). */
function tidyPlace(place: string): string {
  return place.replace(/,\s*(\d{5})$/, ' $1').trim();
}

function refuse(reason: string): ScheduleNoticeReading {
  return { ok: false, reason: `the notice of regularly scheduled meetings could not be read in full: ${reason}` };
}
