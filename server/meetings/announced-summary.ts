/**
 * What a meeting known only from the clerk's notice of the year's meetings may say (issue 33): the notice's date,
 * time and place, and when its agenda comes; once the date has passed with no agenda and no minutes, that the
 * notice listed it and nothing more was published, never that it took place or that minutes are on their way.
 */
import type { MeetingTimeState } from '#contract/enums.ts';

/** The facts the notice gives one meeting. */
export interface AnnouncedFacts {
  /** The name residents know the meeting by: "Public Works Committee", "City Council Regular Meeting". */
  name: string;
  /** "January 10, 2024 at 2:30 P.M." */
  when: string;
  location: string;
  year: number;
}

const NOTICE = (year: number | string) => `the City Clerk's notice of ${year} regularly scheduled meetings`;

/** The English summary stored with the meeting, in the tense of a meeting still ahead. */
export function announcedSummary(facts: AnnouncedFacts): string {
  return `The ${facts.name} is scheduled to meet on ${facts.when} in ${facts.location}, according to ${NOTICE(facts.year)}. The agenda is posted about a week before.`;
}

const STORED = /^The (.+?) is scheduled to meet on (.+?), according to the City Clerk's notice of (\d{4}) regularly scheduled meetings\. The agenda is posted about a week before\.$/;

/** The stored summary told after the date passed with no agenda and no minutes. */
export function announcedSummaryPassed(summary: string): string {
  return summary.replace(STORED, (_m, name: string, whenWhere: string, year: string) => `The ${name} was listed for ${whenWhere} in ${NOTICE(year)}. No agenda or minutes of it are on record.`);
}

/** The Spanish summary, from the record's own date and place (the place is quoted as the notice prints it). */
export function announcedSummaryEs(meeting: { meeting_date: string; location: string | null }, state: MeetingTimeState, timeZone: string): string | null {
  if (state !== 'upcoming' && state !== 'no_agenda') return null;
  const at = new Date(meeting.meeting_date);
  const date = new Intl.DateTimeFormat('es-US', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat('es-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  const year = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at);
  const where = meeting.location ? `, en ${meeting.location}` : '';
  return state === 'upcoming'
    ? `El aviso de las reuniones ordinarias de ${year} de la Secretaría Municipal anuncia esta reunión para el ${date} a las ${time}${where}. La agenda se publica alrededor de una semana antes.`
    : `El aviso de las reuniones ordinarias de ${year} de la Secretaría Municipal anunciaba esta reunión para el ${date} a las ${time}${where}. No hay registro de ninguna agenda ni acta de ella.`;
}
