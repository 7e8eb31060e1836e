import { describe, expect, it } from 'vitest';
import { cityFactValues } from './city-facts.ts';
import type { CityFact } from './plain-rules.ts';

const fact = (f: Partial<CityFact> & { fact: string; match: string }): CityFact => ({
  fact: f.fact,
  ...(f.max ? { max: f.max } : {}),
  pattern: new RegExp(f.match, 'gi'),
  name: f.name ?? false,
  values: f.values ?? {},
});

const FACTS = [
  fact({ fact: 'ward', match: String.raw`\bWard No\. (\d+)` }),
  fact({ fact: 'about', match: String.raw`^A By-law about (.+)$`, max: 20 }),
  fact({ fact: 'quarter', match: String.raw`, (Northside|Old Town),`, name: true, values: { 'Old Town': { en: 'the Old Town', es: 'el casco antiguo' } } }),
];

describe("a city's own facts", () => {
  it('reads the one value a pattern finds, a name kept as printed', () => {
    const { values, names } = cityFactValues(FACTS, 'Plot 4, Northside, Ward No. 7.', 'es');
    expect(values).toEqual({ ward: '7', quarter: 'Northside' });
    expect([...names]).toEqual(['quarter']);
  });

  it('gives no fact when the text holds two different values', () => {
    expect(cityFactValues(FACTS, 'Ward No. 7 and Ward No. 8', 'en').values.ward).toBeUndefined();
    expect(cityFactValues(FACTS, 'Ward No. 7, again Ward No. 7', 'en').values.ward).toBe('7');
  });

  it('leaves out a value longer than its cap rather than cut it', () => {
    expect(cityFactValues(FACTS, 'A By-law about street trees', 'en').values.about).toBe('street trees');
    expect(cityFactValues(FACTS, 'A By-law about street trees and the benches beside them', 'en').values.about).toBeUndefined();
  });

  it("words a listed value in the city's own words, then not as a name", () => {
    const en = cityFactValues(FACTS, 'Plot 4, Old Town, Ward No. 7.', 'en');
    const es = cityFactValues(FACTS, 'Plot 4, old town, Ward No. 7.', 'es');
    expect(en.values.quarter).toBe('the Old Town');
    expect(es.values.quarter).toBe('el casco antiguo');
    expect(es.names.size).toBe(0);
  });
});
