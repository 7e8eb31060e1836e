/**
 * Maps a meeting onto the topic catalogue (the city's topics.json in city/<id>/data, read at run time so the
 * catalogue can change without touching code; the city is passed in, decision 020). Each topic is described by the
 * words of its name and description; a meeting gets the topics whose words its agenda uses most.
 */
import fs from 'node:fs';
import type { CityContext } from '#city/context.ts';
import { cityVocabulary } from './city-vocabulary.ts';
import { contentWords, stem } from './text-terms.ts';

/** A topic as the matcher sees it. */
export interface TopicTerms {
  slug: string;
  terms: Map<string, number>;
  /** The distinctive words of its name ("fire" for Fire Department): at least one must occur, or two others. */
  key: Set<string>;
  /** Phrases that put any text containing them squarely on the topic ("judgment", "curfew"), as whole words. */
  signals: RegExp[];
}

/** A catalogue entry: `signals` optional, for items too short for their wording to outweigh the catalogue. */
export interface TopicEntry {
  slug: string;
  display_name: string;
  description: string;
  signals?: string[];
}

// At least the score a topic needs: a signal alone is enough, more words of the topic rank it higher.
const THRESHOLD = 1.5;

const signalPattern = (phrase: string) => new RegExp(`(?<![a-z0-9])${phrase.trim().replace(/\s+/g, '\\s+')}s?(?![a-z0-9])`, 'i');

// Words of topic names and descriptions that say what kind of thing, not what about: "Police Department" is no
// sign of the Fire Department, "Legal Department" neither, "City Facilities" no sign of anything.
const GENERIC = new Set(
  `department departments service services public city management program programs medical facility facilities
  contract contracts project projects plan plans district districts business rate rates utility how work city's
  their them most much such other each yearly long-term`.split(/\s+/).map(stem),
);
// Phrases whose words name no topic: the emergency clause of an ordinance is about when it takes effect.
const NOT_TOPICAL = /\bemergency clauses?\b/gi;

/**
 * Builds the city's matchers from catalogue entries: name words weigh 3, description words 1; generic words and
 * the city's own words (its name, its state) nothing. With no term of the city's words, they count for no topic
 * in a text either, so `matchTopics` needs no city.
 */
export function topicMatchers(city: CityContext, topics: TopicEntry[]): TopicTerms[] {
  const cityWords = new Set([...cityVocabulary(city).boilerplateWords].map(stem));
  const ignored = (word: string) => GENERIC.has(stem(word)) || cityWords.has(stem(word));
  return topics.map((t) => {
    const terms = new Map<string, number>();
    const key = new Set<string>();
    for (const w of contentWords(t.description)) if (!ignored(w)) terms.set(stem(w), Math.max(terms.get(stem(w)) ?? 0, 1));
    for (const w of contentWords(t.display_name)) {
      if (ignored(w)) continue;
      terms.set(stem(w), 3);
      key.add(stem(w));
    }
    return { slug: t.slug, terms, key, signals: (t.signals ?? []).map(signalPattern) };
  });
}

/**
 * The entries of the city's topics.json, read on each call (the catalogue can change without a restart); none
 * when the file is missing or holds no list.
 */
export function readTopicCatalogue(city: CityContext): TopicEntry[] {
  try {
    const list = JSON.parse(fs.readFileSync(city.dataFile('topics.json'), 'utf8')) as unknown;
    return Array.isArray(list) ? (list as TopicEntry[]) : [];
  } catch {
    return [];
  }
}

/** The city's matchers, from its catalogue. */
export function loadTopicMatchers(city: CityContext): TopicTerms[] {
  return topicMatchers(city, readTopicCatalogue(city));
}

/**
 * The signals of each topic of the catalogue file, by slug. The topics table holds no signals, so matchers built
 * from its rows (the alert fan-out's) take them from here; without them an item on curfew enforcement reached no
 * Police subscriber though the meeting was tagged Police.
 */
export function loadTopicSignals(city: CityContext): Map<string, string[]> {
  return new Map(readTopicCatalogue(city).map((t) => [t.slug, t.signals ?? []]));
}

/** Up to `limit` topic slugs for the text of a meeting's agenda, best first. */
export function matchTopics(text: string, matchers: TopicTerms[], limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const w of contentWords(text.replace(NOT_TOPICAL, ' '))) counts.set(stem(w), (counts.get(stem(w)) ?? 0) + 1);
  const scored = matchers
    .map((m) => {
      let score = 0;
      let distinct = 0;
      for (const [term, weight] of m.terms) {
        const n = Math.min(counts.get(term) ?? 0, 4);
        score += n * weight;
        if (n > 0) distinct++;
      }
      // A stray word is no topic: the topic's own name word, or two of its description's words, must occur.
      const grounded = [...m.key].some((k) => counts.has(k)) || distinct >= 2;
      const scored = grounded ? score / Math.sqrt(m.terms.size + 4) : 0;
      return { slug: m.slug, score: m.signals.some((re) => re.test(text)) ? Math.max(scored, THRESHOLD) : scored };
    })
    .filter((s) => s.score >= THRESHOLD)
    .sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug));
  return scored.slice(0, limit).map((s) => s.slug);
}

/** The topics whose signals the text contains: squarely on them, whatever else it is about. */
export function signalledTopics(text: string, matchers: TopicTerms[]): string[] {
  return matchers.filter((m) => m.signals.some((re) => re.test(text))).map((m) => m.slug);
}
