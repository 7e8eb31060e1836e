/**
 * Roll-call names linked to the councilors they denote, so that one person is one name in the vote analytics
 * (issue 19): the minutes print a councilor as a roll-call surname ("Decter Wright"), in a signature with the full
 * name ("Phil Lakin, Jr.", "Crista Patrick, Chair"), and with a line break inside a hyphenated surname
 * ("Hall-" / "Harper"). A printed name becomes the roll-call surname of the seat it names only when that is
 * certain: the meeting's date falls within the seat's serving period (the city's roll-call periods), and
 * exactly one councilor serving that day answers to it. Anything else is left as printed: never a guess.
 */
import type { CityContext } from '#city/context.ts';
import { readOfficialRows } from '../../city-data/officials-file.ts';
import { readRollCallPeriods } from '../../city-data/roll-call-periods.ts';

/** A councilor in their seat for a period, with their full name when the officials table has it. */
export interface ServingSeat {
  surname: string;
  district: number;
  /** First and last day of the period, `YYYY-MM-DD`. */
  from: string;
  to: string;
  fullName?: string | undefined;
}

/**
 * The city's seats by period, from the seed data (roll-call periods, full names from the officials table),
 * read once per city and kept in its context.
 */
export function cityServingSeats(city: CityContext): ServingSeat[] {
  return city.cached('serving-seats', () => {
    const officials = readOfficialRows(city);
    const fullNames = new Map(officials.filter((o) => o.role === 'councilor' && o.roll_call_surname).map((o) => [o.roll_call_surname!, o.name]));
    return readRollCallPeriods(city).map((p) => ({ ...p, fullName: fullNames.get(p.surname) }));
  });
}

/** Titles the minutes print before a name ("Councilor Lakin", "Vice-Chair Patrick"). */
const TITLE = /^(?:councilors?|(?:vice[- ]?)?chair(?:man|woman)?)\s+/i;
/** Suffixes after a full name ("Phil Lakin, Jr."), and the office after a signature ("Crista Patrick, Chair"). */
const SUFFIX = /,?\s+(?:jr|sr|ii|iii|iv)\.?$|,\s*(?:(?:vice[- ]?)?chair|councilor)$/i;

/** The printed name without title, suffix and line-break artefacts: "Hall- Harper" is "Hall-Harper". */
function cleaned(printed: string): string {
  let name = printed.trim().replace(/\s+/g, ' ').replace(/-\s+/g, '-');
  name = name.replace(TITLE, '');
  for (let i = 0; i < 2; i++) name = name.replace(SUFFIX, '');
  return name.trim();
}

/** Letters only, lower case: "Decter-Wright", "decter wright" and "Decter Wright" are one key. */
const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Whether `name` denotes `seat`: its surname, its full name, or a first name and its surname. */
function denotes(name: string, seat: ServingSeat): boolean {
  if (key(name) === key(seat.surname)) return true;
  if (seat.fullName && key(name) === key(cleaned(seat.fullName))) return true;
  // "Grant Miller": the words before the surname are a first name. With a full name on record, it must be theirs.
  const words = name.split(' ');
  const surnameWords = seat.surname.split(/\s+/).length;
  if (words.length <= surnameWords || key(words.slice(-surnameWords).join(' ')) !== key(seat.surname)) return false;
  if (!seat.fullName) return true;
  return key(cleaned(seat.fullName).split(' ')[0]!) === key(words[0]!);
}

/**
 * The roll-call surname of the one councilor serving on `date` (`YYYY-MM-DD`) whom `printed` names, or null when
 * the date is unknown, outside every serving period, or the name fits no one or more than one.
 */
export function linkedRollCallName(printed: string, date: string | null, seats: ServingSeat[]): string | null {
  if (!date) return null;
  const name = cleaned(printed);
  if (!name) return null;
  const matches = seats.filter((s) => s.from <= date && date <= s.to && denotes(name, s));
  // One person may hold a seat over several periods; two seats matching are two people (two Smiths).
  const people = new Set(matches.map((s) => `${s.district}|${s.surname}`));
  return people.size === 1 ? matches[0]!.surname : null;
}

/** The name to store for a printed one: the linked roll-call surname when certain, else the name as printed. */
export function rollCallName(city: CityContext, printed: string, date: string | null): string {
  return linkedRollCallName(printed, date, cityServingSeats(city)) ?? printed;
}
