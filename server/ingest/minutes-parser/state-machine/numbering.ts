/**
 * Where a numbered or lettered paragraph sits in the agenda: a new item, a new section, a section printed again,
 * or a number that belongs to a list inside an item. The state is the agenda's numbering read so far.
 */
import { titleCase } from '../agenda-item-text.ts';
import type { ParsedItem } from '../parsed-items.ts';
import type { ParagraphFacts } from './paragraph-facts.ts';

/** A numbered section with lettered items under it. */
export interface Section {
  number: string;
  title: string;
  letters: Set<number>;
  maxLetter: number;
  /** The heading's own item, until lettered items show it was only a heading. */
  leaf: ParsedItem | null;
}

export interface NumberingState {
  seenTop: Set<number>;
  maxTop: number;
  /**
   * A numbered list inside an item (conditions of a zoning approval, tour stops) restarts at 1: its numbers are
   * no agenda items, even when they run past the last real item number. The last number of that list, or null.
   */
  subList: number | null;
  section: Section | null;
  // A section heading printed again (an item taken out of order is printed under its own heading early on, and
  // the section follows in its place) reopens the same section: its letters continue.
  sections: Map<string, Section>;
}

/** What a paragraph is in the agenda's numbering. */
export type Placement =
  | { kind: 'top-item' }
  | { kind: 'sub-item' }
  | { kind: 'reopened-section'; section: Section }
  | { kind: 'not-an-item' };

export function createNumbering(): NumberingState {
  return { seenTop: new Set(), maxTop: 0, subList: null, section: null, sections: new Map() };
}

/**
 * Places a paragraph. It also follows a list inside an item (the numbers it has reached), since that decides how
 * the next number is read whatever this paragraph turns out to be.
 */
export function placeParagraph(state: NumberingState, facts: ParagraphFacts): Placement {
  const top = facts.numbered;
  if (top && state.seenTop.has(top.number) && top.number < state.maxTop + 1 && !top.looksTop) state.subList = top.number;
  const continuesSubList = Boolean(top) && state.subList !== null && top!.number === state.subList + 1 && !top!.looksTop;
  if (continuesSubList) state.subList = top!.number;
  if (top && !continuesSubList && startsTopItem(state, top)) return { kind: 'top-item' };
  if (top && state.seenTop.has(top.number)) {
    const reopened = state.sections.get(String(top.number));
    if (reopened && facts.lineCount === 1 && titleCase(top.body) === reopened.title) return { kind: 'reopened-section', section: reopened };
  }
  if (startsSubItem(state, facts)) return { kind: 'sub-item' };
  return { kind: 'not-an-item' };
}

function startsTopItem(state: NumberingState, top: NonNullable<ParagraphFacts['numbered']>): boolean {
  if (top.number <= 0 || state.seenTop.has(top.number)) return false;
  if (top.number === state.maxTop + 1 || top.sectionHeading) return true;
  return top.number <= state.maxTop + 4 && (state.subList === null || top.looksTop);
}

function startsSubItem(state: NumberingState, facts: ParagraphFacts): boolean {
  const sub = facts.lettered;
  const section = state.section;
  if (!sub || !section || section.letters.has(sub.index)) return false;
  // Letters run in order, but the clerk sometimes prints one out of order (6.a, 6.g, 6.b): an unseen letter
  // further ahead is still an item when it reads like one.
  if (sub.separator === ',') return sub.index === section.maxLetter + 1;
  return sub.index <= section.maxLetter + 4 || (sub.readsLikeItem && sub.index < 52);
}

/** Records a new top-level number; a heading in capitals opens a section, anything else closes the current one. */
export function enterTopItem(state: NumberingState, number: number, item: ParsedItem, heading: boolean): void {
  state.seenTop.add(number);
  state.maxTop = Math.max(state.maxTop, number);
  state.subList = null;
  if (!heading) {
    state.section = null;
    return;
  }
  const section: Section = { number: String(number), title: titleCase(item.description), letters: new Set(), maxLetter: -1, leaf: item };
  state.sections.set(section.number, section);
  state.section = section;
  item.section = section.title;
}

/** Records a letter of the current section. */
export function enterSubItem(section: Section, index: number): void {
  section.letters.add(index);
  section.maxLetter = Math.max(section.maxLetter, index);
}

/** Returns to a section printed again. */
export function reopenSection(state: NumberingState, section: Section): void {
  state.section = section;
  state.subList = null;
}

/** A number already read, printed again outside any section or inner list: the minutes repeat an item. */
export function isRepeatedTopItem(state: NumberingState, facts: ParagraphFacts): boolean {
  return Boolean(facts.numbered) && state.seenTop.has(facts.numbered!.number) && !state.section && state.subList === null;
}
