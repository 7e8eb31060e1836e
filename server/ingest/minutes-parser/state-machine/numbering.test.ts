/** Placing numbered and lettered paragraphs in the agenda's numbering, step by step. */
import { describe, expect, it } from 'vitest';
import type { ParsedItem } from '../parsed-items.ts';
import { createNumbering, enterSubItem, enterTopItem, isRepeatedTopItem, type NumberingState, placeParagraph } from './numbering.ts';
import { readParagraphFacts } from './paragraph-facts.ts';

const place = (state: NumberingState, text: string) => placeParagraph(state, readParagraphFacts({ lines: [text], page: 1 }));
const item = (description: string) => ({ description, section: null }) as unknown as ParsedItem;
/** Places and enters each numbered paragraph the way the parser does, returning each placement. */
function walk(texts: string[]): { kinds: string[]; state: NumberingState } {
  const state = createNumbering();
  const kinds = texts.map((text) => {
    const placed = place(state, text);
    const f = readParagraphFacts({ lines: [text], page: 1 });
    if (placed.kind === 'top-item') enterTopItem(state, f.numbered!.number, item(f.numbered!.body), /^[A-Z ]+$/.test(f.numbered!.body));
    if (placed.kind === 'sub-item') enterSubItem(state.section!, f.lettered!.index);
    return placed.kind;
  });
  return { kinds, state };
}

describe('placeParagraph', () => {
  it('numbers in order are items; letters under a heading are its items', () => {
    const { kinds, state } = walk(['1. CALL TO ORDER', '2. CONSENT AGENDA', 'a. Minutes of May 1', 'b. A contract', '3. ADJOURNMENT']);
    expect(kinds).toEqual(['top-item', 'top-item', 'sub-item', 'sub-item', 'top-item']);
    expect(state.maxTop).toBe(3);
    expect(state.sections.get('2')?.letters).toEqual(new Set([0, 1]));
  });

  it('a list restarting at 1 inside an item is no agenda business, even past the last item number', () => {
    const { kinds } = walk(['1. CALL TO ORDER', '2. ZONING', 'a. Z-7793 from RS-3 to OL 25-101-1', '1. A landscape plan is provided.', '2. Lighting is shielded.', '3. Hours end at 9 p.m.']);
    expect(kinds.slice(3)).toEqual(['not-an-item', 'not-an-item', 'not-an-item']);
  });

  it('a section heading printed again reopens its section; its letters continue', () => {
    const { state } = walk(['1. CALL TO ORDER', '2. ZONING', 'a. First case 25-1-1', '3. APPOINTMENTS']);
    expect(place(state, '2. ZONING')).toEqual({ kind: 'reopened-section', section: state.sections.get('2') });
  });

  it('a comma after a letter is trusted only for the next letter', () => {
    const { state } = walk(['1. CONSENT AGENDA', 'a. One 25-1-1']);
    expect(place(state, 'c, Three').kind).toBe('not-an-item');
    expect(place(state, 'b, Two').kind).toBe('sub-item');
  });

  it('a letter far ahead is an item only when it reads like one', () => {
    const { state } = walk(['1. CONSENT AGENDA', 'a. One 25-1-1']);
    expect(place(state, 'k. Some condition text').kind).toBe('not-an-item');
    expect(place(state, 'k. A contract with Acme 25-9-1').kind).toBe('sub-item');
  });

  it('an item number repeated outside any section is recognised as a repeat', () => {
    const { state } = walk(['1. Call to Order', '2. Approval of a contract 25-1-1', '3. Adjournment']);
    const repeated = readParagraphFacts({ lines: ['2. Approval of a contract 25-1-1'], page: 1 });
    expect(placeParagraph(state, repeated).kind).toBe('not-an-item');
    expect(isRepeatedTopItem(state, repeated)).toBe(true);
  });
});
