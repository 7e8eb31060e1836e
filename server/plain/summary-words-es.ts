/**
 * What the Spanish summaries, short and detailed, share: the shapes they read of an item and a roll call, what the
 * record shows of a meeting, and an item's result in Spanish words.
 */
import type { AgendaItem, VotingRecord } from '#contract/meetings.ts';

/** What the summary reads of an item and a roll call (the API's shapes, or the parsed minutes in the evaluation). */
export type SummaryItem = Pick<AgendaItem, 'id' | 'item_number' | 'vote_result' | 'plain'> & {
  /** The id of the roll-call motion that decided the item, when the record says (a motion may decide several items). */
  decided_by?: number | null;
};
export interface SummaryRecord extends Pick<VotingRecord, 'agenda_item_id' | 'outcome'> {
  /** The motion's id, which an item's `decided_by` names; absent where no item names it. */
  id?: number;
  ayes: number;
  nays: number;
}

/**
 * The roll calls about an item, in order, the one that decided it last: the motions linked to it, and the motion
 * the record says decided it when that one is linked to another item of the same motion ("approve 5.a through
 * 5.f" is linked to 5.a; 5.c shows its tally too). Never a tally the record does not tie to the item.
 */
export function recordsOfItem<R extends Pick<SummaryRecord, 'id' | 'agenda_item_id'>>(item: SummaryItem, records: R[]): R[] {
  const own = records.filter((r) => r.agenda_item_id === item.id);
  const decider = item.decided_by == null ? undefined : records.find((r) => r.id === item.decided_by);
  if (!decider) return own;
  // The deciding motion is the last word on the item; a later motion linked to it (an amendment voted after, a
  // failed motion) does not take its place.
  return [...own.filter((r) => r !== decider), decider];
}

export const RESULT_WORDS: Record<string, string> = {
  passed: 'Aprobado',
  failed: 'No aprobado',
  denied: 'Denegado',
  continued: 'Pospuesto',
  tabled: 'Aplazado',
  referred: 'Remitido a otra junta',
};

/**
 * The item's result in Spanish as the parser stores it; where a record states it in its own words ("Elected 9-0",
 * as the hand-made records do), the outcome of the item's last roll call.
 */
export function resultWord(item: SummaryItem, last: Pick<SummaryRecord, 'outcome'> | undefined): string | undefined {
  return (item.vote_result ? RESULT_WORDS[item.vote_result] : undefined) ?? (last ? RESULT_WORDS[last.outcome] : undefined);
}

/** What the record shows of a meeting: held (minutes in), ahead, past awaiting minutes, cancelled or postponed. */
export type HeldState = 'held' | 'ahead' | 'awaiting_minutes' | 'cancelled' | 'postponed';
