/** The group-sentence check of eval:plain flags a range or pair that covers a pulled item, one not voted on, or the wrong outcome. */
import { describe, expect, it } from 'vitest';
import { checkGroupSentences } from './group-checks.ts';

const item = (item_number: string, decided_by: number | null, pulled = false) => ({ item_number, decided_by, pulled });
const minutes = {
  items: [item('2.a.', null), item('2.b.', 0), item('2.c.', 0), item('2.d.', null, true), item('2.e.', 0), item('2.f.', 1), item('3.', null)],
  votes: [{ outcome: 'passed' as const }, { outcome: 'failed' as const }],
};

describe('group sentences', () => {
  it('accepts a range and a pair that one carried motion decided', () => {
    expect(checkGroupSentences('The motion to approve 2.b-2.c carried 9-0. The motion to approve 2.b and 2.e carried 9-0.', minutes)).toEqual({ sentences: 2, falses: [] });
  });

  it('flags a range over a pulled item, an item not voted on, another motion, or a wrong outcome', () => {
    const { sentences, falses } = checkGroupSentences(
      'The motion to approve 2.b-2.e carried 9-0. The motion to approve 2.a and 2.b carried 9-0. ' +
        'The motion to approve 2.e and 2.f carried 9-0. The motion to approve 2.b and 2.c failed 4-5. The motion to approve 9.a and 9.b carried 9-0.',
      minutes,
    );
    expect(sentences).toBe(5);
    expect(falses).toEqual([
      '"The motion to approve 2.b-2.e carried": 2.d was pulled',
      '"The motion to approve 2.a and 2.b carried": 2.a was not voted on',
      '"The motion to approve 2.e and 2.f carried": 2.f was decided by another motion',
      '"The motion to approve 2.b and 2.c failed": the motion passed',
      '"The motion to approve 9.a and 9.b carried": an item it names is not on the agenda',
    ]);
  });
});
