/**
 * How a councilor voted on something: the matching agenda items, then the roll call of their voting record.
 * Roll calls name a seat's holder by surname; where the minutes record only a result ("Approved 7-0") and no
 * roll call, the reply says so rather than guessing an individual vote.
 */
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import { askForDistrict, councilorRecord } from './compose-people.ts';
import { findMeetings, inPeriod, itemTitle, matchingItems, termWeights } from './meeting-search.ts';
import { agendaItemsOf, votesOf } from './records.ts';
import { cityDay, seatedTerms } from '../councilors/sitting-council.ts';
import { type RetrievedRecord, formatDate, link, meetingFacts, meetingSource } from './sources.ts';
import { clip, escapedPlain, mdEscape } from './text.ts';
import { type MotionKind, SUBSIDIARY_KINDS } from '#contract/enums.ts';

/** Who the question asks about: the seat's holder (by district) or the councilor named, and their roll-call surname. */
function whoIsAsked({ question, catalog, say, now, city }: AnswerContext, district: number | null) {
  const seat = district !== null ? seatedTerms(catalog.officials.filter((o) => o.district === district), cityDay(city.config, now)).get(district) : undefined;
  const surname = question.councilor?.surname ?? (seat ? catalog.rollCallNames.find((r) => r.district === district && seat.name.includes(r.councilor))?.councilor : undefined);
  return { seat, surname, who: question.councilor?.name ?? seat?.name ?? say.districtLabel(district!) };
}

type Item = Awaited<ReturnType<typeof agendaItemsOf>>[number];
type Vote = Awaited<ReturnType<typeof votesOf>>[number];
type Meeting = Awaited<ReturnType<typeof findMeetings>>[number];

/**
 * One item's line in the answer and the fact it rests on: the person's own roll call, or that they were not in it,
 * or the result alone where no roll call was recorded; null when the record says nothing of a vote.
 */
function itemVote(
  { say, city }: AnswerContext,
  asked: { who: string; surname: string | undefined; district: number | null },
  meeting: Meeting,
  item: Item,
  record: Vote | undefined,
): { line: string; fact: string } | null {
  const { who, surname, district } = asked;
  const roll = record?.votes.find((v) => (surname && v.councilor === surname) || (surname === undefined && v.district === district));
  const title = say.recordTitle(mdEscape(clip(itemTitle(item.title), 160)), escapedPlain(city, item.title));
  // Each line links its meeting, under the meeting's date.
  const dated = link({ ...meetingSource(meeting), title: formatDate(meeting.meeting_date, city.config.timeZone, say.locale) });
  if (roll && record) {
    return {
      line: say.rollCallLine(dated, item.item_number, title, roll.councilor, say.voted[roll.vote] ?? roll.vote, record.outcome),
      fact: `Item ${item.item_number}: ${item.title}. Roll call: ${roll.councilor} (District ${roll.district ?? '?'}) voted ${roll.vote}; motion ${record.outcome}.`,
    };
  }
  if (record) {
    return {
      line: say.notInRollCall(dated, item.item_number, title, who, record.outcome),
      fact: `Item ${item.item_number}: ${item.title}. ${who} not in the roll call; motion ${record.outcome}.`,
    };
  }
  if (!item.vote_result) return null;
  return {
    line: say.resultOnly(dated, item.item_number, title, say.itemResult(item.vote_result)),
    fact: `Item ${item.item_number}: ${item.title}. Result ${item.vote_result}; no individual roll call recorded.`,
  };
}

/**
 * The roll call that decided an item (decision 008): its last motion that could decide it (approve, deny,
 * continue, ...), not an amendment or a call of the question taken on the way; the last roll call when none did.
 */
export function decidingRecord(records: Vote[], itemId: number): Vote | undefined {
  const mine = records.filter((r) => r.agenda_item_id === itemId);
  const deciding = mine.filter((r) => r.motion_kind !== 'other' && !SUBSIDIARY_KINDS.has(r.motion_kind as MotionKind));
  return deciding.at(-1) ?? mine.at(-1);
}

/** Words by which a clerk's title says the item is the adoption itself ("Adoption of the FY2026 budget"). */
const ADOPTION = /\b(adopt|adopts|adopting|adoption|final passage)\b/i;

/**
 * The order a meeting's matched items are told in: the person's "no" first (a dissent is what a resident asks
 * about and must never be cut), then the adoption itself, then a contested vote, then the search's order.
 */
function tellingOrder(item: Item, record: Vote | undefined, surname: string | undefined): number[] {
  const roll = record?.votes.find((v) => v.councilor === surname);
  return [roll?.vote === 'nay' ? 0 : 1, ADOPTION.test(item.title) ? 0 : 1, record?.votes.some((v) => v.vote === 'nay') ? 0 : 1];
}

function byTellingOrder<T extends { order: number[] }>(a: T, b: T): number {
  for (let i = 0; i < a.order.length; i++) if (a.order[i] !== b.order[i]) return a.order[i]! - b.order[i]!;
  return 0;
}

/** The meetings and items a vote question is about, each item with the roll call that decided it. */
async function askedItems(ctx: AnswerContext, surname: string | undefined) {
  const { question } = ctx;
  const meetings = (await findMeetings(ctx.db, question.searchText, 8)).filter((m) => inPeriod(m, question.period, ctx.city.config.timeZone)).slice(0, 5);
  const ids = meetings.map((m) => m.id);
  const [items, votes, weights] = await Promise.all([agendaItemsOf(ctx.db, ids), votesOf(ctx.db, ids), termWeights(ctx.db, question.terms)]);
  return meetings.map((meeting) => ({
    meeting,
    items: matchingItems(items.filter((i) => i.meeting_id === meeting.id), weights, 6)
      .map((item) => ({ item, record: decidingRecord(votes, item.id) }))
      .map((told) => ({ ...told, order: tellingOrder(told.item, told.record, surname) }))
      .sort(byTellingOrder),
  }));
}

export async function councilorVote(ctx: AnswerContext, notFound: () => Draft): Promise<Draft> {
  const { question, say } = ctx;
  const district = question.councilor?.district ?? question.district;
  if (district === null && !question.councilor) return askForDistrict(ctx.city.config, say, 'vote');
  const { seat, surname, who } = whoIsAsked(ctx, district);
  if (question.terms.length === 0) return draft('clarify', say.whichVote(who), []);

  const asked = await askedItems(ctx, surname);
  if (asked.length === 0) return notFound();
  const records: RetrievedRecord[] = [];
  const lines: string[] = [];
  for (const { meeting: m, items } of asked) {
    // Four lines in all, but never without the person's "no" on an item asked about.
    const told = items
      .flatMap(({ item, record, order }) => {
        const line = itemVote(ctx, { who, surname, district }, m, item, record);
        return line ? [{ ...line, dissent: order[0] === 0 }] : [];
      })
      .filter((t, i) => t.dissent || lines.length + i < 4);
    lines.push(...told.map((t) => t.line));
    if (told.length > 0) records.push({ source: meetingSource(m), facts: meetingFacts(m, ctx.city.config.timeZone, told.map((t) => t.fact)) });
    if (lines.length >= 4) break;
  }
  if (lines.length === 0) return notFound();
  const person = seat && district !== null ? [councilorRecord(ctx.city.config, seat)] : [];
  const name = person.length > 0 ? link({ ...person[0]!.source, title: who }) : who;
  const text = [say.howTheyVoted(name), say.recordNote, lines.join('\n')].filter(Boolean).join('\n\n');
  return draft('answer', text, [...records, ...person]);
}

/**
 * "Did anyone vote against it?": for each item asked about, who voted no in the roll call that decided it, or
 * that no one did; an item with no roll call is not told (its result alone says nothing of a "no").
 */
export async function votesAgainst(ctx: AnswerContext, notFound: () => Draft): Promise<Draft> {
  const { question, say, city } = ctx;
  if (question.terms.length === 0) return notFound();
  const asked = await askedItems(ctx, undefined);
  const records: RetrievedRecord[] = [];
  const lines: string[] = [];
  for (const { meeting: m, items } of asked) {
    const dated = link({ ...meetingSource(m), title: formatDate(m.meeting_date, city.config.timeZone, say.locale) });
    const told = items.flatMap(({ item, record }) => {
      if (!record || record.votes.length === 0) return [];
      const nays = record.votes.filter((v) => v.vote === 'nay').map((v) => v.councilor);
      const ayes = record.votes.filter((v) => v.vote === 'aye').length;
      const title = say.recordTitle(mdEscape(clip(itemTitle(item.title), 160)), escapedPlain(city, item.title));
      return [{
        line: say.againstLine(dated, item.item_number, title, nays, ayes, record.outcome),
        fact: `Item ${item.item_number}: ${item.title}. Deciding roll call (${record.motion}): ${nays.length > 0 ? `voted no: ${nays.join(', ')}` : 'no one voted no'}; ${ayes} aye; motion ${record.outcome}.`,
      }];
    }).slice(0, 4 - lines.length);
    lines.push(...told.map((t) => t.line));
    if (told.length > 0) records.push({ source: meetingSource(m), facts: meetingFacts(m, city.config.timeZone, told.map((t) => t.fact)) });
    if (lines.length >= 4) break;
  }
  if (lines.length === 0) return notFound();
  return draft('answer', [say.againstLead, say.recordNote, lines.join('\n')].filter(Boolean).join('\n\n'), records);
}
