/**
 * The assistant's own sentences, per language (issue #20, decision 029). Composers decide what to say from the
 * records; this says it. A reply's facts (names, dates, results, the minutes' words) come from the records and
 * are passed in; only the sentences around them are translated. Record content stays in English: in another
 * language, `recordNote` labels it. One interface, so a missing Spanish sentence is a type error, not an English
 * sentence in a Spanish reply.
 */
import type { ChatSource } from '#contract/chat.ts';
import type { CityConfig } from '#contract/city.ts';
import type { Language } from '#contract/languages.ts';
import { PAGES, link } from './sources.ts';
import { ASK_DISTRICT_MARKER_EN, wordingEn } from './wording-en.ts';
import { ASK_DISTRICT_MARKER_ES, wordingEs } from './wording-es.ts';

import type { Wording } from './wording-shape.ts';

export type { DistrictPurpose, Wording } from './wording-shape.ts';

/** The wording of a reply language, naming `city` (the city the assistant answers for, decision 020). */
export function wordingFor(language: Language, city: CityConfig): Wording {
  return language === 'es' ? wordingEs(city) : wordingEn(city);
}

/** The "which district?" markers of every language: a follow-up may answer a question asked in either. */
export const ASK_DISTRICT_MARKERS = [ASK_DISTRICT_MARKER_EN, ASK_DISTRICT_MARKER_ES];

/**
 * Our own pages and councilor seats under their names in the reply's language: in the links of the text and in
 * the sources. Records' own titles (meetings, organizations, campaigns) are left as published.
 */
export function inLanguage<T extends { response: string; sources: ChatSource[] }>(say: Wording, reply: T): T {
  // English is the language our pages and seats are named in: nothing to rename.
  if (say.locale === 'en-US') return reply;
  let response = reply.response;
  const renamed = (s: ChatSource): ChatSource => {
    const key = (Object.keys(PAGES) as (keyof typeof PAGES)[]).find((k) => PAGES[k].id === s.id && s.type === 'page');
    if (key) return { ...s, title: say.pageTitles[key] };
    if (s.type === 'councilor') return { ...s, title: s.title.replace(/, District (\d+)$/, (_all, d: string) => `, ${say.districtLabel(Number(d))}`) };
    return s;
  };
  for (const s of [...Object.values(PAGES), ...reply.sources.filter((x) => x.type === 'councilor')]) {
    response = response.replaceAll(link(s), link(renamed(s)));
  }
  return { ...reply, response, sources: reply.sources.map(renamed) };
}
