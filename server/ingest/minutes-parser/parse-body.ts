/**
 * Walks the paragraphs of the minutes after the header: numbered sections and lettered items, the motions made
 * on them (who moved, who seconded), roll calls and outcomes, and the attendance roll call.
 *
 * A state machine: each paragraph is read for its shape (state-machine/paragraph-facts.ts), placed in the agenda's
 * numbering (numbering.ts) or classified as an event (classify-event.ts), and one step function applies it to
 * the named state (body-state.ts). How a roll call is attached to its motion: state-machine/motion-stack.ts.
 */
import { referencedItems } from './item-references.ts';
import { settleResults } from './item-results.ts';
import type { Paragraph } from '../pdf-text/paragraphs.ts';
import type { ParsedItem, ParsedVote } from './parsed-items.ts';
import { type BodyState, createBodyState, knownItemNumbers } from './state-machine/body-state.ts';
import { classifyEvent } from './state-machine/classify-event.ts';
import { PLACEHOLDER_ITEM, readSubItem, readTopItem } from './state-machine/item-step.ts';
import { closeOpenVote, closeVote, openMotion } from './state-machine/motion-stack.ts';
import { readNarrative } from './state-machine/narrative-step.ts';
import { placeParagraph, reopenSection } from './state-machine/numbering.ts';
import { type ParagraphFacts, readParagraphFacts } from './state-machine/paragraph-facts.ts';
import { readRollCall } from './state-machine/roll-call-step.ts';
import { motionKindOf } from './motions.ts';

export type { ParsedItem, ParsedVote } from './parsed-items.ts';
export { joinLines } from './state-machine/paragraph-facts.ts';
export { fileNumberOf } from './agenda-item-text.ts';

export interface ParsedBody {
  items: ParsedItem[];
  votes: ParsedVote[];
  attendance: { present: string[]; absent: string[] } | null;
}

/** Reads items, motions, votes and attendance from the paragraphs that follow the header. */
export function parseBody(paragraphs: Paragraph[]): ParsedBody {
  const state = createBodyState();
  for (let index = 0; index < paragraphs.length; index++) index = step(state, paragraphs, index);
  return finish(state);
}

/** Applies the paragraph at `index`; returns the last paragraph it read (a step may read ahead). */
function step(state: BodyState, paragraphs: Paragraph[], index: number): number {
  const facts = readParagraphFacts(paragraphs[index]!);
  const placement = placeParagraph(state.numbering, facts);
  switch (placement.kind) {
    case 'reopened-section':
      closeOpenVote(state);
      reopenSection(state.numbering, placement.section);
      state.group.open = false;
      return index;
    case 'top-item':
      return readTopItem(state, paragraphs, index, facts);
    case 'sub-item':
      return readSubItem(state, paragraphs, index, facts);
    case 'not-an-item':
      return applyEvent(state, paragraphs, index, facts);
  }
}

function applyEvent(state: BodyState, paragraphs: Paragraph[], index: number, facts: ParagraphFacts): number {
  const event = classifyEvent(state, facts.text);
  switch (event.kind) {
    case 'roll-call':
      return readRollCall(state, paragraphs, index, facts);
    case 'tally':
      state.roll.tally = event.tally;
      break;
    case 'outcome':
      closeVote(state, event.outcome);
      break;
    case 'motion': {
      closeOpenVote(state);
      const { action, nomination, moved_by, seconded_by } = event.motion;
      const text = nomination ? `Nomination of ${action}` : `Motion to ${action}`;
      openMotion(state, { text, action, kind: nomination ? 'nominate' : motionKindOf(action), moved_by, seconded_by });
      break;
    }
    case 'seconder':
      state.motions.open!.seconded_by = event.name;
      break;
    case 'narrative':
      readNarrative(state, facts);
      break;
  }
  return index;
}

/** Closes the last vote, settles what each item came to, and drops headings that are no business. */
function finish(state: BodyState): ParsedBody {
  closeOpenVote(state);
  // A motion may name an item printed later ("re-open Public Comment on item 7.n", taken up out of order): with the
  // whole agenda read, it belongs to that item rather than to the group it happened to follow.
  const all = knownItemNumbers(state);
  for (const decision of state.decisions) {
    if (!decision.action) continue;
    const later = referencedItems(decision.action, all);
    if (later.length === 0) continue;
    decision.refs = later;
    decision.vote.item_numbers = later;
    decision.vote.item_number = later[0]!;
  }
  settleResults(state.items, state.decisions, state.notedResults);
  // The "CALL TO ORDER" heading of the 4 P.M. minutes is a heading, not agenda business.
  const business = state.items.filter((i) => !PLACEHOLDER_ITEM.test(i.description));
  return { items: business, votes: state.votes, attendance: state.attendance };
}
