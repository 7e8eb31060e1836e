/**
 * Walks the paragraphs of the minutes after the header: numbered sections and lettered items, the motions made
 * on them (who moved, who seconded), roll calls and outcomes, and the attendance roll call.
 */
import type { AgendaItemType, VoteChoice, VoteOutcome } from '../../contract/enums.ts';
import { asksForVote, fileNumberOf, itemTitle, itemTypeFor, titleCase } from './agenda-item-text.ts';
import { FILE_NUMBER_AT_END, type Paragraph } from './paragraphs.ts';
import { parseRollEntries, parseTally } from './roll-call.ts';

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
}

/** A roll-call vote on a motion. */
export interface ParsedVote {
  item_number: string | null;
  /** Every item the motion named (`1.a - 1.e`, `items 5, 7 and 9`), for their vote results. */
  item_numbers: string[];
  motion: string;
  moved_by: string | null;
  seconded_by: string | null;
  outcome: VoteOutcome;
  votes: { councilor: string; vote: VoteChoice }[];
}

export interface ParsedBody {
  items: ParsedItem[];
  votes: ParsedVote[];
  attendance: { present: string[]; absent: string[] } | null;
}

const TOP_ITEM = /^(\d{1,2})\.\s+(?=["'“(A-Z0-9])(.*)$/;
// The clerk sometimes types "h," for "h."; a comma is only trusted for the next expected letter.
const SUB_ITEM = /^([a-z]{1,2})([.,])\s+(?=["'“(A-Z0-9$])(.*)$/;
const PLACEHOLDER_ITEM = /^(No items this week|CALL TO ORDER( and Roll Call)?\.?$)/i;
const MOVER = /(?:Councilor|Council ?member|Chair|Vice[- ]Chair|Chairman|Chairwoman)\s+([A-Z][A-Za-z'’-]+(?:\s[A-Z][A-Za-z'’-]+)?)\s+(moved|nominated)\s+(?:to\s+)?(.*?)(?:\.\s+(?:Councilor|Council ?member|Chair|Vice[- ]Chair)\s|$)/;
const SECONDER = /(?:Councilor|Council ?member|Chair|Vice[- ]Chair|Chairman|Chairwoman)\s+([A-Z][A-Za-z'’-]+(?:\s[A-Z][A-Za-z'’-]+)?)\s+seconded/;
const OUTCOME = /^(?:The\s+)?Motion\s+(?:was\s+)?(carried|passed|approved|denied|failed|defeated)/i;

function letterIndex(letters: string): number {
  return letters.length === 1 ? letters.charCodeAt(0) - 97 : 26 + (letters.charCodeAt(1) - 97);
}

/** Joins a paragraph's lines, keeping words that a line break split at a hyphen whole. */
export function joinLines(lines: string[]): string {
  return lines.reduce((acc, line) => (acc === '' ? line : acc.endsWith('-') ? acc + line : `${acc} ${line}`), '');
}

/**
 * All item numbers a motion refers to, ranges expanded (`1.a - 1.e` gives 1.a, 1.b, ... 1.e); the first one
 * printed comes first.
 */
export function referencedItems(text: string, known: Set<string>): string[] {
  // "approve 7.a - 7.n, except 7.l": the excepted items are not part of the motion.
  const except = /\b(except|excluding|with the exception of)\b([^.;]*(?:\.[a-z]{1,2}\b[^.;]*)*)/i.exec(text);
  if (except) {
    const excluded = new Set(referencedItems(except[2]!, known));
    return referencedItems(text.slice(0, except.index), known).filter((n) => !excluded.has(n));
  }
  const out: string[] = [];
  const push = (n: string) => {
    if (known.has(n) && !out.includes(n)) out.push(n);
  };
  const first = /\b(\d{1,2}\.[a-z]{1,2})\b/.exec(text)?.[1];
  if (first) push(first);
  const range = /\b(\d{1,2})\.([a-z]{1,2})\s*[–-]\s*(?:(\d{1,2})\.)?([a-z]{1,2})\b/g;
  for (const m of text.matchAll(range)) {
    const from = letterIndex(m[2]!);
    const to = letterIndex(m[4]!);
    if (m[3] && m[3] !== m[1]) continue;
    for (let i = from; i <= to && i - from < 60; i++) {
      push(`${m[1]}.${i < 26 ? String.fromCharCode(97 + i) : `a${String.fromCharCode(97 + i - 26)}`}`);
    }
  }
  for (const m of text.matchAll(/\b(\d{1,2}\.[a-z]{1,2})\b/g)) push(m[1]!);
  const list = /\b[Ii]tems?\s+((?:\d{1,2}(?:,\s*|\s*,?\s*and\s+|\s+))*\d{1,2})\b/g;
  for (const m of text.matchAll(list)) for (const n of m[1]!.match(/\d{1,2}/g) ?? []) push(n);
  if (out.length === 0) {
    const lone = /\bon (\d{1,2})\b/.exec(text);
    if (lone) push(lone[1]!);
  }
  return out;
}

function isStructural(text: string): boolean {
  return TOP_ITEM.test(text) || SUB_ITEM.test(text) || /^ROLL CALL/i.test(text) || MOVER.test(text) || OUTCOME.test(text);
}

/** Reads items, motions, votes and attendance from the paragraphs that follow the header. */
export function parseBody(paragraphs: Paragraph[]): ParsedBody {
  const items: ParsedItem[] = [];
  const votes: ParsedVote[] = [];
  let attendance: ParsedBody['attendance'] = null;
  const seenTop = new Set<number>();
  let maxTop = 0;
  let section: { number: string; title: string; letters: Set<number>; maxLetter: number; leaf: ParsedItem | null } | null = null;
  // Items read one after another with nothing in between form a group that one motion may act on.
  let group: ParsedItem[] = [];
  let groupOpen = false;
  let motion: { text: string; moved_by: string | null; seconded_by: string | null } | null = null;
  let roll: { councilor: string; vote: VoteChoice }[] | null = null;
  let tally: { yeas: number; nays: number } | null = null;
  let last: ParsedItem | null = null;
  let pendingOutcome: VoteOutcome | null = null;

  const addItem = (item: ParsedItem) => {
    items.push(item);
    if (!groupOpen) group = [];
    group.push(item);
    groupOpen = true;
    last = item;
  };
  const closeVote = (outcome: VoteOutcome | null) => {
    if (!roll || roll.length === 0) return;
    const known = new Set(items.map((i) => i.item_number));
    let refs = motion ? referencedItems(motion.text, known) : [];
    if (refs.length > 0) {
      // Items read with the named ones that ask for a vote belong to the motion too ("appoint ... and approve 8.c"
      // acts on 8.b as well).
      const firstRef = group.findIndex((i) => i.item_number === refs[0]);
      if (firstRef > 0) {
        const before = group.slice(0, firstRef).filter((i) => asksForVote(i.description) && i.item_type !== 'report');
        refs = [...before.map((i) => i.item_number), ...refs];
      }
    }
    const fallback = group[0]?.item_number ?? null;
    const decided = outcome ?? (tally ? (tally.yeas > tally.nays ? 'passed' : 'failed') : null) ?? majority(roll);
    const record: ParsedVote = {
      item_number: refs[0] ?? fallback,
      item_numbers: refs.length > 0 ? refs : group.map((i) => i.item_number),
      motion: motion?.text ?? 'Motion put to a roll-call vote',
      moved_by: motion?.moved_by ?? null,
      seconded_by: motion?.seconded_by ?? null,
      outcome: decided,
      votes: roll,
    };
    votes.push(record);
    for (const n of record.item_numbers) {
      const item = items.find((i) => i.item_number === n);
      if (item) {
        item.vote_required = true;
        item.vote_result = record.outcome;
      }
    }
    motion = null;
    roll = null;
    tally = null;
    groupOpen = false;
  };

  for (let p = 0; p < paragraphs.length; p++) {
    const para = paragraphs[p]!;
    let text = joinLines(para.lines);
    const top = TOP_ITEM.exec(text);
    const sub = SUB_ITEM.exec(text);
    const topNumber = top ? Number(top[1]) : NaN;
    const startsTop = top && topNumber > 0 && !seenTop.has(topNumber) && topNumber <= maxTop + 4;
    const subIndex = sub ? letterIndex(sub[1]!) : -1;
    const startsSub = Boolean(
      sub &&
        section &&
        !section.letters.has(subIndex) &&
        (sub[2] === ',' ? subIndex === section.maxLetter + 1 : subIndex <= section.maxLetter + 4),
    );

    if (startsTop || startsSub) {
      if (roll) closeVote(null);
      // An item cut by a page break continues on the next page's first paragraph, up to its file number.
      const next = paragraphs[p + 1];
      if (!FILE_NUMBER_AT_END.test(text) && next && next.page > para.page && !/No items/i.test(text)) {
        const nextText = joinLines(next.lines);
        if (FILE_NUMBER_AT_END.test(nextText) && !isStructural(nextText)) {
          text = `${text} ${nextText}`;
          p++;
        }
      }
    }
    if (startsTop) {
      seenTop.add(topNumber);
      maxTop = Math.max(maxTop, topNumber);
      const body = top![2]!.trim();
      const heading = para.lines.length === 1 && /^[A-Z0-9 &'’,./()-]+$/.test(body) && /[A-Z]{3}/.test(body);
      const item = makeItem(String(topNumber), body, heading ? null : null);
      if (heading) {
        section = { number: String(topNumber), title: titleCase(body), letters: new Set(), maxLetter: -1, leaf: item };
        item.section = section.title;
      } else {
        section = null;
      }
      addItem(item);
      continue;
    }
    if (startsSub && section) {
      // The section heading was a heading, not an item, once it has lettered items under it.
      if (section.leaf) {
        const index = items.indexOf(section.leaf);
        if (index >= 0) items.splice(index, 1);
        group = group.filter((i) => i !== section!.leaf);
        section.leaf = null;
      }
      section.letters.add(subIndex);
      section.maxLetter = Math.max(section.maxLetter, subIndex);
      const body = sub![3]!.trim();
      // "No items this week." holds the letter but is no agenda business (and must not start a group).
      if (!PLACEHOLDER_ITEM.test(body)) addItem(makeItem(`${section.number}.${sub![1]}`, body, section.title));
      else groupOpen = false;
      continue;
    }
    if (/^ROLL CALL/i.test(text)) {
      if (roll) closeVote(null);
      // The names usually sit in the next paragraph(s), after a gap; a tally run into them is split off.
      const first = readRoll(text);
      let entries = first.entries ?? [];
      let closed = first.closed;
      if (first.tally) tally = first.tally;
      if (first.outcome) pendingOutcome = first.outcome;
      while (!closed && p + 1 < paragraphs.length) {
        const more = readRoll(joinLines(paragraphs[p + 1]!.lines));
        if (!more.entries || more.entries.length === 0) break;
        entries = entries.concat(more.entries);
        p++;
        if (more.tally) tally = more.tally;
        if (more.outcome) pendingOutcome = more.outcome;
        closed = more.closed;
      }
      if (entries.some((e) => e.mark === 'present')) {
        if (!attendance) {
          attendance = {
            present: entries.filter((e) => e.mark === 'present').map((e) => e.councilor),
            absent: entries.filter((e) => e.mark === 'absent').map((e) => e.councilor),
          };
        }
        continue;
      }
      roll = entries.map((e) => ({ councilor: e.councilor, vote: e.mark as VoteChoice }));
      if (pendingOutcome) {
        closeVote(pendingOutcome);
        pendingOutcome = null;
      }
      continue;
    }
    const counted = parseTally(text);
    if (counted) {
      tally = counted;
      continue;
    }
    const outcome = OUTCOME.exec(text);
    if (outcome && roll) {
      closeVote(/carried|passed|approved/i.test(outcome[1]!) ? 'passed' : 'failed');
      continue;
    }
    const mover = MOVER.exec(text);
    if (mover) {
      if (roll) closeVote(null);
      motion = {
        text:
          mover[2] === 'nominated'
            ? `Nomination of ${mover[3]!.replace(/\.$/, '').trim()}`
            : `Motion to ${mover[3]!.replace(/\.$/, '').trim()}`,
        moved_by: mover[1]!,
        seconded_by: SECONDER.exec(text)?.[1] ?? null,
      };
      groupOpen = false;
      continue;
    }
    if (motion && !motion.seconded_by) {
      const seconder = SECONDER.exec(text);
      if (seconder) {
        motion.seconded_by = seconder[1]!;
        continue;
      }
    }
    if (roll) closeVote(null);
    // An item printed a second time (the minutes repeat one inside another group) neither starts nor breaks a group.
    if (top && seenTop.has(topNumber) && !section) continue;
    // "The original motion, ..., was voted on." names the motion that the next roll call decides.
    if (/was voted on\.?$/i.test(text)) {
      const carriedOver = text.replace(/^The /, '').replace(/,? was voted on\.?$/i, '');
      motion = { text: carriedOver.charAt(0).toUpperCase() + carriedOver.slice(1), moved_by: null, seconded_by: null };
    }
    groupOpen = false;
    if (last && text.length > 0) (last as ParsedItem).notes.push(text);
  }
  if (roll) closeVote(null);
  // The "CALL TO ORDER" heading of the 4 P.M. minutes is a heading, not agenda business.
  const business = items.filter((i) => !PLACEHOLDER_ITEM.test(i.description));
  return { items: business, votes, attendance };
}

/** Names and marks of a roll-call paragraph, with a tally and outcome printed right after them (no gap). */
function readRoll(text: string): {
  entries: ReturnType<typeof parseRollEntries>;
  tally: { yeas: number; nays: number } | null;
  outcome: VoteOutcome | null;
  closed: boolean;
} {
  const cut = text.search(/\b(Yeas?|Present):\s*\d/);
  if (cut < 0) return { entries: parseRollEntries(text), tally: null, outcome: null, closed: false };
  const rest = text.slice(cut);
  const after = OUTCOME.exec(rest.replace(/^.*?(Abstentions?|Absent):\s*\d+\s*/i, ''));
  return {
    entries: parseRollEntries(text.slice(0, cut)),
    tally: parseTally(rest),
    outcome: after ? (/carried|passed|approved/i.test(after[1]!) ? 'passed' : 'failed') : null,
    closed: true,
  };
}

function majority(roll: { vote: VoteChoice }[]): VoteOutcome {
  const ayes = roll.filter((v) => v.vote === 'aye').length;
  const nays = roll.filter((v) => v.vote === 'nay').length;
  return ayes > nays ? 'passed' : 'failed';
}

function makeItem(number: string, text: string, section: string | null): ParsedItem {
  return {
    item_number: number,
    title: itemTitle(text),
    description: text,
    item_type: itemTypeFor(text, section),
    section,
    vote_required: asksForVote(text),
    vote_result: null,
    notes: [],
  };
}

export { fileNumberOf };
