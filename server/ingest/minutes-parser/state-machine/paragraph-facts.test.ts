/** The shapes of a paragraph on its own: numbered, lettered, headings, and what only looks like an item. */
import { describe, expect, it } from 'vitest';
import { isHeadingText, joinLines, readParagraphFacts } from './paragraph-facts.ts';

const facts = (lines: string[]) => readParagraphFacts({ lines, page: 3 });

describe('readParagraphFacts', () => {
  it.each([
    // [lines, number, looksTop, sectionHeading]
    [['10. HEARING OF APPEALS'], 10, true, true],
    [['7. Adjournment'], 7, true, false],
    [['3. The applicant shall provide a landscape plan.'], 3, false, false],
    [['4. Consideration of a Resolution approving a plat 25-101-1'], 4, true, false],
    [['52. ZONING'], 52, true, false],
  ])('%j is item %i (looks top: %s, heading: %s)', (lines, number, looksTop, sectionHeading) => {
    expect(facts(lines).numbered).toEqual(expect.objectContaining({ number, looksTop, sectionHeading }));
    expect(facts(lines).lettered).toBeNull();
  });

  it('a two-line paragraph in capitals is no section heading', () => {
    expect(facts(['10. HEARING', 'OF APPEALS']).numbered?.sectionHeading).toBe(false);
  });

  it.each([
    [['b. Consideration of a contract with Acme 25-102-1'], 'b', 1, '.', true],
    [['h, Approval of minutes'], 'h', 7, ',', false],
    [['aa. PULLED: Ordinance amending Title 42'], 'aa', 26, '.', true],
    [['c. Mayor’s report'], 'c', 2, '.', false],
  ])('%j is letter %s (index %i, separator %s, reads like an item: %s)', (lines, letter, index, separator, readsLikeItem) => {
    expect(facts(lines).lettered).toEqual(expect.objectContaining({ letter, index, separator, readsLikeItem }));
  });

  it('narrative and lower-case starts are neither', () => {
    for (const text of ['Councilor Patrick moved to approve 2.a.', 'ROLL CALL:', '5. a lower-case start is no item']) {
      expect(facts([text])).toEqual(expect.objectContaining({ numbered: null, lettered: null, page: 3 }));
    }
  });

  it('joins lines with a space, but not after a hyphen (a name or a file number split at the line end)', () => {
    expect(joinLines(['Councilor Hall-', 'Harper moved to', 'approve 24-1157-', '1'])).toBe('Councilor Hall-Harper moved to approve 24-1157-1');
  });

  it('a heading is one line in capitals', () => {
    expect(isHeadingText('APPOINTMENTS', 1)).toBe(true);
    expect(isHeadingText('APPOINTMENTS', 2)).toBe(false);
    expect(isHeadingText('Appointments', 1)).toBe(false);
  });
});
