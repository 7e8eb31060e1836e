/**
 * Precision and recall of extracted meetings against hand-written gold meetings, field by field. Votes are
 * matched by (item number, n-th vote on that item), so one missed vote does not shift all the others.
 */
import type { MeetingInput } from '../../meetings/meeting-store.ts';
import type { MeetingSeed } from '../../city-data/meeting-seed.ts';
import { itemTitle } from '../minutes-parser/agenda-item-text.ts';

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

/** The four classes an item's result falls in, whatever words the gold or the parser use for it. */
export type ResultClass = 'passed' | 'failed' | 'deferred' | 'pulled';

/**
 * Gold results read "Approved 8-0", "Carried 7-0", "Denied 8-0", "Continued to May 8, 2024", "Pulled"; the parser
 * writes passed / failed / denied / continued / tabled / referred / pulled. A denial is "not approved" (failed).
 */
export function resultClass(result: string | null | undefined): ResultClass | null {
  const r = (result ?? '').trim();
  if (!r) return null;
  if (/^(pulled|withdrawn)/i.test(r)) return 'pulled';
  if (/^(continued|tabled|referred|postponed|deferred|remanded)/i.test(r)) return 'deferred';
  if (/^(failed|motion failed|motion denied|not approved|denied|appeal denied)/i.test(r)) return 'failed';
  return 'passed';
}

/** A motion's action without who moved it: "Councilor X moved to approve 4.b." and "Motion to approve 4.b" agree. */
export function motionAction(motion: string): string {
  const action = motion
    .replace(/^.*?\b(?:moved|made a motion)\s+(?:to\s+|that\s+)?/i, '')
    .replace(/^.*?\bnominated\s+/i, '')
    .replace(/^Motion to\s+/i, '')
    .replace(/^Nomination of\s+/i, '');
  return norm(action).slice(0, 40);
}

const APPROVAL_WORDS = /\b(approved|adopted|passed|approves|adopts|passes|upheld)\b/i;
// Item numbers as a summary names them: "Item 7", "items 5 and 7", or a lettered number ("4.b"); never a tally
// ("9-0") or a figure.
const ITEM_REFERENCE = /\b[Ii]tems?\s+(\d{1,2}(?:\.[a-z]{1,2})?)\b(?!-\d)|(?<![\d.$])\b(\d{1,2}\.[a-z]{1,2})\b/g;

/**
 * Claims that the record does not support: an item result or a summary sentence that says approved/adopted/passed
 * for an item the gold says was not approved, and a vote reported as carried that failed.
 */
export function falseClaims(gold: MeetingSeed, predicted: MeetingInput, id: string): string[] {
  const goldClass = new Map(gold.agenda_items.map((i) => [i.item_number, resultClass(i.vote_result)]));
  const notApproved = (n: string) => goldClass.has(n) && goldClass.get(n) !== 'passed';
  const claims: string[] = [];
  for (const item of predicted.agenda_items ?? []) {
    if (resultClass(item.vote_result) === 'passed' && notApproved(item.item_number)) {
      claims.push(`${id}: item ${item.item_number} shown as ${item.vote_result}, gold ${goldClass.get(item.item_number) ?? 'no vote'}`);
    }
  }
  const gk = voteKeys(gold.voting_records);
  const goldOutcome = new Map(gold.voting_records.map((v, i) => [gk[i]!, v.outcome]));
  const pVotes = predicted.voting_records ?? [];
  voteKeys(pVotes).forEach((k, i) => {
    if (pVotes[i]!.outcome === 'passed' && goldOutcome.get(k) === 'failed') claims.push(`${id}: vote ${k} shown as carried, gold failed`);
  });
  const text = `${predicted.summary ?? ''}\n${predicted.detailed_summary ?? ''}`;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (!APPROVAL_WORDS.test(sentence)) continue;
    for (const m of sentence.matchAll(ITEM_REFERENCE)) {
      const n = (m[1] ?? m[2])!;
      if (notApproved(n)) claims.push(`${id}: summary says approved of ${n} (gold ${goldClass.get(n) ?? 'no vote'}): "${sentence.slice(0, 140)}"`);
    }
  }
  return claims;
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
    'item results (4 classes)',
    new Set(gItems.filter((i) => resultClass(i.vote_result)).map((i) => `${id}:${i.item_number}:${resultClass(i.vote_result)}`)),
    new Set(pItems.filter((i) => resultClass(i.vote_result)).map((i) => `${id}:${i.item_number}:${resultClass(i.vote_result)}`)),
  );

  const gVotes = gold.voting_records;
  const pVotes = predicted.voting_records ?? [];
  const gk = voteKeys(gVotes);
  const pk = voteKeys(pVotes);
  score(scores, 'votes (motion found, by item)', new Set(gk.map((k) => `${id}:${k}`)), new Set(pk.map((k) => `${id}:${k}`)));
  score(scores, 'motion kind', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${v.motion_kind ?? '?'}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${v.motion_kind}`)));
  score(scores, 'motion text', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${motionAction(v.motion)}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${motionAction(v.motion)}`)));
  score(scores, 'vote outcomes', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${v.outcome}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${v.outcome}`)));
  score(scores, 'moved by', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${norm(v.moved_by)}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${norm(v.moved_by)}`)));
  score(scores, 'seconded by', new Set(gVotes.map((v, i) => `${id}:${gk[i]}:${norm(v.seconded_by)}`)), new Set(pVotes.map((v, i) => `${id}:${pk[i]}:${norm(v.seconded_by)}`)));
  const perCouncilor = (records: typeof gVotes | typeof pVotes, keys: string[]) =>
    new Set(records.flatMap((v, i) => v.votes.map((x) => `${id}:${keys[i]}:${norm(x.councilor)}:${x.district}:${x.vote}`)));
  score(scores, 'per-councilor votes', perCouncilor(gVotes, gk), perCouncilor(pVotes, pk));
  const claims = falseClaims(gold, predicted, id);
  for (const c of claims) debug(`false claim ${c}`);
  const fc = (scores['false claims'] ??= { tp: 0, fp: 0, fn: 0 });
  fc.fp += claims.length;
}

/** Precision and recall as percentages (100 when there was nothing to find or nothing found). */
export function precisionRecall(s: FieldScore): { precision: number; recall: number } {
  return {
    precision: s.tp + s.fp === 0 ? 100 : (100 * s.tp) / (s.tp + s.fp),
    recall: s.tp + s.fn === 0 ? 100 : (100 * s.tp) / (s.tp + s.fn),
  };
}
