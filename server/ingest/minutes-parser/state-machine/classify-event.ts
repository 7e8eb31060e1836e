/**
 * What a paragraph that is no agenda item says: a roll call, a tally, an outcome, a motion, its seconder, or
 * narrative. Reads the state but never changes it, so each case has its own table test.
 */
import type { VoteOutcome } from '#contract/enums.ts';
import { type MotionText, outcomeOf, readMotion, secondedBy } from '../motion-text.ts';
import { parseTally } from '../roll-call.ts';
import type { BodyState } from './body-state.ts';

export type BodyEvent =
  | { kind: 'roll-call' }
  | { kind: 'tally'; tally: { yeas: number; nays: number } }
  | { kind: 'outcome'; outcome: VoteOutcome }
  | { kind: 'motion'; motion: MotionText }
  | { kind: 'seconder'; name: string }
  | { kind: 'narrative' };

export function classifyEvent(state: Pick<BodyState, 'roll' | 'motions'>, text: string): BodyEvent {
  if (/^ROLL CALL/i.test(text)) return { kind: 'roll-call' };
  const tally = parseTally(text);
  if (tally) return { kind: 'tally', tally };
  const outcome = outcomeOf(text);
  // An outcome counts only for an open roll call (even one that read no names).
  if (outcome && state.roll.votes) return { kind: 'outcome', outcome };
  const motion = readMotion(text);
  if (motion) return { kind: 'motion', motion };
  const open = state.motions.open;
  if (open && !open.seconded_by) {
    const name = secondedBy(text);
    if (name) return { kind: 'seconder', name };
  }
  return { kind: 'narrative' };
}
