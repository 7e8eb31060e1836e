/**
 * Everything the minutes parser holds while it walks the paragraphs, named: the agenda's numbering, the group of
 * items a motion may act on, the motion stack, the roll call being read, and what has been recorded so far.
 */
import type { MotionKind, VoteChoice, VoteOutcome } from '#contract/enums.ts';
import type { ItemResult } from '../motions.ts';
import type { ParsedItem, ParsedVote } from '../parsed-items.ts';
import { createNumbering, type NumberingState } from './numbering.ts';

/** A motion read from the minutes and not yet voted on. */
export interface OpenMotion {
  text: string;
  kind: MotionKind;
  /** What was moved ("approve 4.b - 4.n"), to read item numbers from again once the whole agenda is known. */
  action: string;
  moved_by: string | null;
  seconded_by: string | null;
  /** Items it names, or inherits from the motion it acts on. */
  refs: string[];
}

/** A vote recorded with the items it acted on; `action` is kept when it named none, to read again at the end. */
export interface Decision {
  vote: ParsedVote;
  refs: string[];
  action: string | null;
}

export interface MotionStack {
  /** The motion waiting for its vote. */
  open: OpenMotion | null;
  /** The main motion an amendment, a call of the question or a substitute was moved on, voted on after them. */
  pendingMain: OpenMotion | null;
}

export interface OpenRollCall {
  votes: { councilor: string; vote: VoteChoice }[] | null;
  page: number;
  tally: { yeas: number; nays: number } | null;
  /** An outcome printed with the roll call's names, before the roll is complete. */
  pendingOutcome: VoteOutcome | null;
}

/** Items read one after another with nothing in between form a group that one motion may act on. */
export interface ItemGroup {
  items: ParsedItem[];
  /** Whether the next item joins this group (false once anything else was read). */
  open: boolean;
}

export interface BodyState {
  items: ParsedItem[];
  votes: ParsedVote[];
  decisions: Decision[];
  /** Results the minutes state without a roll call ("7.d and 7.h were continued to ..."); a later vote overrides. */
  notedResults: Map<string, ItemResult>;
  attendance: { present: string[]; absent: string[] } | null;
  numbering: NumberingState;
  group: ItemGroup;
  motions: MotionStack;
  roll: OpenRollCall;
  /** The last item read, which takes the paragraphs that are no business of their own as its notes. */
  last: ParsedItem | null;
}

export function createBodyState(): BodyState {
  return {
    items: [],
    votes: [],
    decisions: [],
    notedResults: new Map(),
    attendance: null,
    numbering: createNumbering(),
    group: { items: [], open: false },
    motions: { open: null, pendingMain: null },
    roll: { votes: null, page: 0, tally: null, pendingOutcome: null },
    last: null,
  };
}

/** Item numbers read so far and not pulled: what a motion's references may name. */
export function knownItemNumbers(state: BodyState): Set<string> {
  return new Set(state.items.filter((i) => !i.pulled).map((i) => i.item_number));
}

/** Adds an item, to the current group if one is open, else to a new group. */
export function addItem(state: BodyState, item: ParsedItem): void {
  state.items.push(item);
  if (!state.group.open) state.group.items = [];
  state.group.items.push(item);
  state.group.open = true;
  state.last = item;
}
