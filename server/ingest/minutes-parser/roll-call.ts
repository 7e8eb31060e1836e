/**
 * Roll calls as the clerk prints them, two councilors per line: `Hall-Harper Yea Dodson Yea`. Names are surnames
 * and may hold spaces (`Decter Wright`), so the text is read word by word: a vote word closes a name.
 */
import type { VoteChoice, VoteOutcome } from '#contract/enums.ts';
import { outcomeOf } from './motion-text.ts';

/** One name and what the clerk wrote after it. */
export interface RollEntry {
  councilor: string;
  mark: 'present' | VoteChoice;
}

const MARKS: Record<string, RollEntry['mark']> = {
  yea: 'aye',
  yeas: 'aye',
  aye: 'aye',
  yes: 'aye',
  nay: 'nay',
  no: 'nay',
  abstain: 'abstain',
  abstained: 'abstain',
  abstention: 'abstain',
  recused: 'abstain',
  absent: 'absent',
  excused: 'absent',
  present: 'present',
};

/** Reads `Name Mark Name Mark ...`; returns null when the text is not a roll call (a word that is no name). */
export function parseRollEntries(text: string): RollEntry[] | null {
  const words = text.replace(/^ROLL CALL:?/i, '').trim().split(/\s+/).filter(Boolean);
  const entries: RollEntry[] = [];
  let name: string[] = [];
  for (const word of words) {
    const mark = MARKS[word.toLowerCase().replace(/[.,;:]$/, '')];
    if (mark && name.length > 0) {
      entries.push({ councilor: name.join(' '), mark });
      name = [];
    } else if (/^[A-Z][A-Za-z'’.-]*$/.test(word) && name.length < 3) {
      name.push(word);
    } else {
      return null;
    }
  }
  if (name.length > 0) return null;
  return entries;
}

/** `Yeas: 9 Nays: 0 Absent: 0 Abstentions: 0` */
export function parseTally(text: string): { yeas: number; nays: number } | null {
  const m = /^(?:Yeas?|Ayes?):\s*(\d+)\s+(?:Nays?|Noes|No):\s*(\d+)/i.exec(text);
  return m ? { yeas: Number(m[1]), nays: Number(m[2]) } : null;
}

/** Names and marks of a roll-call paragraph, with a tally and outcome printed right after them (no gap). */
export function readRoll(text: string): {
  entries: ReturnType<typeof parseRollEntries>;
  tally: { yeas: number; nays: number } | null;
  outcome: VoteOutcome | null;
  closed: boolean;
} {
  const cut = text.search(/\b(Yeas?|Ayes?|Present):\s*\d/);
  if (cut < 0) return { entries: parseRollEntries(text), tally: null, outcome: null, closed: false };
  const rest = text.slice(cut);
  const after = outcomeOf(rest.replace(/^.*?(Abstentions?|Absent):\s*\d+\s*/i, ''));
  return {
    entries: parseRollEntries(text.slice(0, cut)),
    tally: parseTally(rest),
    outcome: after,
    closed: true,
  };
}

export function majority(roll: { vote: VoteChoice }[]): VoteOutcome {
  const ayes = roll.filter((v) => v.vote === 'aye').length;
  const nays = roll.filter((v) => v.vote === 'nay').length;
  return ayes > nays ? 'passed' : 'failed';
}

