/**
 * The opening of the minutes: "MINUTES OF THE REGULAR MEETING OF THE COUNCIL OF THE CITY OF <CITY>, <STATE>,
 * scheduled for Wednesday, October 19, 2022, at 5:00 P.M in the City Council Chamber, ..., to transact all
 * business ...". Date, time, location and the kind of meeting come from there, with the file name and the
 * running page header as fallbacks.
 */
import type { MeetingType } from '#contract/enums.ts';

/** What the header says about the meeting. */
export interface MeetingHeader {
  /** Calendar date in the city, `YYYY-MM-DD`. */
  date: string | null;
  /** Wall-clock start, `HH:MM` (24 h). */
  time: string | null;
  location: string | null;
  /** `regular` or `special` as printed, or the committee / task force named in the heading. */
  heading: string | null;
  meetingType: MeetingType;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** `October 19, 2022` to `2022-10-19`; null when it is not a date. */
export function parseLongDate(text: string): string | null {
  const m = /([A-Z][a-z]+)\.? (\d{1,2}),? (\d{4})/.exec(text);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.toLowerCase());
  if (month < 0) return null;
  return `${m[3]}-${String(month + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

/** `5:00 P.M` to `17:00`. */
export function parseClock(hours: string, minutes: string, meridiem: string): string {
  let h = Number(hours) % 12;
  if (/p/i.test(meridiem)) h += 12;
  return `${String(h).padStart(2, '0')}:${minutes}`;
}

// Committees and task forces the heading may name, mapped onto the spec's meeting types. The minutes in
// ../shared/data all say "REGULAR MEETING OF THE COUNCIL" (4 PM and 5 PM) or "SPECIAL MEETING"; these rules
// cover the council's committee minutes, which use the committee's name in the heading.
const HEADING_TYPES: [RegExp, MeetingType][] = [
  [/urban (and|&) economic development/i, 'urban_economic_committee'],
  [/public works/i, 'public_works_committee'],
  [/budget/i, 'budget_committee'],
  [/planning commission|TMAPC/i, 'planning_commission'],
  [/board of adjustment/i, 'board_of_adjustment'],
  [/quality of life/i, 'quality_of_life_task_force'],
  [/capital improvement/i, 'capital_improvement_task_force'],
  [/passenger rail/i, 'passenger_rail_task_force'],
  [/HUD|community development committee/i, 'hud_grant_committee'],
  [/hunger|food security/i, 'hunger_food_task_force'],
  [/food desert/i, 'food_desert_task_force'],
  [/retreat/i, 'mayor_council_retreat'],
  [/public safety/i, 'public_safety_task_force'],
  [/river infrastructure/i, 'river_infrastructure_task_force'],
  [/street lighting/i, 'street_lighting_task_force'],
  [/tribal nations/i, 'tribal_nations_committee'],
  [/truancy/i, 'truancy_prevention_task_force'],
];

/** The meeting type for a body's name as the city lists it ("Council Public Works Committee"). */
export function meetingTypeForName(name: string): MeetingType {
  if (/regular council|council meeting|special council/i.test(name)) return 'regular_council';
  for (const [re, type] of HEADING_TYPES) if (re.test(name)) return type;
  // The council's listing also names its own meetings "City Council", "Regular Meeting", "Special Meeting",
  // "Council Special Meeting": meetings of the whole council, as their minutes' headings say. Typed `other`, the
  // minutes (typed by heading) became a second meeting beside the listed one.
  if (/\bcity council\b|\b(regular|special) meeting\b|\bcouncil special\b/i.test(name)) return 'regular_council';
  return 'other';
}

/** Maps the printed heading (and, for special meetings, the agenda's subject) onto a meeting type. */
export function meetingTypeFor(heading: string, subject = ''): MeetingType {
  const named = /MINUTES OF THE (.*?) MEETING/i.exec(heading)?.[1] ?? heading;
  if (/^regular$/i.test(named.trim()) || /REGULAR MEETING OF THE COUNCIL/i.test(heading)) return 'regular_council';
  for (const [re, type] of HEADING_TYPES) if (re.test(named)) return type;
  // A special meeting is still a meeting of the whole council, unless its subject is the Mayor/Council retreat.
  if (/special/i.test(named)) return /retreat/i.test(subject) ? 'mayor_council_retreat' : 'regular_council';
  return 'other';
}

/** Reads the header text (the first paragraphs joined) with the file name as a fallback. */
export function parseHeader(headerText: string, fileName: string, subject = ''): MeetingHeader {
  const text = headerText.replace(/\s+/g, ' ');
  const scheduled =
    /scheduled for (?:[A-Z][a-z]+day,? )?([A-Z][a-z]+\.? \d{1,2},? \d{4}),? at (\d{1,2}):(\d{2}) ?([AP])\.? ?M\.?/i.exec(text);
  const fromName = /(\d{4}-\d{2}-\d{2})_(\d{1,2})(AM|PM)/i.exec(fileName) ?? /(\d{4}-\d{2}-\d{2})/.exec(fileName);
  const running = /\((\d{1,2}):(\d{2}) ([AP])\.M\./.exec(text);
  const date = (scheduled ? parseLongDate(scheduled[1]!) : null) ?? fromName?.[1] ?? parseLongDate(text);
  let time: string | null = null;
  if (scheduled) time = parseClock(scheduled[2]!, scheduled[3]!, scheduled[4]!);
  else if (running) time = parseClock(running[1]!, running[2]!, running[3]!);
  else if (fromName?.[2]) time = parseClock(fromName[2], '00', fromName[3]!);

  let location: string | null = null;
  if (scheduled) {
    const after = text.slice(scheduled.index + scheduled[0].length);
    const m = /^\.?,? (?:in|at) (?:the )?(.+?),? (?:to transact|for the purpose)/i.exec(after);
    if (m) location = m[1]!.replace(/\s+-\s+/g, ', ').trim();
  }
  const heading = /MINUTES OF THE (.*?) MEETING/i.exec(text)?.[1]?.toLowerCase() ?? null;
  return { date, time, location, heading, meetingType: meetingTypeFor(text, subject) };
}
