import { describe, expect, it } from 'vitest';
import { parseRollEntries, parseTally } from './roll-call.ts';

describe('roll calls in other wordings', () => {
  it('reads "Ayes: 8 Noes: 1" tallies as well as "Yeas: 8 Nays: 1"', () => {
    expect(parseTally('Ayes: 8 Noes: 1 Absent: 0')).toEqual({ yeas: 8, nays: 1 });
    expect(parseTally('Yeas: 8 Nays: 1 Absent: 0 Abstentions: 0')).toEqual({ yeas: 8, nays: 1 });
  });

  it('reads "Excused" as absent, and names of two words', () => {
    expect(parseRollEntries('Archie Aye Decter Wright Excused Bush No')).toEqual([
      { councilor: 'Archie', mark: 'aye' },
      { councilor: 'Decter Wright', mark: 'absent' },
      { councilor: 'Bush', mark: 'nay' },
    ]);
  });
});
