/**
 * The council as it sat on a given day: for each district, the councilor whose term covers that day. The officials
 * table holds former councilors beside the sitting ones (with the dates the roll calls show them seated); a lookup
 * by district alone let a former councilor's name stand for the seat in 6 of the first city's 9 districts.
 */
import { city } from '../../city/current.ts';
import { zonedDate } from '../../contract/time-zone.ts';
import type { AppDatabase } from '../db/database.ts';

interface Term {
  name: string;
  district: number | null;
  term_start: string | null;
  term_end: string | null;
}

/** Whether a term covers the city-local `day` (open ends cover everything on their side). */
export function termCovers(term: Pick<Term, 'term_start' | 'term_end'>, day: string): boolean {
  return (term.term_start === null || term.term_start.slice(0, 10) <= day) && (term.term_end === null || term.term_end.slice(0, 10) >= day);
}

/**
 * District -> the name of the councilor seated on `at`'s city-local day. A district whose seat no known term
 * covers is left out: naming someone there would be a guess. When terms overlap (a sitting councilor's first
 * roll call is later than the day the seat changed hands), the later-started term wins.
 */
export async function councilorsSittingOn(db: AppDatabase, at: Date | string): Promise<Map<number, string>> {
  const day = zonedDate(new Date(at), city.timeZone);
  const officials: Term[] = await db.selectFrom('officials').select(['name', 'district', 'term_start', 'term_end']).where('district', 'is not', null).execute();
  const seated = new Map<number, Term>();
  for (const term of officials) {
    if (!termCovers(term, day)) continue;
    const other = seated.get(term.district!);
    if (!other || (term.term_start ?? '') > (other.term_start ?? '')) seated.set(term.district!, term);
  }
  return new Map([...seated].map(([district, term]) => [district, term.name]));
}
