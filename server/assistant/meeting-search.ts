/**
 * Finding the meetings and agenda items a question is about: the shared full-text search first (every word),
 * then word by word when no meeting has them all; agenda items and summary sentences are then ranked by how
 * many of the question's words they contain.
 */
import type { Kysely } from 'kysely';
import { zonedDate, zonedTimeToUtc } from '#contract/time-zone.ts';
import type { Database } from '../db/schema.ts';
import { isIgnoredWord } from '../db/search.ts';
import type { Question } from './intents.ts';
import { type AgendaItemRecord, type MeetingRecord, matchCount, meetingsByIds, searchMeetingIds } from './records.ts';
import { stemSet, words } from './text.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

async function meetingCount(db: Kysely<Database>): Promise<number> {
  return Number((await db.selectFrom(meetingsIncludingDemo(db)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
}

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

/** How much each word of the question counts: rare words (few meetings mention them) count most. */
export type TermWeights = Map<string, number>;

/**
 * Inverse document frequency of each term over the meetings, through the same full-text search. A word no
 * meeting has ("zeppelin") weighs most, so a reply built on the other words alone does not pass as an answer.
 */
export async function termWeights(db: Kysely<Database>, terms: string[]): Promise<TermWeights> {
  const total = await meetingCount(db);
  const weights: TermWeights = new Map();
  for (const term of terms) {
    // A word the search engine does not index says nothing either way (it would look like the rarest of all).
    if (await isIgnoredWord(db, term)) continue;
    const df = await matchCount(db, term, 1_000);
    weights.set(term, Math.log(1 + (total + 1) / (df + 0.5)));
  }
  return weights;
}

/**
 * The share of the question's weight that a text covers, 0 to 1; 0 when it lacks the question's rarest word,
 * which is what the question is about ("zeppelin" in "zeppelin landing fees": land and fees alone are not it).
 */
export function coverage(text: string, weights: TermWeights): number {
  const stems = stemSet(text);
  let have = 0;
  let all = 0;
  let rarest: [string, number] | null = null;
  for (const [term, w] of weights) {
    all += w;
    if (stems.has(term)) have += w;
    if (!rarest || w > rarest[1]) rarest = [term, w];
  }
  if (all === 0 || !stems.has(rarest![0])) return 0;
  return have / all;
}

/** The agenda items that cover at least half the question's weight, best first. */
export function matchingItems(items: AgendaItemRecord[], weights: TermWeights, max: number): AgendaItemRecord[] {
  return items
    .map((item) => ({ item, score: coverage(`${item.title} ${item.description ?? ''}`, weights) }))
    .filter((x) => x.score >= 0.5 && !/^PULLED/i.test(x.item.title))
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((x) => x.item);
}

/** The sentences of a meeting's summaries that cover at least half the question's weight (at most `max`). */
export function matchingSentences(meeting: MeetingRecord, weights: TermWeights, max: number): string[] {
  const text = [meeting.summary ?? '', meeting.detailed_summary ?? ''].join('\n');
  return splitSentences(text)
    .filter((s) => s.length > 20)
    .map((s) => ({ s, score: coverage(s, weights) }))
    .filter((x) => x.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((x) => x.s);
}

/** Whether a meeting falls in the year and month a question names (in the city's time zone). */
export function inPeriod(meeting: Pick<MeetingRecord, 'meeting_date'>, period: Question['period'], timeZone: string): boolean {
  if (period.year === null && period.month === null) return true;
  const [year, month] = zonedDate(new Date(meeting.meeting_date), timeZone).split('-').map(Number);
  return (period.year === null || period.year === year) && (period.month === null || period.month === month);
}

/** The instants a year (and month) span in the city's time zone, for listing the meetings of a period. */
export function periodRange(period: Question['period'], now: Date, timeZone: string): [Date, Date] | null {
  const year = period.year ?? (period.month !== null ? Number(zonedDate(now, timeZone).slice(0, 4)) : null);
  if (year === null) return null;
  const [fromY, fromM, toY, toM] =
    period.month === null ? [year, 1, year + 1, 1] : [year, period.month, period.month === 12 ? year + 1 : year, period.month === 12 ? 1 : period.month + 1];
  const day = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  return [zonedTimeToUtc(day(fromY, fromM), '00:00', timeZone), zonedTimeToUtc(day(toY, toM), '00:00', timeZone)];
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
