import { describe, expect, it } from 'vitest';
import { englishSyllables, fernandezHuerta, fleschKincaidGrade, spanishSyllables } from './readability.ts';

describe('readability', () => {
  it('counts syllables', () => {
    expect(['cat', 'table', 'council', 'appropriation', 'used'].map(englishSyllables)).toEqual([1, 2, 2, 5, 1]);
    expect(['casa', 'ciudad', 'presupuesto', 'concejo', 'aéreo'].map(spanishSyllables)).toEqual([2, 2, 4, 3, 4]);
  });

  it('grades a plain sentence easy and a legal title hard', () => {
    expect(fleschKincaidGrade('The council moved money in the budget.')).toBeLessThan(6);
    expect(
      fleschKincaidGrade(
        'Consideration and possible approval, adoption, denial, amendment or revision of an Ordinance amending the fiscal year budget to transfer unencumbered and unexpended appropriation balances between projects.',
      ),
    ).toBeGreaterThan(12);
    expect(fernandezHuerta('El concejo cambió el presupuesto de la ciudad.')).toBeGreaterThan(60);
    expect(
      fernandezHuerta('Consideración de una ordenanza que modifica el presupuesto transfiriendo saldos de asignaciones presupuestarias no comprometidas.'),
    ).toBeLessThan(40);
  });
});
