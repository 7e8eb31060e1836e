/**
 * The city's glossary (city/<id>/data/glossary.json, issue 30): the words of the council's record in plain English
 * and Spanish, with where each meaning comes from. A city without the file has an empty glossary. Read once per
 * city, kept in its context (decision 020).
 */
import type { CityContext } from '#city/context.ts';
import { type Glossary, glossarySchema } from '#contract/plain.ts';
import { readCityJson } from './plain-rules.ts';

/** The glossary, terms sorted by their English name (the page lists them A to Z). */
export function cityGlossary(city: CityContext): Glossary {
  return city.cached('glossary', () => {
    const file = readCityJson(city, 'glossary.json');
    const terms = file ? glossarySchema.parse(file).terms : [];
    return { terms: [...terms].sort((a, b) => a.en.term.localeCompare(b.en.term, 'en')) };
  });
}
