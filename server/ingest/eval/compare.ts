/**
 * Precision and recall of extracted meetings against hand-written gold meetings, field by field. Votes are
 * matched by (item number, n-th vote on that item), so one missed vote does not shift all the others.
 */
import type { MeetingInput } from '../../repositories/meetings.ts';
import type { MeetingSeed } from '../../seed/seed-meetings.ts';
import { itemTitle } from '../agenda-item-text.ts';

/** True and false positives and false negatives of one field. */
export interface FieldScore {
  tp: number;
  fp: number;
  fn: number;
}

export type Scores = Record<string, FieldScore>;

const debug = (line: string) => {
  if (process.env.EVAL_DEBUG) console.log(line);
};

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');

function score(scores: Scores, field: string, gold: Set<string>, predicted: Set<string>): void {
  const s = (scores[field] ??= { tp: 0, fp: 0, fn: 0 });
  for (const g of gold) {
    if (predicted.has(g)) s.tp++;
    else {
      s.fn++;
      debug(`missed   ${field}: ${g}`);
    }
  }
  for (const p of predicted) {
    if (gold.has(p)) continue;
    s.fp++;
    debug(`spurious ${field}: ${p}`);
  }
}

function voteKeys(records: { item_number?: string | null }[]): string[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    const n = r.item_number ?? '-';
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return `${n}#${k}`;
  });
}

/** Hand-written results read "Approved 8-0", "Carried 7-0" or "Appeal denied 8-0" (the motion to deny carried). */
function resultClass(result: string | null | undefined): string {
  return /^(failed|motion failed|motion denied|not approved)/i.test(result ?? '') ? 'failed' : 'passed';
}

/** Adds one meeting's comparison to `scores`. */
export function compareMeeting(scores: Scores, gold: MeetingSeed, predicted: MeetingInput, id: string): void {
  const one = (field: string, g: string | null | undefined, p: string | null | undefined) =>
    score(scores, field, new Set([`${id}:${g}`]), new Set([`${id}:${p}`]));
  if (gold.meeting_date) one('meeting date and time', new Date(gold.meeting_date).toISOString(), new Date(predicted.meeting_date).toISOString());
  one('meeting type', gold.meeting_type, predicted.meeting_type);
  if (gold.location) one('location', norm(gold.location), norm(predicted.location));

  const gItems = gold.agenda_items;
  const pItems = predicted.agenda_items ?? [];
  score(scores, 'agenda item numbers', new Set(gItems.map((i) => `${id}:${i.item_number}`)), new Set(pItems.map((i) => `${id}:${i.item_number}`)));
  // A title matches when the first 30 letters and digits agree (titles are long; the start identifies them).
  // Both sides go through the same boilerplate trim, so "Consideration and possible approval ... of a" does not count.
  const title = (t: string) => norm(itemTitle(t)).slice(0, 30);
  score(scores, 'agenda item titles', new Set(gItems.map((i) => `${id}:${i.item_number}:${title(i.title)}`)), new Set(pItems.map((i) => `${id}:${i.item_number}:${title(i.title)}`)));
  score(scores, 'agenda item types', new Set(gItems.map((i) => `${id}:${i.item_number}:${i.item_type}`)), new Set(pItems.map((i) => `${id}:${i.item_number}:${i.item_type}`)));
  score(
    scores,
    'item vote results',
    new Set(gItems.filter((i) => i.vote_result).map((i) => `${id}:${i.item_number}:${resultClass(i.vote_result)}`)),
    new Set(pItems.filter((i) => i.vote_result).map((i) => `${id}:${i.item_number}:${resultClass(i.vote_result)}`)),
  );

  const gVotes = gold.voting_records;
  const pVotes = predicted.voting_records ?? [];
  const gk = voteKeys(gVotes);
  const pk = voteKeys(pVotes);
  score(scores, 'votes (motion found, by item)', new Set(gk.map((k) => `${id}:${k}`)), new Set(pk.map((k) => `${id}:${k}`)));
  score(scores, 'vote outcomes', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${v.outcome}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${v.outcome}`)));
  score(scores, 'moved by', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${norm(v.moved_by)}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${norm(v.moved_by)}`)));
  score(scores, 'seconded by', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${norm(v.seconded_by)}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${norm(v.seconded_by)}`)));
  const perCouncilor = (records: typeof gVotes | typeof pVotes, keys: string[]) =>
    new Set(records.flatMap((v, i) => v.votes.map((x) => `${id}:${keys[i]}:${norm(x.councilor)}:${x.district}:${x.vote}`)));
  score(scores, 'per-councilor votes', perCouncilor(gVotes, gk), perCouncilor(pVotes, pk));
}

/** Precision and recall as percentages (100 when there was nothing to find or nothing found). */
export function precisionRecall(s: FieldScore): { precision: number; recall: number } {
  return {
    precision: s.tp + s.fp === 0 ? 100 : (100 * s.tp) / (s.tp + s.fp),
    recall: s.tp + s.fn === 0 ? 100 : (100 * s.tp) / (s.tp + s.fn),
  };
}
