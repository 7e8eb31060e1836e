/**
 * Motions as the clerk means them. A motion's kind comes from its leading verb ("moved to continue 5.a to
 * September 3", "called the question"); the kind says whether the motion can decide the item it names (approve,
 * deny, continue, table, refer, pull) or only shapes the debate on it (amend, call the question, reconsider,
 * suspend the rules, enter a public hearing). An item's result comes from the motion that decided it, never from
 * the last motion that carried.
 */
import { type ItemResult, type MotionKind, SUBSIDIARY_KINDS } from '#contract/enums.ts';

/** What an item's deciding motion did to it, as stored in `vote_result` (the contract's classes). */
export type { ItemResult };

/** Kinds that only shape the debate on a pending motion (`SUBSIDIARY_KINDS`, in the contract: the assistant reads by them too). */
export { SUBSIDIARY_KINDS };

/** Kinds that, moved while another motion is pending, act on that motion rather than replace it. */
const ACTS_ON_PENDING: ReadonlySet<MotionKind> = new Set(['amend', 'call_question', 'substitute', 'table', 'continue', 'refer']);

// Ordered: the first rule whose pattern matches the start of the motion (after "to") decides its kind.
const RULES: [MotionKind, RegExp][] = [
  ['call_question', /^(?:call(?:ed)?\s+(?:for\s+)?the\s+(?:previous\s+)?question|(?:move\s+)?the\s+previous\s+question|(?:end|close|cease)\s+(?:the\s+)?debate)/i],
  ['reconsider', /^(?:approve\s+the\s+)?reconsider(?:ation)?\b/i],
  ['substitute', /^(?:make\s+a\s+)?substitut(?:e|ion)\b|^(?:a\s+)?substitute\s+motion\b/i],
  ['amend', /^amend\s+(?:the\s+|his\s+|her\s+|their\s+|that\s+)?(?:original\s+|previous\s+|main\s+|pending\s+|prior\s+|above\s+|current\s+)?motion\b/i],
  ['amend', /^amend\s+(?:item\s+)?\d{1,2}(?:\.[a-z]{1,2})?\b/i],
  ['suspend_rules', /^(?:suspend|waive)\b[^.]{0,80}?\b(?:rules?|charter)\b/i],
  ['emergency_clause', /^(?:approve|adopt|attach|add|include|consider)\s+(?:of\s+)?(?:the\s+|an\s+)?emergency\s+clause\b/i],
  ['executive_session', /^(?:enter|go|convene|adjourn)\s+(?:in)?(?:to\s+)?(?:an?\s+|the\s+)?executive\s+session\b/i],
  ['public_hearing', /^(?:enter|open|close|exit|re-?open|hold)\s+(?:in)?(?:to\s+)?(?:an?\s+|the\s+)?public\s+hearings?\b/i],
  ['adjourn', /^(?:adjourn|recess)\b/i],
  ['continue', /^(?:table\s+and\s+)?(?:continue|postpone|defer|delay|reschedule)\b/i],
  ['continue', /^table\b[^.]{0,60}?\b(?:to|until)\s+(?:the\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|\d{1,2}\/\d{1,2})/i],
  ['table', /^(?:lay\s+[^.]{0,30}?\s+on\s+the\s+)?table\b/i],
  ['refer', /^(?:refer|re-?refer|remand|send|return|forward)\b/i],
  ['pull', /^(?:pull|withdraw|remove)\s+(?:item\s+)?\d{1,2}(?:\.[a-z]{1,2})?\b/i],
  // Striking or amending part of the rules, a charter article or an ordinance is the item's business itself.
  ['approve', /^(?:strike|delete|amend)\b[^.]{0,60}?\b(?:Council\s+Rules|Rules?\s+and\s+Order|Charter|Ordinances?|Title\s+\d+)\b/i],
  ['deny', /^(?:deny|reject|disapprove|uphold|affirm)\b/i],
  ['nominate', /^(?:nominate|elect)\b/i],
  [
    'approve',
    /^(?:approve|adopt|accept|appoint|reappoint|confirm|ratify|authorize|select|award|allow|grant|receive|pass|amend\s+(?:Council\s+)?Rules?|increase|decrease|reduce|offer|hire|set|establish|fund|designate|extend|renew|support|endorse|initiate|direct|instruct|execute|enter\s+into|place|submit|sponsor|combine|affirm\s+the\s+appeal|grant\s+the\s+appeal|overturn|reverse)\b/i,
  ],
];

/** The kind of a motion from its wording after "moved to" ("approve 4.b - 4.n", "call the question"). */
export function motionKindOf(action: string): MotionKind {
  const text = action.trim().replace(/^(?:to|that(?: the [A-Za-z ]+?)?)\s+/i, '');
  for (const [kind, pattern] of RULES) if (pattern.test(text)) return kind;
  return 'other';
}

/** Whether a motion of this kind, moved while another is pending, acts on the pending one. */
export function actsOnPending(kind: MotionKind): boolean {
  return ACTS_ON_PENDING.has(kind);
}

/** What a carried (or failed) motion of this kind does to the items it names; null when nothing. */
export function resultOf(kind: MotionKind, carried: boolean, itemAsksForSession = false): ItemResult | null {
  if (SUBSIDIARY_KINDS.has(kind)) return null;
  if (kind === 'executive_session') return itemAsksForSession ? (carried ? 'passed' : 'failed') : null;
  // "Other" motions (re-open public comment, take an item out of order, waive a fee) carry or fail without
  // deciding the item: saying less is better than calling it approved.
  if (kind === 'other') return null;
  if (!carried) return kind === 'approve' || kind === 'nominate' ? 'failed' : null;
  switch (kind) {
    case 'deny':
      return 'denied';
    case 'continue':
      return 'continued';
    case 'table':
      return 'tabled';
    case 'refer':
      return 'referred';
    case 'pull':
      return 'pulled';
    default:
      return 'passed';
  }
}

/** A short phrase for what a vote was on, for sentences like "voted nay on calling the question". */
export const MOTION_KIND_PHRASES: Record<MotionKind, string> = {
  approve: 'the motion to approve',
  deny: 'the motion to deny',
  amend: 'an amendment to the motion',
  table: 'the motion to table',
  continue: 'the motion to continue',
  refer: 'the motion to refer',
  call_question: 'calling the question (ending debate)',
  reconsider: 'the motion to reconsider',
  suspend_rules: 'suspending the rules',
  substitute: 'a substitute motion',
  emergency_clause: 'the emergency clause',
  nominate: 'the nomination',
  pull: 'the motion to pull the item',
  executive_session: 'entering executive session',
  public_hearing: 'the motion on the public hearing',
  adjourn: 'the motion to adjourn',
  other: 'the motion',
};
