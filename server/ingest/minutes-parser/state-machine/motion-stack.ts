/**
 * How a roll call is attached to its motion. A motion opens (naming its items, or the group read just before
 * it); an amendment, a call of the question or a substitute moved while it waits goes on top of it; a roll call
 * closes the motion on top, and after an amendment the main motion waits again for its own vote.
 */
import type { MotionKind, VoteOutcome } from '#contract/enums.ts';
import { asksForVote } from '../agenda-item-text.ts';
import { referencedItems } from '../item-references.ts';
import { actsOnPending } from '../motions.ts';
import type { ParsedVote } from '../parsed-items.ts';
import { majority } from '../roll-call.ts';
import { type BodyState, knownItemNumbers, type OpenMotion } from './body-state.ts';

/** A motion as printed: its sentence, what was moved, its kind, mover and seconder. */
export type MotionRead = Pick<OpenMotion, 'text' | 'action' | 'kind' | 'moved_by' | 'seconded_by'>;

/** Opens a motion on the items it names; a motion moved while another waits acts on that one. */
export function openMotion(state: BodyState, read: MotionRead): void {
  const next: OpenMotion = { ...read, refs: motionRefs(state, read) };
  const stack = state.motions;
  if (stack.open && actsOnPending(read.kind)) {
    // Moved while another motion waits for its vote: it acts on that one (and names its items if it names none).
    stack.pendingMain = stack.open;
    if (next.refs.length === 0) next.refs = stack.open.refs;
  } else if (!stack.open && stack.pendingMain && actsOnPending(read.kind) && next.refs.length === 0) {
    next.refs = stack.pendingMain.refs;
  } else if (!actsOnPending(read.kind)) {
    stack.pendingMain = null;
  }
  stack.open = next;
  state.group.open = false;
}

function motionRefs(state: BodyState, read: MotionRead): string[] {
  const refs = referencedItems(read.action, knownItemNumbers(state));
  if (refs.length === 0 || (read.kind !== 'approve' && read.kind !== 'nominate')) return refs;
  // "appoint Jane Roe to the Library Commission and approve 8.c": the unnumbered object is the item read just
  // before 8.c in the same group. Only when something other than the verb precedes the first number.
  const beforeFirst = read.action.slice(0, read.action.search(/\d{1,2}(?:\.[a-z]{1,2})?\b/));
  const group = state.group.items;
  const firstRef = group.findIndex((i) => i.item_number === refs[0]);
  if (firstRef <= 0 || /^\s*(?:approve|adopt|accept)?\s*(?:items?\s*)?$/i.test(beforeFirst)) return refs;
  const before = group.slice(0, firstRef).filter((i) => !i.pulled && asksForVote(i.description) && i.item_type !== 'report');
  return [...before.map((i) => i.item_number), ...refs];
}

/** Records the open roll call as the vote on the motion on top of the stack, if a roll call is open. */
export function closeVote(state: BodyState, outcome: VoteOutcome | null): void {
  const roll = state.roll;
  if (!roll.votes || roll.votes.length === 0) return;
  const stack = state.motions;
  // A roll call with no motion of its own after an amendment or a call of the question decides the main motion.
  const voted = stack.open ?? stack.pendingMain;
  if (!stack.open) stack.pendingMain = null;
  const refs = voted && voted.refs.length > 0 ? voted.refs : state.group.items.filter((i) => !i.pulled).map((i) => i.item_number);
  const decided = outcome ?? tallyOutcome(roll.tally) ?? majority(roll.votes);
  const record: ParsedVote = {
    item_number: refs[0] ?? state.group.items[0]?.item_number ?? null,
    item_numbers: refs,
    motion: voted?.text ?? 'Motion put to a roll-call vote',
    motion_kind: voted?.kind ?? 'other',
    moved_by: voted?.moved_by ?? null,
    seconded_by: voted?.seconded_by ?? null,
    outcome: decided,
    votes: roll.votes,
    page: roll.page,
  };
  state.votes.push(record);
  state.decisions.push({ vote: record, refs, action: voted && voted.refs.length === 0 ? voted.action : null });
  const mainStillWaits = Boolean(stack.open && stack.pendingMain && actsOnPending(stack.open.kind));
  stack.open = motionAfterVote(stack.open, stack.pendingMain, decided);
  if (mainStillWaits) stack.pendingMain = null;
  roll.votes = null;
  roll.tally = null;
  state.group.open = false;
}

function tallyOutcome(tally: { yeas: number; nays: number } | null): VoteOutcome | null {
  if (!tally) return null;
  return tally.yeas > tally.nays ? 'passed' : 'failed';
}

/**
 * After an amendment or a failed call of the question, the main motion is still to be voted on; a carried
 * motion to continue, table or refer disposes of it. Any other vote leaves no motion open.
 */
function motionAfterVote(open: OpenMotion | null, pendingMain: OpenMotion | null, decided: VoteOutcome): OpenMotion | null {
  if (!open || !pendingMain || !actsOnPending(open.kind)) return null;
  const disposes = decided === 'passed' && (['continue', 'table', 'refer'] as MotionKind[]).includes(open.kind);
  return disposes ? null : pendingMain;
}

/** Closes an open roll call with no outcome printed: something else began. */
export function closeOpenVote(state: BodyState): void {
  if (state.roll.votes) closeVote(state, null);
}
