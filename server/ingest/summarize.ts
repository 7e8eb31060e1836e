/**
 * The offline summarizer: deterministic and extractive. Every sentence is built only from facts read out of the
 * minutes (date, attendance, item titles as printed, motions, tallies), so nothing appears that the document does
 * not say. The short summary has 3 to 5 sentences; the detailed one has a paragraph per agenda section.
 */
import type { ParsedItem, ParsedVote } from './parse-body.ts';
import type { ParsedMinutes } from './parse-minutes.ts';
import { contentWords } from './text-terms.ts';

const ROUTINE = /^(Minutes of|No items|Adjournment|Call to Order|Pre-meeting discussion|Weekly update|Mayor's report|Councilors'? announcements|Enter Executive Session|Exit the Executive Session)/i;

/** "9-0", or "5-4" with abstentions noted. */
export function tallyOf(vote: ParsedVote): string {
  const ayes = vote.votes.filter((v) => v.vote === 'aye').length;
  const nays = vote.votes.filter((v) => v.vote === 'nay').length;
  return `${ayes}-${nays}`;
}

function sentence(text: string): string {
  const t = text.trim().replace(/[.…]+$/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]+ [A-Z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** How interesting an item is: specific words, a split vote or a failed motion rank it higher. */
function itemScore(item: ParsedItem, vote: ParsedVote | undefined, weights: Map<string, number>): number {
  if (ROUTINE.test(item.title) || /^PULLED/i.test(item.title)) return -1;
  let score = 0;
  for (const w of new Set(contentWords(item.title))) score += weights.get(w) ?? 0;
  if (vote) score += 2 + (vote.outcome === 'failed' ? 3 : 0) + vote.votes.filter((v) => v.vote === 'nay').length;
  return score;
}

/** The short summary (3 to 5 sentences) and the detailed summary by section; null when nothing was read. */
export function summarize(minutes: ParsedMinutes, meetingLabel: string): { summary: string; detailed: string } | null {
  const items = minutes.items.filter((i) => !/^No items/i.test(i.title));
  if (items.length === 0 && minutes.votes.length === 0) return null;
  const voteFor = new Map<string, ParsedVote>();
  for (const v of minutes.votes) for (const n of v.item_numbers) voteFor.set(n, v);

  // Words that occur in few items are the telling ones.
  const df = new Map<string, number>();
  for (const item of items) for (const w of new Set(contentWords(item.title))) df.set(w, (df.get(w) ?? 0) + 1);
  const weights = new Map([...df].map(([w, n]) => [w, 1 / n]));

  const sentences: string[] = [];
  const attendance = minutes.attendance;
  const present = attendance ? attendance.present.length : null;
  const seats = attendance ? attendance.present.length + attendance.absent.length : null;
  sentences.push(
    sentence(
      `${meetingLabel} took up ${items.length} agenda item${items.length === 1 ? '' : 's'}` +
        (present !== null ? ` with ${present} of ${seats} councilors present at roll call` : ''),
    ),
  );
  if (minutes.votes.length > 0) {
    const passed = minutes.votes.filter((v) => v.outcome === 'passed').length;
    const failed = minutes.votes.length - passed;
    sentences.push(
      sentence(
        `The Council held ${minutes.votes.length} roll-call vote${minutes.votes.length === 1 ? '' : 's'}: ` +
          `${passed} motion${passed === 1 ? '' : 's'} carried` +
          (failed > 0 ? ` and ${failed} failed` : ''),
      ),
    );
  }
  const ranked = items
    .map((item, index) => ({ item, index, vote: voteFor.get(item.item_number), score: itemScore(item, voteFor.get(item.item_number), weights) }))
    .filter((r) => r.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 5 - sentences.length)
    .sort((a, b) => a.index - b.index);
  for (const { item, vote } of ranked) {
    const title = shorten(item.title, 140);
    if (vote) {
      const verb = vote.outcome === 'passed' ? 'approved' : 'did not approve';
      sentences.push(sentence(`Item ${item.item_number}: the Council ${verb} ${lowerFirst(title)} (${tallyOf(vote)})`));
    } else {
      sentences.push(sentence(`Item ${item.item_number}: ${title}`));
    }
  }
  while (sentences.length < 3 && items[sentences.length - 1]) {
    sentences.push(sentence(`Item ${items[sentences.length - 1]!.item_number}: ${shorten(items[sentences.length - 1]!.title, 140)}`));
  }
  return { summary: sentences.join(' '), detailed: detailedSummary(minutes, voteFor) };
}

function shorten(text: string, max: number): string {
  const t = text.replace(/…$/, '');
  return t.length <= max ? t : `${t.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

/** One paragraph per section (or per top-level item when the agenda has no sections). */
function detailedSummary(minutes: ParsedMinutes, voteFor: Map<string, ParsedVote>): string {
  const groups = new Map<string, ParsedItem[]>();
  for (const item of minutes.items) {
    const key = item.section ?? `Item ${item.item_number}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const paragraphs: string[] = [];
  if (minutes.attendance) {
    const { present, absent } = minutes.attendance;
    paragraphs.push(
      `Attendance: ${present.length} present (${present.join(', ')})` + (absent.length > 0 ? `; absent: ${absent.join(', ')}.` : '.'),
    );
  }
  for (const [heading, items] of groups) {
    const parts = items.map((item) => {
      const vote = voteFor.get(item.item_number);
      const title = shorten(item.title, 200);
      const label = item.section ? `${item.item_number} ${title}` : title;
      if (!vote) return sentence(label);
      const outcome = vote.outcome === 'passed' ? 'carried' : 'failed';
      const mover = vote.moved_by ? `, moved by ${vote.moved_by}${vote.seconded_by ? ` and seconded by ${vote.seconded_by}` : ''}` : '';
      return `${sentence(label)} Motion ${outcome} ${tallyOf(vote)}${mover}.`;
    });
    paragraphs.push(`${heading}: ${parts.join(' ')}`);
  }
  return paragraphs.join('\n\n');
}
