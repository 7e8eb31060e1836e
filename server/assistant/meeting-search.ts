/**
 * Finding the meetings and agenda items a question is about: the shared full-text search first (every word),
 * then word by word when no meeting has them all; agenda items and summary sentences are then ranked by how
 * many of the question's words they contain.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type AgendaItemRecord, type MeetingRecord, meetingsByIds, searchMeetingIds } from './records.ts';
import { overlap, stemSet, words } from './text.ts';

/** Meetings matching the subject, best first. */
export async function findMeetings(db: Kysely<Database>, searchText: string, limit: number): Promise<MeetingRecord[]> {
  const all = await searchMeetingIds(db, searchText, limit);
  if (all.length > 0) return meetingsByIds(db, all);
  const subjectWords = [...new Set(words(searchText))].filter((w) => w.length > 2).slice(0, 8);
  if (subjectWords.length < 2) return [];
  const hits = new Map<number, number>();
  for (const w of subjectWords) {
    for (const [rank, id] of (await searchMeetingIds(db, w, 10)).entries()) {
      hits.set(id, (hits.get(id) ?? 0) + 10 - rank / 10);
    }
  }
  // A meeting must have at least two of the words: one common word alone ("park") is not a match.
  const ranked = [...hits.entries()].filter(([, score]) => score >= 19).sort((a, b) => b[1] - a[1]);
  return meetingsByIds(db, ranked.slice(0, limit).map(([id]) => id));
}

/** How much of the question an agenda item covers: the share of the terms it contains, 0 to 1. */
export function itemScore(item: Pick<AgendaItemRecord, 'title' | 'description'>, terms: string[]): number {
  if (terms.length === 0) return 0;
  return overlap(terms, stemSet(`${item.title} ${item.description ?? ''}`)) / terms.length;
}

/** The agenda items that match the question well enough, best first. */
export function matchingItems(items: AgendaItemRecord[], terms: string[], max: number): AgendaItemRecord[] {
  const threshold = terms.length <= 2 ? 0.5 : 0.5;
  return items
    .map((item) => ({ item, score: itemScore(item, terms) }))
    .filter((x) => x.score >= threshold && !/^PULLED/i.test(x.item.title))
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((x) => x.item);
}

/** The sentences of a meeting's summaries that best answer the question (at most `max`). */
export function matchingSentences(meeting: MeetingRecord, terms: string[], max: number): string[] {
  const text = [meeting.summary ?? '', meeting.detailed_summary ?? ''].join('\n');
  const sentences = splitSentences(text).filter((s) => s.length > 20);
  return sentences
    .map((s) => ({ s, score: overlap(terms, stemSet(s)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((x) => x.s);
}

/** An agenda item's title without the boilerplate every motion starts with. */
export function itemTitle(title: string): string {
  return title
    .replace(/^(ADDENDUM:\s*)?Consideration and possible approval, adoption, denial, amendment or revision of (an? |the )?/i, '')
    .replace(/^(ADDENDUM:\s*)?Consideration and possible approval, or denial of (an? |the )?/i, '')
    .replace(/^\w/, (c) => c.toUpperCase());
}

/** Abbreviations that end in a period without ending the sentence ("N. Wilshire Dr.", "5:00 P.M."). */
const ABBREVIATION = /(?:^|[\s(])(?:[A-Z]|St|Dr|Ave|Pl|Blvd|Rd|Mr|Mrs|Ms|No|Jr|Sr|Inc|Co|Corp|Dept|P\.M|A\.M|U\.S|O\.S)\.$/;

/** Splits text into sentences, keeping street and name abbreviations inside their sentence. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let current = '';
    for (const piece of paragraph.split(/(?<=[.!?])\s+/)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        out.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}
