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

export async function councilorVote(ctx: AnswerContext, notFound: () => Draft): Promise<Draft> {
  const { question, say } = ctx;
  const district = question.councilor?.district ?? question.district;
  if (district === null && !question.councilor) return askForDistrict(ctx.city.config, say, 'vote');
  const { seat, surname, who } = whoIsAsked(ctx, district);
  if (question.terms.length === 0) return draft('clarify', say.whichVote(who), []);

  const meetings = (await findMeetings(ctx.db, question.searchText, 8)).filter((m) => inPeriod(m, question.period, ctx.city.config.timeZone)).slice(0, 5);
  if (meetings.length === 0) return notFound();
  const ids = meetings.map((m) => m.id);
  const [items, votes, weights] = await Promise.all([agendaItemsOf(ctx.db, ids), votesOf(ctx.db, ids), termWeights(ctx.db, question.terms)]);
  const records: RetrievedRecord[] = [];
  const lines: string[] = [];
  for (const m of meetings) {
    const matched = matchingItems(items.filter((i) => i.meeting_id === m.id), weights, 3);
    const told = matched.flatMap((item) => itemVote(ctx, { who, surname, district }, m, item, votes.find((v) => v.agenda_item_id === item.id)) ?? []);
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
