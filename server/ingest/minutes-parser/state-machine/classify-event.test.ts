/** Which event a non-item paragraph is, given only whether a roll call or an unseconded motion is open. */
import { describe, expect, it } from 'vitest';
import { createBodyState } from './body-state.ts';
import { classifyEvent } from './classify-event.ts';

const idle = createBodyState();
const rollOpen = { ...createBodyState(), roll: { votes: [], page: 1, tally: null, pendingOutcome: null } };
const unseconded = {
  ...createBodyState(),
  motions: { open: { text: 'Motion to approve 2.a', kind: 'approve' as const, action: 'approve 2.a', moved_by: 'Patrick', seconded_by: null, refs: ['2.a'] }, pendingMain: null },
};

describe('classifyEvent', () => {
  it.each([
    [idle, 'ROLL CALL:', 'roll-call'],
    [idle, 'Yeas: 9 Nays: 0 Absent: 0', 'tally'],
    [rollOpen, 'Motion carried.', 'outcome'],
    [idle, 'Motion carried.', 'narrative'],
    [idle, 'Councilor Patrick moved to approve 2.a. Councilor Bengel seconded the motion.', 'motion'],
    [unseconded, 'Councilor Bengel seconded the motion.', 'seconder'],
    [idle, 'Councilor Bengel seconded the motion.', 'narrative'],
    [idle, 'There was Council discussion.', 'narrative'],
  ])('%#: "%s" is %s', (state, text, kind) => {
    expect(classifyEvent(state, text as string).kind).toBe(kind);
  });

  it('reads the seconder’s name', () => {
    expect(classifyEvent(unseconded, 'Councilor Bengel seconded the motion.')).toEqual({ kind: 'seconder', name: 'Bengel' });
  });
});
