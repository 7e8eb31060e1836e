/**
 * The offline summarizer: deterministic and extractive. Every sentence is built only from facts read out of the
 * minutes (date, attendance, item titles as printed, motions, tallies), and says of an item only what the motion
 * that decided it did: "approved" only after a carried motion to approve, "voted 8-0 to deny the appeal ..." in the
 * motion's own words otherwise, nothing about a result where no motion decided one. The short summary (3 to 5
 * sentences) leads with the business that matters most: budgets, ordinances, zoning, large sums, split votes,
 * failed, denied or continued items, public hearings, appointments.
 */
import type { CityContext } from '#city/context.ts';
import type { ParsedItem, ParsedVote } from '../minutes-parser/parse-body.ts';
import type { ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { itemText } from '../minutes-parser/agenda-item-text.ts';
import { MOTION_KIND_PHRASES } from '../minutes-parser/motions.ts';
import { lowerFirst, phrase, sentence, withArticle } from './summary-text.ts';
import { NO_PLAIN_LEAD_KINDS, plainLineFor } from '../../plain/plain-line.ts';

// Procedure, not business: never a lead sentence, and never "approved" in words.
const PROCEDURAL =
  /^(Minutes of|No items|Adjournment|Call to Order|Pre-meeting discussion|Weekly update|Mayor's report|Councilors'? announcements|(Consider motion and vote to )?Enter (into )?(the )?Executive Session|Exit (the )?Executive Session|Public Hearing for the purpose|Hearing of Public Comments?|Roll Call)/i;

/** "9-0", "7-1, 1 abstaining, 1 absent": every councilor of the roll call is accounted for. */
export function tallyOf(vote: ParsedVote): string {
  const count = (choice: string) => vote.votes.filter((v) => v.vote === choice).length;
  const extras = [
    count('abstain') > 0 ? `${count('abstain')} abstaining` : '',
    count('absent') > 0 ? `${count('absent')} absent` : '',
  ].filter(Boolean);
  return [`${count('aye')}-${count('nay')}`, ...extras].join(', ');
}

const MONEY = /\$\s?([\d,]+(?:\.\d{2})?)/g;

function largestSum(text: string): number {
  let max = 0;
  for (const m of text.matchAll(MONEY)) max = Math.max(max, Number(m[1]!.replace(/,/g, '')));
  return max;
}

/** Procedure, not business; but "Exit the Executive Session to ... take action on a settlement" decides business. */
function isProcedure(item: ParsedItem, decision: ParsedVote | undefined): boolean {
  return PROCEDURAL.test(item.title) && !(decision && /^Exit/i.test(item.title));
}

/** How much an item matters to a resident; negative for procedure. */
export function importance(item: ParsedItem, decision: ParsedVote | undefined, others: ParsedVote[]): number {
  if (isProcedure(item, decision) || item.pulled) return -1;
  return subjectScore(item) + voteScore(item, decision, others);
}

/** What the item is about: a budget, a rezoning, a new law, a large sum. */
function subjectScore(item: ParsedItem): number {
  const text = item.description;
  let score = 0;
  const appointment = /appointment|reappointment|election of|nominat/i.test(text);
  const budget = /\bbudget\b|appropriation/i.test(text);
  const zoning = /\b(?:Rezoning|zoning|PUD-\d|Z-\d{3,})/i.test(text);
  // The year's budget itself, not an item filed "as part of the FY 2024-2025 annual budget" (a bond deal's ratification).
  if (/\badopting the (?:annual )?budget\b|\bannual budget (?:of [^.;,]{0,40})?for (?:the )?fiscal year\b/i.test(text) && !/\bas part of the\b/i.test(text)) score += 8;
  else if (budget) score += 2; // budget amendments come most weeks
  else if (!appointment && /\bbonds?\b|sales tax/i.test(text)) score += 3;
  if (zoning) score += 4;
  // A new or changed law (a curfew, a fee schedule) matters more than the paperwork of a budget amendment.
  if (item.item_type === 'ordinance' && !budget && !zoning) score += 3;
  const sum = largestSum(text);
  if (sum >= 1_000_000) score += 4;
  else if (sum >= 100_000) score += 2;
  if (appointment) score += 1;
  if (item.item_type === 'public_comment' || /public hearing/i.test(text)) score += 1;
  if (/travel (?:authorization|donation)|special event|parade|procession|minutes of|legal representation/i.test(text)) score -= 2;
  return score;
}

/** How the council dealt with it: a split vote or a failed motion is news, a decision more than a reading. */
function voteScore(item: ParsedItem, decision: ParsedVote | undefined, others: ParsedVote[]): number {
  let score = 0;
  const votes = decision ? [decision, ...others] : others;
  for (const v of votes) {
    const nays = v.votes.filter((x) => x.vote === 'nay' || x.vote === 'abstain').length;
    if (nays > 0) score += 4 + nays;
  }
  if (item.vote_result && item.vote_result !== 'passed') score += 4;
  // A decision is news; an item only read (a first reading) leads only when nothing was decided.
  if (decision) score += 1;
  else if (others.length === 0) score -= 3;
  return score;
}

/** What kind of business an item is, so the lead sentences cover several kinds rather than three budget amendments. */
function kindOfBusiness(item: ParsedItem): string {
  const text = item.description;
  if (/\bbudget\b|appropriation/i.test(text)) return 'budget';
  if (/\b(?:Rezoning|zoning|PUD-\d|Z-\d{3,})/i.test(text)) return 'zoning';
  if (/appointment|reappointment|election of|nominat/i.test(text)) return 'appointment';
  if (/\bappeal\b/i.test(text)) return 'appeal';
  if (/contract|change order|agreement|bid\b/i.test(text)) return 'contract';
  if (/settlement|judgment|lawsuit|claim\b/i.test(text)) return 'claim';
  return item.item_type === 'ordinance' ? 'ordinance' : `item ${item.item_number}`;
}

/**
 * The `count` items to lead with, in agenda order: the best item of each kind of business first, then the next
 * best of any kind; procedure (a negative score) never.
 */
export function leadItems(scored: { item: ParsedItem; score: number }[], count: number): ParsedItem[] {
  const ranked = scored
    .map((s, index) => ({ ...s, index }))
    .filter((s) => s.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const kinds = new Set<string>();
  const lead: typeof ranked = [];
  for (const r of ranked) {
    if (lead.length < count && !kinds.has(kindOfBusiness(r.item))) {
      lead.push(r);
      kinds.add(kindOfBusiness(r.item));
    }
  }
  for (const r of ranked) if (lead.length < count && !lead.includes(r)) lead.push(r);
  return lead.sort((a, b) => a.index - b.index).map((r) => r.item);
}

/** The motion's action, after "to": "deny the appeal for 10.a and affirm the decision of the Hearing Officer". */
function actionOf(vote: ParsedVote): string {
  return vote.motion.replace(/^Motion to\s+/i, '').replace(/^Nomination of\s+/i, '');
}

/** What the record says happened to an item, as a clause after "Item 4.b:" (null when nothing was decided). */
function decisionClause(item: ParsedItem, subject: string, decision: ParsedVote): string {
  const tally = tallyOf(decision);
  const carried = decision.outcome === 'passed';
  switch (decision.motion_kind) {
    case 'approve':
      // A motion in its own words ("approve the request of Officer X for legal representation") is quoted; one that
      // names the item only by number ("approve 4.b - 4.q") approves the item as printed.
      if (!/\b\d{1,2}(?:\.[a-z]{1,2})?\b/.test(actionOf(decision)) || /^(?:discussion|consider|select|vote)\b/i.test(subject)) {
        return carried
          ? `the Council ${voted(decision)} to ${phrase(actionOf(decision), 160)}`
          : `a motion to ${phrase(actionOf(decision), 160)} failed (${tally})`;
      }
      return carried ? `the Council approved ${subject} (${tally})` : `a motion to approve ${subject} failed (${tally})`;
    case 'nominate':
      // The verb first, so a card's first line says what was decided.
      return carried ? `the Council ${voted(decision)} for the nomination of ${phrase(actionOf(decision), 120)}` : `the nomination of ${phrase(actionOf(decision), 120)} failed (${tally})`;
    case 'executive_session':
      return `the Council ${voted(decision)} ${carried ? 'to enter' : 'against entering'} executive session`;
    default:
      return carried
        ? `the Council ${voted(decision)} to ${phrase(actionOf(decision), 160)}`
        : `a motion to ${phrase(actionOf(decision), 160)} failed (${tally})`;
  }
}

/** "voted 7-0 (2 absent)": the tally with who did not vote in brackets, to read inside a sentence. */
function voted(vote: ParsedVote): string {
  const [base, ...extras] = tallyOf(vote).split(', ');
  return `voted ${base}${extras.length > 0 ? ` (${extras.join(', ')})` : ''}`;
}

/** A clause for a vote that decided nothing about the item (an amendment, calling the question). */
function procedureClause(vote: ParsedVote): string {
  const what = vote.motion_kind === 'other' ? `a motion to ${phrase(actionOf(vote), 120)}` : MOTION_KIND_PHRASES[vote.motion_kind];
  return `${what} ${vote.outcome === 'passed' ? 'carried' : 'failed'} (${tallyOf(vote)})`;
}

interface ItemFacts {
  item: ParsedItem;
  index: number;
  decision: ParsedVote | undefined;
  others: ParsedVote[];
  score: number;
}

function factsOf(minutes: ParsedMinutes): ItemFacts[] {
  const items = minutes.items.filter((i) => !/^No items/i.test(i.title));
  return items.map((item, index) => {
    const decision = item.decided_by !== null ? minutes.votes[item.decided_by] : undefined;
    const others = minutes.votes.filter((v) => v !== decision && (v.item_numbers.includes(item.item_number) || v.item_number === item.item_number));
    return { item, index, decision, others, score: importance(item, decision, others) };
  });
}

/**
 * "Approved 5.a (9-0): lets land be used for shops and services." A carried motion that approves the item by
 * number, in the plain words of the item's own line; null when the record or the city's
 * rules give less, and the item is then told in the clerk's words.
 */
function plainDecision(city: CityContext, f: ItemFacts): string | null {
  const d = f.decision;
  if (!d || f.others.length > 0 || d.motion_kind !== 'approve' || d.outcome !== 'passed') return null;
  if (!/\b\d{1,2}(?:\.[a-z]{1,2})?\b/.test(actionOf(d))) return null;
  const plain = plainLineFor(city, f.item.title, f.item.description);
  if (!plain || NO_PLAIN_LEAD_KINDS.has(plain.kind)) return null;
  // The line starts with our template's verb ("Puts Ana Diaz on ..."), never a name: lower-case it as it is.
  const line = plain.en.charAt(0).toLowerCase() + plain.en.slice(1);
  return sentence(`Approved ${f.item.item_number.replace(/\.$/, '')} (${tallyOf(d)}): ${line}`);
}

/** One sentence about an item, true to the record. */
function itemSentence(city: CityContext, f: ItemFacts, max: number): string {
  const subject = lowerFirst(withArticle(phrase(itemText(f.item.description), max)));
  if (f.item.pulled) return sentence(`Item ${f.item.item_number} (${subject}) was pulled from the agenda`);
  const all = [...f.others, ...(f.decision ? [f.decision] : [])];
  if (all.length >= 3) {
    const earlier = f.decision ? f.others : all;
    const carried = earlier.filter((v) => v.outcome === 'passed').length;
    const failed = earlier.length - carried;
    const counts = `${carried} carried` + (failed > 0 ? `, ${failed} failed` : '');
    if (!f.decision) return sentence(`Item ${f.item.item_number} (${subject}) took ${all.length} roll-call votes (${counts}); no result was recorded`);
    return sentence(`Item ${f.item.item_number} (${subject}): of ${earlier.length} other motions on it ${counts}; finally ${decisionClause(f.item, 'it', f.decision)}`);
  }
  const plain = plainDecision(city, f);
  if (plain) return plain;
  if (f.decision) {
    // Approvals name the item in the clause and a nomination names the person and the seat; other decisions quote
    // the motion, so the item is named first.
    const named = f.decision.motion_kind === 'approve' || f.decision.motion_kind === 'nominate' ? `Item ${f.item.item_number}` : `Item ${f.item.item_number} (${subject})`;
    // Votes that decided nothing but tell the story (a failed call of the question) come first, in order.
    const before = f.others.filter((v) => v.motion_kind !== 'emergency_clause').map(procedureClause);
    return sentence(`${named}: ${[...before, decisionClause(f.item, subject, f.decision)].join('; ')}`);
  }
  if (f.item.vote_result && f.others.length === 0) return sentence(`Item ${f.item.item_number} (${subject}) was ${f.item.vote_result} without a roll-call vote`);
  if (f.others.length > 0) return sentence(`Item ${f.item.item_number} (${subject}): ${f.others.map(procedureClause).join('; ')}; no result was recorded`);
  return sentence(`Item ${f.item.item_number} on the agenda: ${subject}`);
}

// A lead sentence names its item in at most this many characters, so that what was decided (after the name)
// still falls within the first 160 characters a card shows; the page lists the title in full.
const LEAD_SUBJECT_MAX = 80;

/**
 * The short summary (3 to 5 sentences) and the detailed summary by section of a meeting of `city` (whose rules
 * give the items' plain lines); null when nothing was read.
 */
export function summarize(city: CityContext, minutes: ParsedMinutes, meetingLabel: string): { summary: string; detailed: string } | null {
  const facts = factsOf(minutes);
  if (facts.length === 0 && minutes.votes.length === 0) return null;

  // Decisions first (issue 30): a card clamped to three lines shows what was decided; attendance and counts after.
  const sentences: string[] = [];
  const chosen = leadItems(facts.filter((f) => f.decision || f.others.length > 0 || f.score >= 3), 3);
  const lead = facts.filter((f) => chosen.includes(f.item));
  // A meeting that decided something leads with it even when its business ranks low (an officer's legal
  // representation, decided after an executive session): never with the counts while a decision goes untold.
  if (!lead.some((f) => f.decision)) {
    const decided = facts.filter((f) => f.decision && !f.item.pulled && !isProcedure(f.item, f.decision)).sort((a, b) => b.score - a.score || a.index - b.index);
    lead.push(...decided.slice(0, Math.max(1, 3 - lead.length)));
    lead.sort((a, b) => a.index - b.index);
  }
  for (const f of lead) sentences.push(itemSentence(city, f, LEAD_SUBJECT_MAX));
  const attendance = minutes.attendance;
  const present = attendance ? attendance.present.length : null;
  const seats = attendance ? attendance.present.length + attendance.absent.length : null;
  sentences.push(
    sentence(
      `${meetingLabel} took up ${facts.length} agenda item${facts.length === 1 ? '' : 's'}` +
        (present !== null ? ` with ${present} of ${seats} councilors present at roll call` : ''),
    ),
  );
  if (minutes.votes.length > 0) {
    const passed = minutes.votes.filter((v) => v.outcome === 'passed').length;
    const failed = minutes.votes.length - passed;
    const split = minutes.votes.filter((v) => v.votes.some((x) => x.vote === 'nay')).length;
    sentences.push(
      sentence(
        `The Council held ${minutes.votes.length} roll-call vote${minutes.votes.length === 1 ? '' : 's'}: ` +
          `${passed} motion${passed === 1 ? '' : 's'} carried` +
          (failed > 0 ? ` and ${failed} failed` : '') +
          (split > 0 ? `; ${split} ${split === 1 ? 'was' : 'were'} not unanimous` : ''),
      ),
    );
  }
  // Short agendas: name further items of business (as printed) until there are three sentences; procedure (the
  // pre-meeting discussion, an update) would only push the counts out of a clamped card.
  let at = lead.length;
  for (const f of facts) {
    if (sentences.length >= 3) break;
    if (!lead.includes(f) && f.score >= 0) sentences.splice(at++, 0, itemSentence(city, f, 140));
  }
  return { summary: sentences.slice(0, 5).join(' '), detailed: detailedSummary(minutes, facts) };
}

/**
 * The items one motion decided, by number: "2.b and 2.c", or "2.b-2.g" for more (they are neighbours on the
 * agenda, so the range holds exactly them); never "these", which read as the whole section.
 */
function groupName(numbers: string[]): string {
  const clean = numbers.map((n) => n.replace(/\.$/, ''));
  if (clean.length <= 2) return clean.join(' and ');
  return `${clean[0]}-${clean[clean.length - 1]}`;
}

/** One paragraph per section (or per top-level item when the agenda has no sections). */
function detailedSummary(minutes: ParsedMinutes, facts: ItemFacts[]): string {
  const groups = new Map<string, ItemFacts[]>();
  for (const f of facts) {
    const key = f.item.section ?? `Item ${f.item.item_number}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const paragraphs: string[] = [];
  if (minutes.attendance) {
    const { present, absent } = minutes.attendance;
    paragraphs.push(
      `Attendance: ${present.length} present (${present.join(', ')})` + (absent.length > 0 ? `; absent: ${absent.join(', ')}.` : '.'),
    );
  }
  for (const [heading, group] of groups) {
    const parts: string[] = [];
    // Items decided together by one motion (and voted on no other way) share one sentence about that motion.
    for (let i = 0; i < group.length; i++) {
      const f = group[i]!;
      const label = phrase(itemText(f.item.description), 200);
      const heads = [sentence(f.item.section ? `${f.item.item_number} ${label}` : label)];
      const numbers = [f.item.item_number];
      if (f.item.pulled) {
        parts.push(`${heads[0]} Pulled from the agenda.`);
        continue;
      }
      while (f.decision && f.others.length === 0 && group[i + 1]?.decision === f.decision && group[i + 1]!.others.length === 0) {
        const next = group[++i]!;
        heads.push(sentence(`${next.item.item_number} ${phrase(itemText(next.item.description), 200)}`));
        numbers.push(next.item.item_number);
      }
      const votes = [...f.others, ...(f.decision ? [f.decision] : [])].sort((a, b) => minutes.votes.indexOf(a) - minutes.votes.indexOf(b));
      if (votes.length === 0 && f.item.vote_result) {
        parts.push(`${heads[0]} ${sentence(`${f.item.vote_result} without a roll-call vote`)}`);
        continue;
      }
      const said = votes.map((v) => {
        const mover = v.moved_by ? `, moved by ${v.moved_by}${v.seconded_by ? ` and seconded by ${v.seconded_by}` : ''}` : '';
        const what = v.motion_kind === 'approve' ? (heads.length > 1 ? `The motion to approve ${groupName(numbers)}` : 'The motion to approve') : sentence(procedureClause(v).replace(/ (carried|failed) \(.*$/, '')).replace(/\.$/, '');
        return `${what} ${v.outcome === 'passed' ? 'carried' : 'failed'} ${tallyOf(v)}${mover}.`;
      });
      parts.push([...heads, ...said].join(' '));
    }
    paragraphs.push(`${heading}: ${parts.join(' ')}`);
  }
  return paragraphs.join('\n\n');
}
