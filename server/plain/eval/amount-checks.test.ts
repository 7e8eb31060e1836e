import { describe, expect, it } from 'vitest';
import { partialAmounts } from './amount-checks.ts';
import { genericShare, emptyTally, tallyItem } from './plain-checks.ts';

describe('amounts in a plain line (issue 48)', () => {
  const seven = 'to transfer $103,323.69 between projects within Fund A; $2,000,000 within Fund B; and $2,079,171.31 within Fund C';

  it('fails the first of several parts given as the amount', () => {
    expect(partialAmounts('Changes the city budget: moves $103,323.69.', seven)).toEqual(['$103,323.69']);
  });

  it('passes the sum of the parts said as several amounts, the printed total, and the one figure', () => {
    expect(partialAmounts('Changes the city budget. It moves several amounts, $4,182,495 in all.', seven)).toEqual([]);
    expect(partialAmounts('adds $500,000.', 'appropriations of $500,000. $400,000 from grants and $100,000 from the General Fund')).toEqual([]);
    expect(partialAmounts('worth $9,000.', 'in the amount of $9,000.00')).toEqual([]);
  });
});

describe('generic lines (issue 48)', () => {
  it('counts the decided items whose line ten or more decided items share, steps of the meeting aside', () => {
    const tally = emptyTally();
    for (let i = 0; i < 10; i++) tallyItem(tally, `Ordinance ${i}`, { kind: 'ordinance', en: 'Changes a city law.', es: 'Cambia una ley.' }, true);
    for (let i = 0; i < 30; i++) tallyItem(tally, `Rezoning ${i}`, { kind: 'rezoning', en: `Lets land at ${i} Main St. be used for homes.`, es: '-' }, true);
    for (let i = 0; i < 20; i++) tallyItem(tally, 'Adjournment.', { kind: 'procedural', en: 'A step.', es: 'Un paso.' }, true);
    tallyItem(tally, 'Ordinance 11', { kind: 'ordinance', en: 'Changes a city law.', es: 'Cambia una ley.' }, false);
    expect(genericShare(tally)).toEqual({ percent: 25, lines: [['Changes a city law.', 10]] });
  });
});
