/**
 * Walks the paragraphs of the minutes after the header: numbered sections and lettered items, the motions made
 * on them (who moved, who seconded), roll calls and outcomes, and the attendance roll call.
 */
import { asksForVote, fileNumberOf, itemTitle, itemTypeFor, titleCase } from './agenda-item-text.ts';
import { letterIndex, referencedItems } from './item-references.ts';
import { isMotionOrOutcome, outcomeOf, readMotion, secondedBy } from './motion-text.ts';
import { settleResults } from './item-results.ts';
import { actsOnPending, type ItemResult, motionKindOf } from './motions.ts';
import { FILE_NUMBER_AT_END, type Paragraph } from './paragraphs.ts';
import type { MotionKind, VoteChoice, VoteOutcome } from '../../contract/enums.ts';
import type { ParsedItem, ParsedVote } from './parsed-items.ts';
import { majority, parseTally, readRoll } from './roll-call.ts';

export type { ParsedItem, ParsedVote } from './parsed-items.ts';

export interface ParsedBody {
  items: ParsedItem[];
  votes: ParsedVote[];
  attendance: { present: string[]; absent: string[] } | null;
}

const TOP_ITEM = /^(\d{1,2})\.\s+(?=["'“(A-Z0-9])(.*)$/;
// The clerk sometimes types "h," for "h."; a comma is only trusted for the next expected letter.
const SUB_ITEM = /^([a-z]{1,2})([.,])\s+(?=["'“(A-Z0-9$])(.*)$/;
const PLACEHOLDER_ITEM = /^(No items this week|CALL TO ORDER( and Roll Call)?\.?$)/i;

/** Joins a paragraph's lines, keeping words that a line break split at a hyphen whole. */
export function joinLines(lines: string[]): string {
  return lines.reduce((acc, line) => (acc === '' ? line : acc.endsWith('-') ? acc + line : `${acc} ${line}`), '');
}

function isStructural(text: string): boolean {
  return TOP_ITEM.test(text) || SUB_ITEM.test(text) || /^ROLL CALL/i.test(text) || isMotionOrOutcome(text);
}

/** A motion read from the minutes and not yet voted on. */
interface OpenMotion {
  text: string;
  kind: MotionKind;
  /** What was moved ("approve 4.b - 4.n"), to read item numbers from again once the whole agenda is known. */
  action: string;
  moved_by: string | null;
  seconded_by: string | null;
  /** Items it names, or inherits from the motion it acts on. */
  refs: string[];
}

// Agenda business printed as withdrawn: "PULLED:", "PULLED BY ADDENDUM:", "PULLED (Withdrawn):".
const PULLED = /^(?:ADDENDUM:\s*)?PULLED\b/i;
// A sentence that opens with the items and says what became of them: "Without objection, 5.d was pulled.",
// "7.d and 7.h were continued to ...". Not "... on item 7.n that was continued from ..." (a past meeting's act).
const NOTED_RESULT =
  /^(?:Without objection,\s*)?(?:(?:agenda\s+)?items?\s+)?((?:\d{1,2}(?:\.[a-z]{1,2})?\.?)(?:\s*(?:,|and|&|[–—-]|through)\s*(?:\d{1,2}(?:\.[a-z]{1,2})?\.?))*)\s+(?:was|were|is|are|has been|have been)\s+(pulled|withdrawn|removed from the agenda|continued|postponed|tabled|referred)\b/i;
// Top-level items a resident recognises as agenda business even in the middle of a numbered sub-list.
const TOP_LEVEL_LOOK = /^(?:Adjournment|Call to Order|ADDENDUM|PULLED|Consider(?:ation)? |Discussion |Hearing |Executive Session|Exit )/i;

/** Reads items, motions, votes and attendance from the paragraphs that follow the header. */
export function parseBody(paragraphs: Paragraph[]): ParsedBody {
  const items: ParsedItem[] = [];
  const votes: ParsedVote[] = [];
  const decisions: { vote: ParsedVote; refs: string[]; action: string | null }[] = [];
  // Results the minutes state without a roll call ("7.d and 7.h were continued to ..."); a later vote overrides.
  const notedResults = new Map<string, ItemResult>();
  let attendance: ParsedBody['attendance'] = null;
  const seenTop = new Set<number>();
  let maxTop = 0;
  // A numbered list inside an item (conditions of a zoning approval, tour stops) restarts at 1: its numbers are
  // no agenda items, even when they run past the last real item number.
  let subList: number | null = null;
  type Section = { number: string; title: string; letters: Set<number>; maxLetter: number; leaf: ParsedItem | null };
  let section: Section | null = null;
  // A section heading printed again (an item taken out of order is printed under its own heading early on, and the
  // section follows in its place) reopens the same section: its letters continue.
  const sections = new Map<string, Section>();
  // Items read one after another with nothing in between form a group that one motion may act on.
  let group: ParsedItem[] = [];
  let groupOpen = false;
  let motion: OpenMotion | null = null;
  // The main motion an amendment, a call of the question or a substitute was moved on, voted on after them.
  let pendingMain: OpenMotion | null = null;
  let roll: { councilor: string; vote: VoteChoice }[] | null = null;
  let rollPage = 0;
  let tally: { yeas: number; nays: number } | null = null;
  let last: ParsedItem | null = null;
  let pendingOutcome: VoteOutcome | null = null;

  const known = () => new Set(items.filter((i) => !i.pulled).map((i) => i.item_number));
  const addItem = (item: ParsedItem) => {
    items.push(item);
    if (!groupOpen) group = [];
    group.push(item);
    groupOpen = true;
    last = item;
  };
  const openMotion = (text: string, action: string, kind: MotionKind, moved_by: string | null, seconded_by: string | null) => {
    let refs = referencedItems(action, known());
    if (refs.length > 0 && (kind === 'approve' || kind === 'nominate')) {
      // "appoint Jane Roe to the Library Commission and approve 8.c": the unnumbered object is the item read
      // just before 8.c in the same group. Only when something other than the verb precedes the first number.
      const beforeFirst = action.slice(0, action.search(/\d{1,2}(?:\.[a-z]{1,2})?\b/));
      const firstRef = group.findIndex((i) => i.item_number === refs[0]);
      if (firstRef > 0 && !/^\s*(?:approve|adopt|accept)?\s*(?:items?\s*)?$/i.test(beforeFirst)) {
        const before = group.slice(0, firstRef).filter((i) => !i.pulled && asksForVote(i.description) && i.item_type !== 'report');
        refs = [...before.map((i) => i.item_number), ...refs];
      }
    }
    const next: OpenMotion = { text, kind, action, moved_by, seconded_by, refs };
    if (motion && actsOnPending(kind)) {
      // Moved while another motion waits for its vote: it acts on that one (and names its items if it names none).
      pendingMain = motion;
      if (next.refs.length === 0) next.refs = motion.refs;
    } else if (!motion && pendingMain && actsOnPending(kind) && next.refs.length === 0) {
      next.refs = pendingMain.refs;
    } else if (!actsOnPending(kind)) {
      pendingMain = null;
    }
    motion = next;
    groupOpen = false;
  };
  const closeVote = (outcome: VoteOutcome | null) => {
    if (!roll || roll.length === 0) return;
    // A roll call with no motion of its own after an amendment or a call of the question decides the main motion.
    const voted: OpenMotion | null = motion ?? pendingMain;
    if (!motion) pendingMain = null;
    const refs = voted && voted.refs.length > 0 ? voted.refs : group.filter((i) => !i.pulled).map((i) => i.item_number);
    const decided = outcome ?? (tally ? (tally.yeas > tally.nays ? 'passed' : 'failed') : null) ?? majority(roll);
    const record: ParsedVote = {
      item_number: refs[0] ?? group[0]?.item_number ?? null,
      item_numbers: refs,
      motion: voted?.text ?? 'Motion put to a roll-call vote',
      motion_kind: voted?.kind ?? 'other',
      moved_by: voted?.moved_by ?? null,
      seconded_by: voted?.seconded_by ?? null,
      outcome: decided,
      votes: roll,
      page: rollPage,
    };
    votes.push(record);
    decisions.push({ vote: record, refs, action: voted && voted.refs.length === 0 ? voted.action : null });
    if (motion && pendingMain && actsOnPending(motion.kind)) {
      // After an amendment or a failed call of the question, the main motion is still to be voted on; a carried
      // motion to continue, table or refer disposes of it.
      const disposes = decided === 'passed' && ['continue', 'table', 'refer'].includes(motion.kind);
      motion = disposes ? null : pendingMain;
      pendingMain = null;
    } else {
      motion = null;
    }
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
    const body = top ? top[2]!.trim() : '';
    const looksTop =
      Boolean(top) &&
      ((para.lines.length === 1 && /^[A-Z0-9 &'’,./()-]+$/.test(body) && /[A-Z]{3}/.test(body)) ||
        TOP_LEVEL_LOOK.test(body) ||
        FILE_NUMBER_AT_END.test(text));
    if (top && seenTop.has(topNumber) && topNumber < maxTop + 1 && !looksTop) subList = topNumber;
    const continuesSubList = subList !== null && topNumber === subList + 1 && !looksTop;
    // A section heading in capitals ("10. HEARING OF APPEALS") starts its section whatever its number: the council
    // sometimes takes a section first ("Section 10 was read and voted on before Section 1.").
    const sectionHeading = Boolean(top) && para.lines.length === 1 && /^[A-Z0-9 &'’,./()-]+$/.test(body) && /[A-Z]{4}/.test(body) && topNumber <= 40;
    const startsTop =
      top &&
      topNumber > 0 &&
      !seenTop.has(topNumber) &&
      !continuesSubList &&
      (topNumber === maxTop + 1 || sectionHeading || (topNumber <= maxTop + 4 && (subList === null || looksTop)));
    if (continuesSubList) subList = topNumber;
    const subIndex = sub ? letterIndex(sub[1]!) : -1;
    // Letters run in order, but the clerk sometimes prints one out of order (6.a, 6.g, 6.b): an unseen letter
    // further ahead is still an item when it reads like one (it carries a file number or a PULLED marker).
    const readsLikeItem = Boolean(sub) && (FILE_NUMBER_AT_END.test(text) || PULLED.test(sub![3]!) || /^Consideration/i.test(sub![3]!));
    const startsSub = Boolean(
      sub &&
        section &&
        !section.letters.has(subIndex) &&
        (sub[2] === ',' ? subIndex === section.maxLetter + 1 : subIndex <= section.maxLetter + 4 || (readsLikeItem && subIndex < 52)),
    );

    const reopened = top && !startsTop && seenTop.has(topNumber) ? sections.get(String(topNumber)) : undefined;
    if (reopened && para.lines.length === 1 && titleCase(body) === reopened.title) {
      if (roll) closeVote(null);
      section = reopened;
      subList = null;
      groupOpen = false;
      continue;
    }
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
      subList = null;
      const itemText = text.replace(/^\d{1,2}\.\s+/, '').trim();
      const heading = para.lines.length === 1 && /^[A-Z0-9 &'’,./()-]+$/.test(itemText) && /[A-Z]{3}/.test(itemText);
      const item = makeItem(String(topNumber), itemText, null, para.page);
      if (heading) {
        section = { number: String(topNumber), title: titleCase(itemText), letters: new Set(), maxLetter: -1, leaf: item };
        sections.set(section.number, section);
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
      const itemText = text.replace(/^[a-z]{1,2}[.,]\s+/, '').trim();
      // "No items this week." holds the letter but is no agenda business (and must not start a group).
      if (!PLACEHOLDER_ITEM.test(itemText)) addItem(makeItem(`${section.number}.${sub![1]}`, itemText, section.title, para.page));
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
      rollPage = para.page;
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
    const outcome = outcomeOf(text);
    if (outcome && roll) {
      closeVote(outcome);
      continue;
    }
    const moved = readMotion(text);
    if (moved) {
      if (roll) closeVote(null);
      const kind = moved.nomination ? 'nominate' : motionKindOf(moved.action);
      const printed = moved.nomination ? `Nomination of ${moved.action}` : `Motion to ${moved.action}`;
      openMotion(printed, moved.action, kind, moved.moved_by, moved.seconded_by);
      continue;
    }
    if (motion && !(motion as OpenMotion).seconded_by) {
      const seconder = secondedBy(text);
      if (seconder) {
        (motion as OpenMotion).seconded_by = seconder;
        continue;
      }
    }
    if (roll) closeVote(null);
    // "Without objection, 5.d was pulled." / "7.d and 7.h were continued to the 5:00 P.M. meeting on ...": the
    // record says what happened to the items, though no roll call decided it.
    const noted = NOTED_RESULT.exec(text);
    if (noted) {
      const result = /pulled|withdrawn|removed/i.test(noted[2]!) ? 'pulled' : /tabled/i.test(noted[2]!) ? 'tabled' : /referred/i.test(noted[2]!) ? 'referred' : 'continued';
      for (const n of referencedItems(noted[1]!, known())) {
        const target = items.find((it) => it.item_number === n)!;
        if (result === 'pulled') target.pulled = true;
        else notedResults.set(n, result);
      }
    }
    // An item printed a second time (the minutes repeat one inside another group) neither starts nor breaks a group.
    if (top && seenTop.has(topNumber) && !section && subList === null) continue;
    // "The original motion, ..., was voted on." / "There was a vote for the original motion made by Councilor X."
    if (/was voted on\.?$|^There was a vote (?:for|on) the (?:original|main) motion/i.test(text)) {
      if (pendingMain && !motion) {
        motion = pendingMain;
        pendingMain = null;
      } else if (!motion && /was voted on\.?$/i.test(text)) {
        const carriedOver = text.replace(/^The /, '').replace(/,? was voted on\.?$/i, '');
        const action = carriedOver.replace(/^(?:original\s+)?motion\s*,?\s*(?:to\s+)?/i, '');
        motion = {
          text: carriedOver.charAt(0).toUpperCase() + carriedOver.slice(1),
          kind: motionKindOf(action),
          action,
          moved_by: null,
          seconded_by: null,
          refs: referencedItems(carriedOver, known()),
        };
      }
    }
    groupOpen = false;
    if (last && text.length > 0) (last as ParsedItem).notes.push(text);
  }
  if (roll) closeVote(null);
  // A motion may name an item printed later ("re-open Public Comment on item 7.n", taken up out of order): with the
  // whole agenda read, it belongs to that item rather than to the group it happened to follow.
  const all = new Set(items.filter((i) => !i.pulled).map((i) => i.item_number));
  for (const d of decisions) {
    if (!d.action) continue;
    const later = referencedItems(d.action, all);
    if (later.length === 0) continue;
    d.refs = later;
    d.vote.item_numbers = later;
    d.vote.item_number = later[0]!;
  }
  settleResults(items, decisions, notedResults);
  // The "CALL TO ORDER" heading of the 4 P.M. minutes is a heading, not agenda business.
  const business = items.filter((i) => !PLACEHOLDER_ITEM.test(i.description));
  return { items: business, votes, attendance };
}

function makeItem(number: string, text: string, section: string | null, page: number): ParsedItem {
  const pulled = PULLED.test(text);
  return {
    item_number: number,
    title: itemTitle(text),
    description: text,
    item_type: itemTypeFor(text, section),
    section,
    vote_required: asksForVote(text),
    vote_result: pulled ? 'pulled' : null,
    notes: [],
    pulled,
    page,
    decided_by: null,
  };
}

export { fileNumberOf };
