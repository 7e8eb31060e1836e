import { describe, expect, it } from 'vitest';
import type { MeetingInput } from '../../meetings/meeting-store.ts';
import type { MeetingSeed } from '../../city-data/meeting-seed.ts';
import { falseClaims, motionAction, resultClass } from './compare.ts';

const gold = {
  agenda_items: [
    { item_number: '3.a', title: 'Public Hearing', vote_result: null },
    { item_number: '4.b', title: 'License', vote_result: 'Approved 9-0' },
    { item_number: '9', title: 'Appeal', vote_result: 'Continued to May 8, 2024' },
  ],
  voting_records: [{ item_number: '4.b', outcome: 'failed' }],
} as unknown as MeetingSeed;
const predicted = (over: Partial<MeetingInput>): MeetingInput =>
  ({ summary: '', detailed_summary: '', agenda_items: [], voting_records: [], ...over }) as MeetingInput;

describe('the false-claim count', () => {
  it('counts "approved" said of an item the record did not approve, in results, votes and summary sentences', () => {
    const claims = falseClaims(
      gold,
      predicted({
        summary: 'Item 3.a: the Council approved Public Hearing for the purpose of informing. Item 9 was approved 9-0.',
        agenda_items: [{ item_number: '9', title: 'Appeal', item_type: 'motion', vote_result: 'passed' }],
        voting_records: [{ item_number: '4.b', motion: 'Motion to approve 4.b', outcome: 'passed', votes: [] }],
      }),
      'm',
    );
    expect(claims).toHaveLength(4);
  });

  it('does not read a tally or a figure as an item number, nor count true approvals', () => {
    const claims = falseClaims(gold, predicted({ summary: 'Item 4.b: the Council approved the license (9-0). It approved $9.5 million.' }), 'm');
    expect(claims).toEqual([]);
  });
});

describe('result classes and motion text', () => {
  it('puts every wording in one of four classes', () => {
    expect(['Approved 8-0', 'Carried 9-0', 'passed', 'Elected 9-0'].map(resultClass)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(['Failed 4-5', 'Denied 6-3', 'denied', 'failed'].map(resultClass)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(['Continued to May 8, 2024', 'Tabled', 'Referred to committee', 'continued', 'tabled', 'referred'].map(resultClass)).toEqual(Array(6).fill('deferred'));
    expect(['Pulled', 'pulled'].map(resultClass)).toEqual(['pulled', 'pulled']);
    expect(resultClass(null)).toBeNull();
  });

  it('compares what was moved, not who moved it', () => {
    expect(motionAction('Councilor Decter Wright moved to approve 1.a – 1.d.')).toBe(motionAction('Motion to approve 1.a – 1.d'));
    expect(motionAction('Councilor Patrick nominated Councilor Cue for Chair.')).toBe(motionAction('Nomination of Councilor Cue for Chair'));
  });
});
