/**
 * What the Spanish summaries, short and detailed, share: the shapes they read of an item and a roll call, what the
 * record shows of a meeting, and an item's result in Spanish words.
 */
import type { AgendaItem, VotingRecord } from '#contract/meetings.ts';

/** What the summary reads of an item and a roll call (the API's shapes, or the parsed minutes in the evaluation). */
export type SummaryItem = Pick<AgendaItem, 'id' | 'item_number' | 'vote_result' | 'plain'>;
export interface SummaryRecord extends Pick<VotingRecord, 'agenda_item_id' | 'outcome'> {
  ayes: number;
  nays: number;
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
