/**
 * The council's terms as Open Civic Data legislative sessions (issue 50; decision 210). Only the terms the city's
 * configuration dates from its sources (`councilTerms`): nothing is inferred from a term's usual length. A bill
 * belongs to the term its first date falls in; where no term covers that date, or the city lists none, the bill
 * names no session (pupa's schema takes a session or nothing, never an empty one).
 */
import type { CityConfig } from '#contract/city.ts';
import type { OcdLegislativeSession } from '#contract/ocd.ts';

type Term = NonNullable<CityConfig['councilTerms']>[number];

/** The city's terms as pupa's jurisdiction lists them: the fields of OCD's LegislativeSession and no others. */
export function legislativeSessions(city: CityConfig): OcdLegislativeSession[] {
  return (city.councilTerms ?? []).map((term) => ({
    identifier: term.identifier,
    name: term.name,
    classification: 'primary' as const,
    ...(term.start ? { start_date: term.start } : {}),
    ...(term.end ? { end_date: term.end } : {}),
  }));
}

const covers = (term: Term, day: string) => (!term.start || term.start <= day) && (!term.end || day <= term.end);

/**
 * The identifier of the term `day` (`YYYY-MM-DD`, the city's clock) falls in, or undefined. Where two could hold
 * it (a term the source gives no end), the later-seated one does: a new council replaces the one before.
 */
export function sessionOf(city: CityConfig, day: string | undefined): string | undefined {
  if (!day) return undefined;
  const holding = (city.councilTerms ?? []).filter((term) => covers(term, day));
  holding.sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''));
  return holding.at(-1)?.identifier;
}

/** Where each term's dates come from, by identifier (the jurisdiction's extras; the sessions keep OCD's fields). */
export function sessionSources(city: CityConfig): Record<string, string> {
  return Object.fromEntries((city.councilTerms ?? []).map((term) => [term.identifier, term.source]));
}
