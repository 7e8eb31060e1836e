/**
 * The Spanish description of each notification topic, from the city's topics file (`description_es`, written by
 * the city's maintainers like the English one; issue 48). A proper name kept in English is written `[[name]]`
 * there: it is served as plain text with the names listed beside it, so a page marks each `lang="en"`.
 */
import { z } from 'zod';
import type { CityContext } from '#city/context.ts';
import { readCityJson } from './plain-rules.ts';

export interface SpanishText {
  text: string;
  /** Names the text keeps in English, as printed. */
  names: string[];
}

const topicsFileSchema = z.array(z.object({ slug: z.string(), description_es: z.string().min(1).optional() }));

/** `"El [[BOK Center]] y ..."` → the text without brackets and the names they held. */
export function spanishTextOf(marked: string): SpanishText {
  const names = [...marked.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => m[1]!);
  return { text: marked.replace(/\[\[([^\]]+)\]\]/g, '$1'), names: [...new Set(names)] };
}

/** The Spanish descriptions of `city`'s topics by slug; a topic without one is absent. Read once per city. */
export function spanishTopicDescriptions(city: CityContext): ReadonlyMap<string, SpanishText> {
  return city.cached('topic-descriptions-es', () => {
    const file = readCityJson(city, 'topics.json');
    const topics = file ? topicsFileSchema.parse(file) : [];
    return new Map(topics.flatMap((t) => (t.description_es ? [[t.slug, spanishTextOf(t.description_es)] as const] : [])));
  });
}
