/**
 * The council as it sat on a given day: for each district, the councilor whose term covers that day. The officials
 * table holds former councilors beside the sitting ones (with the dates the roll calls show them seated); a lookup
 * by district alone let a former councilor's name stand for the seat in 6 of the first city's 9 districts, and a
 * lookup by an open term alone made a councilor-elect sit before being sworn in and their predecessor leave early.
 */
import type { ExpressionBuilder } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import { zonedDate } from '#contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

interface Term {
  name: string;
  district: number | null;
  term_start: string | null;
  term_end: string | null;
}

/** The city-local day (`YYYY-MM-DD`) of an instant: terms are dated in days on the city's calendar. */
export function cityDay(city: Pick<CityConfig, 'timeZone'>, at: Date | string): string {
  return zonedDate(new Date(at), city.timeZone);
}

/** Whether a term covers the city-local `day` (open ends cover everything on their side). */
export function termCovers(term: Pick<Term, 'term_start' | 'term_end'>, day: string): boolean {
  return (term.term_start === null || term.term_start.slice(0, 10) <= day) && (term.term_end === null || term.term_end.slice(0, 10) >= day);
}

/** Whether a term was over before the city-local `day`: its holder is a former councilor that day. */
export function termEndedBefore(term: Pick<Term, 'term_end'>, day: string): boolean {
  return term.term_end !== null && term.term_end.slice(0, 10) < day;
}

/** The SQL twin of termCovers, on the `officials` table of the query. */
export function officialSeatedOn(day: string) {
  return (eb: ExpressionBuilder<Database, 'officials'>) =>
    eb.and([
      eb.or([eb('officials.term_start', 'is', null), eb('officials.term_start', '<=', day)]),
      eb.or([eb('officials.term_end', 'is', null), eb('officials.term_end', '>=', day)]),
    ]);
}

/**
 * District -> the term seated on the city-local `day`. A district whose seat no known term covers is left out:
 * naming someone there would be a guess. When terms overlap (a sitting councilor's first roll call is later than
 * the day the seat changed hands), the later-started term wins.
 */
export function seatedTerms<T extends Term>(terms: T[], day: string): Map<number, T> {
  const seated = new Map<number, T>();
  for (const term of terms) {
    if (term.district === null || !termCovers(term, day)) continue;
    const other = seated.get(term.district);
    if (!other || (term.term_start ?? '') > (other.term_start ?? '')) seated.set(term.district, term);
  }
  return seated;
}

/** District -> the name of the councilor seated on `at`'s day in `city` (the one the caller serves). */
export async function councilorsSittingOn(db: AppDatabase, city: Pick<CityConfig, 'timeZone'>, at: Date | string): Promise<Map<number, string>> {
  const officials: Term[] = await db.selectFrom('officials').select(['name', 'district', 'term_start', 'term_end']).where('district', 'is not', null).execute();
  return new Map([...seatedTerms(officials, cityDay(city, at))].map(([district, term]) => [district, term.name]));
}

/** Letters only, lower case: "Decter-Wright" and "decter wright" are one key. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Whether the official's name (a full name, "Phil Lakin, Jr.", or a roll-call surname, "Cue") is the roll-call
 * name `surname`: the same, or the full name's last words (a suffix after a comma dropped).
 */
export function officialAnswersTo(officialName: string, surname: string): boolean {
  const full = nameKey(officialName.replace(/,.*$/, ''));
  const key = nameKey(surname);
  return key.length > 0 && (full === key || officialName.replace(/,.*$/, '').trim().toLowerCase().endsWith(` ${surname.trim().toLowerCase()}`));
}
