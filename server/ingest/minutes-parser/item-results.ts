/**
 * Each item's result from the motion that decided it (decision record 008): the parse walks the minutes and
 * records every vote with the items it acted on; this settles what happened to each item in the end.
 */
import type { ParsedItem, ParsedVote } from './parsed-items.ts';
import { type ItemResult, resultOf } from './motions.ts';

/**
 * Each item's result from the motion that decided it, in the order taken: a carried motion to approve, deny,
 * continue, table, refer or pull decides; a failed motion to approve leaves it failed unless a later one carries;
 * a carried reconsideration reopens it; amendments, calls of the question and the like decide nothing.
 */
export function settleResults(items: ParsedItem[], decisions: { vote: ParsedVote; refs: string[] }[], noted: Map<string, ItemResult>): void {
  const byNumber = new Map(items.map((i) => [i.item_number, i]));
  const results = new Map<string, ItemResult | null>(noted);
  const decidedBy = new Map<string, number | null>();
  for (const [index, { vote, refs }] of decisions.entries()) {
    const carried = vote.outcome === 'passed';
    for (const n of refs) {
      const item = byNumber.get(n);
      if (!item || item.pulled) continue;
      item.vote_required = true;
      if (vote.motion_kind === 'reconsider' && carried) {
        results.set(n, null);
        decidedBy.set(n, null);
        continue;
      }
      const result = resultOf(vote.motion_kind, carried, /executive session/i.test(item.description) && !/^Exit/i.test(item.description));
      if (!result) continue;
      // A failed motion never overrides a decision already taken (a later failed amendment-like main motion).
      if (result === 'failed' && results.get(n)) continue;
      results.set(n, result);
      decidedBy.set(n, index);
    }
  }
  for (const item of items) {
    if (item.pulled) {
      item.vote_result = 'pulled';
      item.vote_required = false;
    } else {
      item.vote_result = results.get(item.item_number) ?? null;
      item.decided_by = decidedBy.get(item.item_number) ?? null;
    }
  }
}

