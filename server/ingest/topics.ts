/**
 * Maps a meeting onto the topic catalogue (server/seed/data/topics.json, read at run time so the catalogue can
 * change without touching code). Each topic is described by the words of its name and description; a meeting
 * gets the topics whose words its agenda uses most.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SEED_DATA_DIR } from '../seed/seed-civic.ts';
import { contentWords, stem } from './text-terms.ts';

/** A topic as the matcher sees it. */
export interface TopicTerms {
  slug: string;
  terms: Map<string, number>;
}

/** Builds matchers from catalogue entries: name words weigh 3, description words 1. */
export function topicMatchers(topics: { slug: string; display_name: string; description: string }[]): TopicTerms[] {
  return topics.map((t) => {
    const terms = new Map<string, number>();
    for (const w of contentWords(t.description)) terms.set(stem(w), Math.max(terms.get(stem(w)) ?? 0, 1));
    for (const w of contentWords(t.display_name)) terms.set(stem(w), 3);
    return { slug: t.slug, terms };
  });
}

/** The catalogue from topics.json; empty when the file is missing or empty. */
export function loadTopicMatchers(file = path.join(SEED_DATA_DIR, 'topics.json')): TopicTerms[] {
  try {
    const list = JSON.parse(fs.readFileSync(file, 'utf8')) as { slug: string; display_name: string; description: string }[];
    return Array.isArray(list) ? topicMatchers(list) : [];
  } catch {
    return [];
  }
}

/** Up to `limit` topic slugs for the text of a meeting's agenda, best first. */
export function matchTopics(text: string, matchers: TopicTerms[], limit = 5): string[] {
  const counts = new Map<string, number>();
  for (const w of contentWords(text)) counts.set(stem(w), (counts.get(stem(w)) ?? 0) + 1);
  const scored = matchers
    .map((m) => {
      let score = 0;
      for (const [term, weight] of m.terms) score += Math.min(counts.get(term) ?? 0, 4) * weight;
      return { slug: m.slug, score: score / Math.sqrt(m.terms.size + 4) };
    })
    .filter((s) => s.score >= 1.5)
    .sort((a, b) => b.score - a.score || a.slug.localeCompare(b.slug));
  return scored.slice(0, limit).map((s) => s.slug);
}
