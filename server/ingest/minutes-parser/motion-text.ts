/**
 * Who moved what, as the clerk writes it: "Councilor Lakin moved to approve 4.b - 4.n. Councilor Bengel seconded
 * the motion.", "Councilor Fowler called the question to end debate.", "It was moved by Councilor X and seconded
 * by Councilor Y to ...", "Motion by Councilor X, seconded by Councilor Y, to ...".
 */
import type { VoteOutcome } from '#contract/enums.ts';

const TITLE = String.raw`(?:Councilor|Council\s?member|Council\s+Chair|Chair(?:man|woman)?|Vice[- ]Chair(?:man|woman)?)`;
const NAME = String.raw`([A-Z][A-Za-z'’-]+(?:\s[A-Z][A-Za-z'’-]+)?)`;
const NEXT_SENTENCE = String.raw`(?:\.\s+(?:${TITLE}|The\s+motion|Motion)\s|$)`;

const MOVED = new RegExp(
  String.raw`${TITLE}\s+${NAME}\s+(moved|nominated|made\s+a\s+motion|called\s+(?:for\s+)?the\s+(?:previous\s+)?question|called\s+for\s+a\s+vote)\s*,?\s*(?:(?:to|that)\s+)?(.*?)${NEXT_SENTENCE}`,
);
const MOVED_BY = new RegExp(
  String.raw`^(?:It\s+was\s+moved|(?:A\s+)?Motion(?:\s+was\s+made)?)\s+by\s+${TITLE}\s+${NAME},?\s+(?:and\s+)?seconded\s+by\s+${TITLE}\s+${NAME},?\s+(?:to|that)\s+(.*?)${NEXT_SENTENCE}`,
);
const SECONDER = new RegExp(String.raw`${TITLE}\s+${NAME}\s+seconded|seconded\s+by\s+${TITLE}\s+${NAME}`);

/** A motion as printed: who moved it, the action ("approve 4.b - 4.n"), who seconded it when printed alongside. */
export interface MotionText {
  moved_by: string;
  /** What was moved, without "to": "approve 4.b - 4.n", "call the question". */
  action: string;
  seconded_by: string | null;
  nomination: boolean;
}

/** Reads a motion from a paragraph; null when the paragraph moves nothing. */
export function readMotion(text: string): MotionText | null {
  const by = MOVED_BY.exec(text);
  if (by) return { moved_by: by[1]!, seconded_by: by[2]!, action: clean(by[3]!), nomination: false };
  const m = MOVED.exec(text);
  if (!m) return null;
  const verb = m[2]!.toLowerCase();
  // "moved that the City Council remand 5.a ...": what was moved is "remand 5.a ...".
  let action = clean(m[3]!).replace(/^(?:the\s+)?(?:City\s+)?Council\s+(?=[a-z])/, '');
  if (/question|vote/.test(verb)) action = action ? `call the question ${action.replace(/^(?:to\s+)?/, 'to ')}` : 'call the question';
  return { moved_by: m[1]!, action, seconded_by: secondedBy(text), nomination: verb === 'nominated' };
}

/** The seconder named in a paragraph, if any. */
export function secondedBy(text: string): string | null {
  const m = SECONDER.exec(text);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function clean(action: string): string {
  return action.replace(/[.\s]+$/, '').replace(/\s*,\s*$/, '').trim();
}

// "Motion carried.", "Amended motion denied.", "The motion to call the question failed.", "Nomination carried."
const OUTCOME = /^(?:The\s+)?(?:(?:amended|original|main|substitute|previous|second|first)\s+)?(?:motion|amendment|nomination)(?:\s+(?:to|on|for)\s+[^.]{0,120}?)?\s+(?:was\s+|has\s+)?(carried|passed|approved|adopted|prevailed|denied|failed|defeated|lost|did\s+not\s+(?:pass|carry))\b/i;

/** The outcome a sentence announces, or null when it announces none. */
export function outcomeOf(text: string): VoteOutcome | null {
  const m = OUTCOME.exec(text);
  if (!m) return null;
  return /carried|passed|approved|adopted|prevailed/i.test(m[1]!) ? 'passed' : 'failed';
}

/** Whether a paragraph opens a motion or announces an outcome (used to stop joining text across pages). */
export function isMotionOrOutcome(text: string): boolean {
  return MOVED.test(text) || MOVED_BY.test(text) || OUTCOME.test(text);
}
