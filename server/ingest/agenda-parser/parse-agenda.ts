/**
 * A council agenda as the City Clerk files it: "NOTICE AND AGENDA ... <COUNCIL NAME> - Public Works Committee
 * Meeting 08/01/2025 04:21 PM ... 2:30 PM, Wednesday, August 6, 2025 ... One Technology Center, 4th Floor, Room
 * 411 - <street address and ZIP>", the chair and co-chairs, then the numbered (and lettered) items, each
 * ending in the city's file number. A cancellation is the same notice with "Meeting Canceled" and no items. The
 * yearly notice of regular meeting dates is no agenda of any one meeting.
 */
import type { CityConfig } from '#contract/city.ts';
import type { MeetingType } from '#contract/enums.ts';
import { joinLines, type ParsedItem, parseBody } from '../minutes-parser/parse-body.ts';
import { parseClock, parseLongDate } from '../minutes-parser/parse-header.ts';
import { meetingTypeForName } from '../minutes-parser/parse-header.ts';
import { type Paragraph, toParagraphs } from '../pdf-text/paragraphs.ts';
import type { TextLine } from '../pdf-text/text-lines.ts';
import { MINUTES_ACTION } from '../minutes-parser/minutes-items.ts';

export type AgendaKind = 'agenda' | 'cancellation' | 'schedule_notice';

/** Everything read from one agenda PDF. */
export interface ParsedAgenda {
  kind: AgendaKind;
  /** The body as printed: "Public Works Committee", "Pre-Regular", "Regular". */
  body: string | null;
  meetingType: MeetingType;
  /** Calendar date in the city, `YYYY-MM-DD`. */
  date: string | null;
  /** Wall-clock start, `HH:MM` (24 h). */
  time: string | null;
  location: string | null;
  /** When the agenda was filed with the City Clerk, as printed (`08/01/2025 04:21 PM`). */
  filedAt: string | null;
  chair: string | null;
  coChairs: string[];
  items: ParsedItem[];
  fullText: string;
}

/**
 * Whether the text of a PDF is an agenda (or a notice filed like one) rather than minutes. An agenda item receiving
 * "the minutes of the December 4 meeting" does not make the agenda minutes.
 */
export function isAgendaText(firstPageText: string, city: CityConfig): boolean {
  const namesCouncil = new RegExp(`\\bAGENDA\\b.*\\b${councilNamePattern(city)}\\b`, 'i');
  return (/NOTICE AND AGENDA|NOTICE OF \d{4} REGULARLY SCHEDULED MEETINGS/i.test(firstPageText) || namesCouncil.test(firstPageText)) && !/MINUTES OF THE/i.test(firstPageText.replace(MINUTES_ACTION, ''));
}

/** The council's name as the clerk prints it (in capitals, any spacing): the city's `councilName`. */
function councilNamePattern(city: CityConfig): string {
  return city.councilName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
}

const titleCaseName = (name: string) => name.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());

/**
 * The meeting type of the body an agenda names. "Regular" and "Special" (the clerk's "<CITY> CITY COUNCIL - Special
 * Meeting") are meetings of the whole council, as their minutes' headings say; typed `other`, a special meeting's
 * agenda and its minutes became two meetings.
 */
export function agendaMeetingType(body: string): MeetingType {
  if (/^(regular|special)$/i.test(body.trim()) || /regular/i.test(body)) return 'regular_council';
  return meetingTypeForName(body);
}

/** Parses the pages of an agenda PDF. */
export function parseAgenda(pages: TextLine[][], city: CityConfig): ParsedAgenda {
  // The link text the clerk's system prints after each item's file number is no part of the item.
  const cleaned = pages.map((page) => page.map((line) => ({ ...line, text: line.text.replace(/\s*Supporting Documentation\s*$/i, '') })).filter((l) => l.text.length > 0));
  const paragraphs = toParagraphs(cleaned);
  const texts = paragraphs.map((p) => joinLines(p.lines));
  const head = texts.slice(0, 3).join(' ');
  const fullText = texts.join('\n');

  const when = /(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\.?,?\s*(?:[A-Z][a-z]+day,?\s*)?([A-Z][a-z]+\.? \d{1,2},? \d{4})/.exec(head);
  const body = new RegExp(`${councilNamePattern(city)}\\s*[-–—]\\s*(.+?)\\s+Meeting\\b`, 'i').exec(head)?.[1]?.trim() ?? null;
  const filedAt = /(\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M)/.exec(head)?.[1] ?? null;
  // The address follows "City Clerk" in the interleaved header columns, up to the ZIP code.
  const location = /City Clerk\s+(.+?\b\d{5})\b/.exec(head)?.[1]?.replace(/\s+-\s+/g, ', ').trim() ?? null;
  const chairs = /CHAIR:\s*([A-Z][A-Z' -]+?)\s+CO-CHAIRS?:\s*([A-Z][A-Z', -]+?)(?:\s{2,}|$|\s+[A-Z][a-z])/.exec(fullText.split('\n').find((t) => /^CHAIR:/.test(t)) ?? '');
  const chairOnly = /^CHAIR:\s*([A-Z][A-Z' -]+?)\s*$/.exec(fullText.split('\n').find((t) => /^CHAIR:/.test(t)) ?? '');

  let kind: AgendaKind = 'agenda';
  if (/NOTICE OF \d{4} REGULARLY SCHEDULED MEETINGS/i.test(head)) kind = 'schedule_notice';
  else if (texts.some((t) => /^Meeting (?:Canceled|Cancelled)\.?$/i.test(t.trim()))) kind = 'cancellation';

  const firstItem = paragraphs.findIndex((p) => /^1\.\s/.test(joinLines(p.lines)));
  const items = kind === 'agenda' && firstItem >= 0 ? parseBody(paragraphs.slice(firstItem) as Paragraph[]).items : [];
  return {
    kind,
    body,
    meetingType: body ? agendaMeetingType(body) : 'other',
    date: when ? parseLongDate(when[4]!) : null,
    time: when ? parseClock(when[1]!, when[2]!, when[3]!) : null,
    location,
    filedAt,
    chair: chairs ? titleCaseName(chairs[1]!.trim()) : chairOnly ? titleCaseName(chairOnly[1]!.trim()) : null,
    coChairs: chairs ? chairs[2]!.split(/\s*,\s*/).map((n) => titleCaseName(n.trim())).filter(Boolean) : [],
    items,
    fullText,
  };
}
