/**
 * The facts a city declares in its plain rules (`facts` in city/<id>/data/plain-kinds.json, decision 185): a place
 * printed in the city's own wording (a borough, a district numbered "No. 7", a parcel). Read only as printed; a
 * pattern that finds two different values gives no fact, never the first of them (issue 30: say less).
 */
import type { CityFact } from './plain-rules.ts';

export interface CityFactValues {
  values: Record<string, string>;
  /** The facts whose value is a name kept as printed (marked English in a Spanish line). */
  names: Set<string>;
}

/** The one value `fact` finds in `text`, spaces made single; undefined when none, several different or too long. */
function onlyValue(fact: CityFact, text: string): string | undefined {
  const found = new Set([...text.matchAll(fact.pattern)].map((m) => m[1]?.replace(/\s+/g, ' ').trim()).filter((v): v is string => !!v));
  const [value] = found;
  return found.size === 1 && (fact.max === undefined || (value as string).length <= fact.max) ? value : undefined;
}

/** The city's facts of `text` in `language`: a value the city words itself in its own words, else as printed. */
export function cityFactValues(facts: readonly CityFact[], text: string, language: 'en' | 'es'): CityFactValues {
  const out: CityFactValues = { values: {}, names: new Set() };
  for (const fact of facts) {
    const value = onlyValue(fact, text);
    if (value === undefined) continue;
    const own = Object.entries(fact.values).find(([printed]) => printed.toLowerCase() === value.toLowerCase())?.[1];
    out.values[fact.fact] = own ? own[language] : value;
    if (fact.name && !own) out.names.add(fact.fact);
  }
  return out;
}
