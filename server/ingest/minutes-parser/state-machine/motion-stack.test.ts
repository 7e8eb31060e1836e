/** The motion stack on its own: what a roll call decides, and what is left waiting after it. */
import { describe, expect, it } from 'vitest';
import type { ParsedItem } from '../parsed-items.ts';
import { addItem, type BodyState, createBodyState } from './body-state.ts';
import { closeVote, type MotionRead, openMotion } from './motion-stack.ts';

const item = (item_number: string) =>
  ({ item_number, description: 'Consideration and possible approval of a contract', pulled: false, item_type: 'other', notes: [] }) as unknown as ParsedItem;
const moved = (kind: MotionRead['kind'], action: string): MotionRead => ({ text: `Motion to ${action}`, action, kind, moved_by: 'Patrick', seconded_by: 'Bengel' });
const roll = (state: BodyState, yes: number, no: number) => {
  state.roll.votes = [...Array(yes).fill('yes'), ...Array(no).fill('no')].map((vote, i) => ({ councilor: `C${i}`, vote }));
};

function withItems(...numbers: string[]): BodyState {
  const state = createBodyState();
  for (const n of numbers) addItem(state, item(n));
  return state;
}

describe('motion stack', () => {
  it('a roll call decides the open motion and leaves nothing open', () => {
    const state = withItems('2.a', '2.b');
    openMotion(state, moved('approve', 'approve 2.a and 2.b'));
    roll(state, 9, 0);
    closeVote(state, 'passed');
    expect(state.votes.map((v) => [v.motion_kind, v.item_numbers, v.outcome])).toEqual([['approve', ['2.a', '2.b'], 'passed']]);
    expect(state.motions).toEqual({ open: null, pendingMain: null });
  });

  it('an amendment goes on top; after its vote the main motion waits for its own', () => {
    const state = withItems('3.a');
    openMotion(state, moved('approve', 'approve 3.a'));
    openMotion(state, moved('amend', 'amend the motion to add a condition'));
    expect(state.motions.pendingMain?.kind).toBe('approve');
    expect(state.motions.open?.refs).toEqual(['3.a']);
    roll(state, 5, 4);
    closeVote(state, 'passed');
    expect(state.motions.open?.kind).toBe('approve');
    roll(state, 9, 0);
    closeVote(state, 'passed');
    expect(state.votes.map((v) => [v.motion_kind, v.item_number])).toEqual([['amend', '3.a'], ['approve', '3.a']]);
  });

  it('a carried motion to continue moved over the main motion disposes of it', () => {
    const state = withItems('4.a');
    openMotion(state, moved('approve', 'approve 4.a'));
    openMotion(state, moved('continue', 'continue 4.a to May 1'));
    roll(state, 9, 0);
    closeVote(state, 'passed');
    expect(state.motions.open).toBeNull();
  });

  it('with no motion read, the roll call acts on the group just read, decided by the tally or the majority', () => {
    const state = withItems('5.a', '5.b');
    roll(state, 3, 6);
    closeVote(state, null);
    expect(state.votes[0]).toEqual(expect.objectContaining({ motion: 'Motion put to a roll-call vote', item_numbers: ['5.a', '5.b'], outcome: 'failed' }));
  });
});
