/**
 * A "ROLL CALL" paragraph and the names that follow it: either the attendance (members present and absent) or a
 * vote, which closes the motion on top of the stack when its outcome is printed with it.
 */
import type { VoteChoice } from '#contract/enums.ts';
import type { Paragraph } from '../../pdf-text/paragraphs.ts';
import { readRoll, type RollEntry } from '../roll-call.ts';
import type { BodyState } from './body-state.ts';
import { closeOpenVote, closeVote } from './motion-stack.ts';
import { joinLines, type ParagraphFacts } from './paragraph-facts.ts';

/** Reads the roll call at `index` (and the paragraphs its names run into); returns the last paragraph read. */
export function readRollCall(state: BodyState, paragraphs: Paragraph[], index: number, facts: ParagraphFacts): number {
  closeOpenVote(state);
  const roll = state.roll;
  roll.page = facts.page;
  // The names usually sit in the next paragraph(s), after a gap; a tally run into them is split off.
  let part = readRoll(facts.text);
  let entries: RollEntry[] = [];
  let last = index;
  for (;;) {
    entries = entries.concat(part.entries ?? []);
    if (part.tally) roll.tally = part.tally;
    if (part.outcome) roll.pendingOutcome = part.outcome;
    if (part.closed || last + 1 >= paragraphs.length) break;
    const more = readRoll(joinLines(paragraphs[last + 1]!.lines));
    if (!more.entries || more.entries.length === 0) break;
    part = more;
    last++;
  }
  if (entries.some((e) => e.mark === 'present')) {
    state.attendance ??= {
      present: entries.filter((e) => e.mark === 'present').map((e) => e.councilor),
      absent: entries.filter((e) => e.mark === 'absent').map((e) => e.councilor),
    };
    return last;
  }
  roll.votes = entries.map((e) => ({ councilor: e.councilor, vote: e.mark as VoteChoice }));
  if (roll.pendingOutcome) {
    closeVote(state, roll.pendingOutcome);
    roll.pendingOutcome = null;
  }
  return last;
}
