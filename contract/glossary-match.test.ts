import { describe, expect, it } from 'vitest';
import { glossaryTermsIn } from './glossary-match.ts';
import type { GlossaryTerm } from './plain.ts';

const term = (id: string, aliases: string[]): GlossaryTerm => ({ id, aliases, en: { term: id, definition: 'd' }, es: { term: id, definition: 'd' }, source: 's' });
const terms = [term('ordinance', ['ordinance']), term('pud', ['PUD', 'planned unit development']), term('fiscal-year', ['fiscal year', 'FY']), term('easement', ['easement'])];

describe('glossaryTermsIn', () => {
  it('finds whole words in the order they appear, capitals-only aliases only in capitals', () => {
    const found = glossaryTermsIn('Rezoning Ordinance for PUD-357-C, amending the FY 2025 budget', terms);
    expect(found.map((t) => t.id)).toEqual(['ordinance', 'pud', 'fiscal-year']);
    expect(glossaryTermsIn('Puddle Ordinances of fy', terms)).toEqual([]);
    expect(glossaryTermsIn('ordinance, easement, PUD and FY', terms, 2).map((t) => t.id)).toEqual(['ordinance', 'easement']);
  });
});
