/**
 * What the walk over the minutes (parse-body.ts) reads: items and roll-call votes. Apart from the walk so the
 * steps that settle results (item-results.ts) can name them without importing the walk back.
 */
import type { AgendaItemType, MotionKind, VoteChoice, VoteOutcome } from '#contract/enums.ts';

/** An agenda item as read from the minutes, with what was said about it. */
export interface ParsedItem {
  item_number: string;
  title: string;
  description: string;
  item_type: AgendaItemType;
  section: string | null;
  vote_required: boolean;
  vote_result: string | null;
  /** Narrative paragraphs that followed the item ("There was no report.", "Discussion ensued."). */
  notes: string[];
  /** Printed PULLED / PULLED BY ADDENDUM, or pulled without objection: no motion acts on it. */
  pulled: boolean;
  /** The PDF page the item is printed on (1-based). */
  page: number;
  /** Index in `votes` of the motion that decided the item's result, when one did. */
  decided_by: number | null;
}

/** A roll-call vote on a motion. */
export interface ParsedVote {
  item_number: string | null;
  /** Every item the motion named (`1.a - 1.e`, `items 5, 7 and 9`), for their vote results. */
  item_numbers: string[];
  motion: string;
  motion_kind: MotionKind;
  moved_by: string | null;
  seconded_by: string | null;
  outcome: VoteOutcome;
  votes: { councilor: string; vote: VoteChoice }[];
  /** The PDF page the roll call is printed on (1-based). */
  page: number;
}
