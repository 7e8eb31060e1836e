/**
 * A New Yorker names the city the way New Yorkers do ("NYC", "New York", "Nueva York"): the assistant's civic-scope
 * rule must read those as this city, not as another city of its generic list, while Tulsa's assistant still reads
 * them as another city. Both the server and the browser's fallback use this rule (contract/civic-scope.ts).
 */
import { describe, expect, it } from 'vitest';
import { civicScope } from '#contract/civic-scope.ts';
import { loadCity } from '../index.ts';

const nyc = loadCity('nyc').config;
const tulsa = loadCity('tulsa').config;
const ask = (text: string, city = nyc) => civicScope(text, { cityName: city.name, local: city.scope });

describe("New York's own names in the civic-scope rule", () => {
  it.each([
    'What did the NYC council pass about housing?',
    'What did the council of New York decide on the budget?',
    '¿Qué votó el concejo de Nueva York sobre vivienda?',
    'How did the New York City Council vote on the rent bill?',
  ])('reads %j as a question about this city', (text) => {
    expect(ask(text).kind).toBe('in_scope');
  });

  it('still reads a neighbouring city as another city', () => {
    expect(ask('What did the Yonkers city council vote on?')).toMatchObject({ kind: 'other_government', level: 'other_city', place: 'yonkers' });
    expect(ask('What did the council of Newark decide?')).toMatchObject({ kind: 'other_government', level: 'other_city' });
  });

  it("leaves Tulsa's assistant reading New York as another city", () => {
    expect(ask('What did the NYC council pass about housing?', tulsa)).toMatchObject({ kind: 'other_government', level: 'other_city', place: 'nyc' });
  });
});
