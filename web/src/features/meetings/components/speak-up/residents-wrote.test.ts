import { afterAll, describe, expect, it } from 'vitest';
import { i18next } from '#web/lib/i18n.ts';
import { residentsWrote } from './residents-wrote.ts';

afterAll(() => i18next.changeLanguage('en'));

describe('how the residents who wrote leaned', () => {
  it('says "2 residents wrote: 1 in favour, 1 against", leaving out what nobody said, in English and Spanish', async () => {
    await i18next.changeLanguage('en');
    const t = i18next.getFixedT('en', 'meetings');
    expect(residentsWrote(t, { residents: 2, support: 1, oppose: 1, question: 0 })).toBe('2 residents wrote: 1 in favour, 1 against');
    expect(residentsWrote(t, { residents: 1, support: 0, oppose: 0, question: 1 })).toBe('1 resident wrote: 1 with a question');
    expect(residentsWrote(t, { residents: 6, support: 3, oppose: 1, question: 2 })).toBe('6 residents wrote: 3 in favour, 1 against, 2 with questions');
    await i18next.changeLanguage('es');
    const es = i18next.getFixedT('es', 'meetings');
    expect(residentsWrote(es, { residents: 2, support: 1, oppose: 1, question: 0 })).toBe('2 residentes escribieron: 1 a favor, 1 en contra');
    expect(residentsWrote(es, { residents: 3, support: 0, oppose: 0, question: 3 })).toBe('3 residentes escribieron: 3 con preguntas');
  });
});
