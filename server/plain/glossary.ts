/**
 * The city's glossary (city/<id>/data/glossary.json, issue 30): the words of the council's record in plain English
 * and Spanish, with where each meaning comes from. A city without the file has an empty glossary. Read once per
 * city served (decision 020).
 */
import { city } from '../../city/current.ts';
import type { CityConfig } from '../../contract/city.ts';
import { type Glossary, glossarySchema } from '../../contract/plain.ts';
import { readCityJson } from './plain-rules.ts';

let loaded: { for: CityConfig; glossary: Glossary } | undefined;

/** The glossary, terms sorted by their English name (the page lists them A to Z). */
export function cityGlossary(): Glossary {
  if (loaded?.for !== city) {
    const file = readCityJson('glossary.json');
    const terms = file ? glossarySchema.parse(file).terms : [];
    loaded = { for: city, glossary: { terms: [...terms].sort((a, b) => a.en.term.localeCompare(b.en.term, 'en')) } };
  }
  return loaded.glossary;
}
