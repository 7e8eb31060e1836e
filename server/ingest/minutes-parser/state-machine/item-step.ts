/** A numbered item or a lettered item under a section: a new agenda item (or a section heading). */
import { asksForVote, itemTitle, itemTypeFor } from '../agenda-item-text.ts';
import { isMotionOrOutcome } from '../motion-text.ts';
import { FILE_NUMBER_AT_END, type Paragraph } from '../../pdf-text/paragraphs.ts';
import type { ParsedItem } from '../parsed-items.ts';
import { addItem, type BodyState } from './body-state.ts';
import { closeOpenVote } from './motion-stack.ts';
import { enterSubItem, enterTopItem } from './numbering.ts';
import { isHeadingText, joinLines, type ParagraphFacts, PULLED, SUB_ITEM, TOP_ITEM } from './paragraph-facts.ts';

export const PLACEHOLDER_ITEM = /^(No items this week|CALL TO ORDER( and Roll Call)?\.?$)/i;

/** Reads a new top-level item; returns the last paragraph read. */
export function readTopItem(state: BodyState, paragraphs: Paragraph[], index: number, facts: ParagraphFacts): number {
  closeOpenVote(state);
  const { text, last } = acrossPageBreak(paragraphs, index, facts.text);
  const itemText = text.replace(/^\d{1,2}\.\s+/, '').trim();
  const item = makeItem(String(facts.numbered!.number), itemText, null, facts.page);
  enterTopItem(state.numbering, facts.numbered!.number, item, isHeadingText(itemText, facts.lineCount));
  addItem(state, item);
  return last;
}

/** Reads a new lettered item of the current section; returns the last paragraph read. */
export function readSubItem(state: BodyState, paragraphs: Paragraph[], index: number, facts: ParagraphFacts): number {
  closeOpenVote(state);
  const { text, last } = acrossPageBreak(paragraphs, index, facts.text);
  const section = state.numbering.section!;
  // The section heading was a heading, not an item, once it has lettered items under it.
  if (section.leaf) {
    const leaf = section.leaf;
    const at = state.items.indexOf(leaf);
    if (at >= 0) state.items.splice(at, 1);
    state.group.items = state.group.items.filter((i) => i !== leaf);
    section.leaf = null;
  }
  enterSubItem(section, facts.lettered!.index);
  const itemText = text.replace(/^[a-z]{1,2}[.,]\s+/, '').trim();
  // "No items this week." holds the letter but is no agenda business (and must not start a group).
  if (PLACEHOLDER_ITEM.test(itemText)) state.group.open = false;
  else addItem(state, makeItem(`${section.number}.${facts.lettered!.letter}`, itemText, section.title, facts.page));
  return last;
}

/** An item cut by a page break continues on the next page's first paragraph, up to its file number. */
function acrossPageBreak(paragraphs: Paragraph[], index: number, text: string): { text: string; last: number } {
  const para = paragraphs[index]!;
  const next = paragraphs[index + 1];
  if (FILE_NUMBER_AT_END.test(text) || !next || next.page <= para.page || /No items/i.test(text)) return { text, last: index };
  const nextText = joinLines(next.lines);
  if (!FILE_NUMBER_AT_END.test(nextText) || isStructural(nextText)) return { text, last: index };
  return { text: `${text} ${nextText}`, last: index + 1 };
}

function isStructural(text: string): boolean {
  return TOP_ITEM.test(text) || SUB_ITEM.test(text) || /^ROLL CALL/i.test(text) || isMotionOrOutcome(text);
}

function makeItem(number: string, text: string, section: string | null, page: number): ParsedItem {
  const pulled = PULLED.test(text);
  return {
    item_number: number,
    title: itemTitle(text),
    description: text,
    item_type: itemTypeFor(text, section),
    section,
    vote_required: asksForVote(text),
    vote_result: pulled ? 'pulled' : null,
    notes: [],
    pulled,
    page,
    decided_by: null,
  };
}
