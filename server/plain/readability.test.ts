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

describe('Fernández-Huerta with words per sentence (the corrected form)', () => {
  // 45 words in one sentence, of common short words: the copied form (sentences per 100 words) scored it 87, "very easy".
  const long =
    'El concejo municipal aprobó una ordenanza que modifica el presupuesto del año fiscal para transferir saldos de ' +
    'fondos entre departamentos y proyectos, de modo que la ciudad pueda pagar las obras de calles, parques y ' +
    'drenaje que los vecinos pidieron en las audiencias del invierno.';

  it('scores a 45-word sentence as hard, not very easy', () => {
    expect(long.split(/\s+/)).toHaveLength(45);
    expect(fernandezHuerta(long)).toBeLessThan(50);
    // The copied form, 206.84 - 0.60·(syllables per 100 words) - 1.02·(sentences per 100 words), called it very easy.
    const words = long.split(/\s+/);
    const syllablesPer100 = (100 * words.reduce((sum, w) => sum + spanishSyllables(w), 0)) / words.length;
    const copied = 206.84 - 0.6 * syllablesPer100 - 1.02 * (100 / words.length);
    expect(copied).toBeGreaterThan(80);
  });

  it('scores the same words in short sentences easier than in one long one', () => {
    const short = long.replace(' para transferir', '. Transfiere').replace(', de modo que', '. Así').replace(' que los vecinos', '. Los vecinos las');
    expect(fernandezHuerta(short)).toBeGreaterThan(fernandezHuerta(long) + 20);
  });

  it('follows 206.84 - 60 syllables/word - 1.02 words/sentence', () => {
    // "casa casa casa casa." 4 words, 8 syllables, 1 sentence: 206.84 - 120 - 4.08.
    expect(fernandezHuerta('casa casa casa casa.')).toBeCloseTo(82.76, 2);
  });
});
