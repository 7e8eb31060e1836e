/**
 * A paragraph that is neither an item nor a vote: a result the clerk notes without a roll call, a sentence that
 * brings the main motion back to a vote, or a note on the last item.
 */
import { referencedItems } from '../item-references.ts';
import { motionKindOf } from '../motions.ts';
import { type BodyState, knownItemNumbers } from './body-state.ts';
import { closeOpenVote } from './motion-stack.ts';
import { isRepeatedTopItem } from './numbering.ts';
import type { ParagraphFacts } from './paragraph-facts.ts';

// A sentence that opens with the items and says what became of them: "Without objection, 5.d was pulled.",
// "7.d and 7.h were continued to ...". Not "... on item 7.n that was continued from ..." (a past meeting's act).
const NOTED_RESULT =
  /^(?:Without objection,\s*)?(?:(?:agenda\s+)?items?\s+)?((?:\d{1,2}(?:\.[a-z]{1,2})?\.?)(?:\s*(?:,|and|&|[–—-]|through)\s*(?:\d{1,2}(?:\.[a-z]{1,2})?\.?))*)\s+(?:was|were|is|are|has been|have been)\s+(pulled|withdrawn|removed from the agenda|continued|postponed|tabled|referred)\b/i;
// "The original motion, ..., was voted on." / "There was a vote for the original motion made by Councilor X."
const MAIN_MOTION_VOTED = /was voted on\.?$|^There was a vote (?:for|on) the (?:original|main) motion/i;

export function readNarrative(state: BodyState, facts: ParagraphFacts): void {
  closeOpenVote(state);
  noteResults(state, facts.text);
  // An item printed a second time (the minutes repeat one inside another group) neither starts nor breaks a group.
  if (isRepeatedTopItem(state.numbering, facts)) return;
  if (MAIN_MOTION_VOTED.test(facts.text)) resumeMainMotion(state, facts.text);
  state.group.open = false;
  if (state.last && facts.text.length > 0) state.last.notes.push(facts.text);
}

/** "Without objection, 5.d was pulled.": the record says what happened to the items, though no roll call decided it. */
function noteResults(state: BodyState, text: string): void {
  const noted = NOTED_RESULT.exec(text);
  if (!noted) return;
  const verb = noted[2]!;
  const result = /pulled|withdrawn|removed/i.test(verb) ? 'pulled' : /tabled/i.test(verb) ? 'tabled' : /referred/i.test(verb) ? 'referred' : 'continued';
  for (const n of referencedItems(noted[1]!, knownItemNumbers(state))) {
    const target = state.items.find((it) => it.item_number === n)!;
    if (result === 'pulled') target.pulled = true;
    else state.notedResults.set(n, result);
  }
}

/** The main motion comes back to a vote: the one waiting under an amendment, or the one the sentence names. */
function resumeMainMotion(state: BodyState, text: string): void {
  const stack = state.motions;
  if (stack.pendingMain && !stack.open) {
    stack.open = stack.pendingMain;
    stack.pendingMain = null;
    return;
  }
  if (stack.open || !/was voted on\.?$/i.test(text)) return;
  const carriedOver = text.replace(/^The /, '').replace(/,? was voted on\.?$/i, '');
  const action = carriedOver.replace(/^(?:original\s+)?motion\s*,?\s*(?:to\s+)?/i, '');
  stack.open = {
    text: carriedOver.charAt(0).toUpperCase() + carriedOver.slice(1),
    kind: motionKindOf(action),
    action,
    moved_by: null,
    seconded_by: null,
    refs: referencedItems(carriedOver, knownItemNumbers(state)),
  };
}
