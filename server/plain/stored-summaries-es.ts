/**
 * Spanish summaries of stored meetings (issue 30), read in one batch: the same summary the Spanish meeting page
 * shows, built from each meeting's results, plain lines and stored roll-call tallies, never translated. The list's
 * cards and a Spanish subscriber's minutes email read them here; two queries serve a whole page of meetings.
 */
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../db/database.ts';
import type { MeetingSummary } from '#contract/meetings.ts';
import type { ItemPlain } from '#contract/plain.ts';
import { type HeldState, heldStateOf, spanishSummary, type SummaryItem, type SummaryRecord } from './meeting-summary-es.ts';
import { recordsOfItem } from './summary-words-es.ts';
import { spanishMeetingTitle } from './meeting-title-es.ts';
import { plainLineFor } from './plain-line.ts';

export type { HeldState } from './meeting-summary-es.ts';

/**
 * The Spanish summary of each meeting of `city` asked for, by id (null where the record has no result and no
 * vote); the city's rules give the items' plain lines.
 */
export async function storedSpanishSummaries(
  db: AppDatabase,
  city: CityContext,
  meetings: { id: number; held: HeldState }[],
  namesOut?: Map<number, string[]>,
): Promise<Map<number, string | null>> {
  const result = new Map<number, string | null>();
  if (meetings.length === 0) return result;
  const ids = meetings.map((m) => m.id);
  const items = await db
    .selectFrom('agenda_items')
    .select(['meeting_id', 'id', 'item_number', 'title', 'description', 'vote_result', 'decided_by_vote_id'])
    .where('meeting_id', 'in', ids)
    .orderBy('meeting_id')
    .orderBy('position')
    .execute();
  const records = await db
    .selectFrom('voting_records')
    .select(['meeting_id', 'id', 'agenda_item_id', 'motion', 'outcome', 'ayes', 'nays'])
    .where('meeting_id', 'in', ids)
    .orderBy('meeting_id')
    .orderBy('position')
    .execute();
  // The roll calls before the items: an item's line may name what its carried motion settled (who was elected).
  const recordsOf = groupBy(
    records.map((r): SummaryRecord & { meeting_id: number; motion: string } => ({ ...r, outcome: r.outcome as SummaryRecord['outcome'] })),
  );
  const itemsOf = groupBy(
    items.map((i): SummaryItem & { meeting_id: number } => ({
      meeting_id: i.meeting_id,
      id: i.id,
      item_number: i.item_number,
      // An empty result is no result (spec §2), as the meeting page reads it.
      vote_result: i.vote_result?.trim() ? i.vote_result : null,
      plain: rememberedPlainLine(city, i.id, i.title, i.description, carriedMotion(recordsOfItem({ id: i.id, item_number: i.item_number, vote_result: null, plain: null, decided_by: i.decided_by_vote_id }, recordsOf.get(i.meeting_id) ?? []))),
      decided_by: i.decided_by_vote_id,
    })),
  );
  for (const m of meetings) {
    const items = itemsOf.get(m.id) ?? [];
    const text = spanishSummary(items, recordsOf.get(m.id) ?? [], m.held);
    result.set(m.id, text);
    // The names the summary keeps from its items' lines, in English: a card marks them.
    const names = [...new Set(items.flatMap((i) => i.plain?.es_names ?? []))].filter((n) => text?.includes(n));
    if (names.length > 0) namesOut?.set(m.id, names);
  }
  return result;
}

/** The Spanish summary of one stored meeting whose minutes are in. */
export async function storedSpanishSummary(db: AppDatabase, city: CityContext, meetingId: number): Promise<string | null> {
  return (await storedSpanishSummaries(db, city, [{ id: meetingId, held: 'held' }])).get(meetingId) ?? null;
}

/** Sets the Spanish summary and title on each listed meeting of a Spanish page (issue 30), a cancelled one's included (issue 48). */
export async function withSpanishSummaries(db: AppDatabase, city: CityContext, items: MeetingSummary[]): Promise<void> {
  // An announced meeting's Spanish summary is the notice's facts, set when it was presented.
  const fromRecord = items.filter((m) => !m.announced);
  const wanted = fromRecord.flatMap((m) => {
    const held = heldStateOf(m.time_state);
    return held ? [{ id: m.id, held }] : [];
  });
  const names = new Map<number, string[]>();
  const summaries = await storedSpanishSummaries(db, city, wanted, names);
  for (const item of fromRecord) {
    item.summary_es = summaries.get(item.id) ?? null;
    const kept = names.get(item.id);
    if (kept) item.summary_es_names = kept;
  }
  for (const item of items) item.title_es = spanishMeetingTitle(city, item.title);
}

/**
 * Plain lines this process made for the summaries, by agenda item, with the words each was made from: a line is
 * made again only when these changed (a correction, a new motion). Making them was the whole cost of a Spanish
 * search page (decision 255): 100 meetings of 20 items, 2,000 lines of the city's patterns, 150-400 ms, where the
 * queries take 12. Bounded: the oldest line made goes first, past six pages of 100 meetings of 20 items (lines are
 * short; ~10 MB at most with long item texts). The lines stay inside this file (summaries are text), so no caller
 * can change one that is kept.
 */
const PLAIN_MEMO_LIMIT = 12_000;
const plainMemo = new WeakMap<CityContext, Map<number, { title: string; description: string | null; motion: string | undefined; plain: ItemPlain | null }>>();

function rememberedPlainLine(city: CityContext, itemId: number, title: string, description: string | null, motion: string | undefined): ItemPlain | null {
  let lines = plainMemo.get(city);
  if (!lines) plainMemo.set(city, (lines = new Map()));
  const kept = lines.get(itemId);
  if (kept && kept.title === title && kept.description === description && kept.motion === motion) return kept.plain;
  const plain = plainLineFor(city, title, description, motion);
  lines.delete(itemId);
  lines.set(itemId, { title, description, motion, plain });
  if (lines.size > PLAIN_MEMO_LIMIT) lines.delete(lines.keys().next().value as number);
  return plain;
}

function groupBy<T extends { meeting_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.meeting_id) ?? [];
    list.push(row);
    map.set(row.meeting_id, list);
  }
  return map;
}

/** The words of an item's deciding motion (the last of its roll calls) when it carried: a failed nomination elected no one. */
function carriedMotion(records: readonly { motion: string; outcome: string }[]): string | undefined {
  const decider = records.at(-1);
  return decider?.outcome === 'passed' ? decider.motion : undefined;
}
