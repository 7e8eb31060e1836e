/** Replies about meetings: the next one (of a type), the latest one, and what the council decided about something. */
import type { MeetingType } from '#contract/enums.ts';
import { type AnswerContext, type Draft, draft } from './answer-context.ts';
import {
  coverage,
  findMeetings,
  inPeriod,
  itemTitle,
  matchingItems,
  matchingSentences,
  periodRange,
  splitSentences,
  termWeights,
} from './meeting-search.ts';
import { type MeetingRecord, agendaItemsOf, meetingsAwaitingMinutes, meetingsBetween, recentMeetings, upcomingMeetings } from './records.ts';
import { PAGES, type RetrievedRecord, formatDate, formatDateTime, link, meetingFacts, meetingSource } from './sources.ts';
import { clip, escapedPlain, mdEscape } from './text.ts';
import { noteFor, summariesToQuote } from './summary-language.ts';
import type { Wording } from './wording.ts';

function typeLabel(say: Wording, types: MeetingType[] | null): string {
  if (!types) return say.meetingLabel(null);
  return say.meetingLabel(types.length > 1 ? 'committee' : types[0]!);
}

function meetingRecord(zone: string, m: MeetingRecord, extra: string[] = []): RetrievedRecord {
  return { source: meetingSource(m), facts: meetingFacts(m, zone, extra) };
}

function when(say: Wording, zone: string, m: MeetingRecord): string {
  return `${formatDateTime(m.meeting_date, zone, say.locale)}${m.location ? say.atLocation(m.location) : ''}`;
}

export async function nextMeeting(ctx: AnswerContext): Promise<Draft> {
  const types = ctx.question.meetingTypes;
  const { say } = ctx;
  const zone = ctx.city.config.timeZone;
  const upcoming = await upcomingMeetings(ctx.db, ctx.now, types, 4);
  const scheduled = upcoming.filter((m) => m.status === 'scheduled');
  const next = scheduled[0];
  if (!next) {
    const any = types ? (await upcomingMeetings(ctx.db, ctx.now, null, 3)).filter((m) => m.status === 'scheduled') : [];
    const records = any.map((m) => meetingRecord(zone, m));
    const others = records.length > 0 ? `\n\n${say.otherMeetingsComingUp}\n${any.map((m, i) => `- ${formatDateTime(m.meeting_date, zone, say.locale)}: ${link(records[i]!.source)}`).join('\n')}` : '';
    // A past meeting still only scheduled is not upcoming, and not known to have been held: say it awaits minutes.
    const [waiting] = await meetingsAwaitingMinutes(ctx.db, ctx.now, types);
    const waitingRecord = waiting ? meetingRecord(zone, waiting) : null;
    const awaiting = waiting && waitingRecord ? ` ${say.awaitingMinutes(when(say, zone, waiting), link(waitingRecord.source))}` : '';
    const cited = waitingRecord ? [waitingRecord, ...records] : records;
    return draft(
      cited.length > 0 ? 'answer' : 'not_found',
      `${say.noUpcoming(typeLabel(say, types), link(PAGES.meetings))}${awaiting}${others}`,
      cited,
      [PAGES.meetings],
    );
  }
  const records = upcoming.map((m) => meetingRecord(zone, m));
  const nextRecord = records[upcoming.indexOf(next)]!;
  const later = upcoming.filter((m) => m !== next);
  const laterLines = later.map((m) => {
    const r = records[upcoming.indexOf(m)]!;
    return `- ${formatDateTime(m.meeting_date, zone, say.locale)}: ${link(r.source)}${m.status === 'postponed' ? say.postponed : ''}`;
  });
  const text = `${say.nextMeeting(typeLabel(say, types), when(say, zone, next), link(nextRecord.source))}${
    laterLines.length > 0 ? `\n\n${say.alsoOnCalendar}\n${laterLines.join('\n')}` : ''
  }`;
  return draft('answer', text, [nextRecord, ...records.filter((r) => r !== nextRecord)]);
}

export async function recentMeeting(ctx: AnswerContext): Promise<Draft> {
  const [latest] = await recentMeetings(ctx.db, ctx.now, 1);
  const { say } = ctx;
  const zone = ctx.city.config.timeZone;
  if (!latest) return draft('not_found', say.noPastMinutes(link(PAGES.meetings)), [], [PAGES.meetings]);
  const record = meetingRecord(zone, latest);
  const quote = (await summariesToQuote(ctx, [latest])).get(latest.id);
  const summary = quote ? [noteFor(ctx, [quote]), mdEscape(quote.text)] : [];
  const text = [say.mostRecentMeeting(link(record.source), formatDate(latest.meeting_date, zone, say.locale)), ...summary].filter(Boolean).join('\n\n');
  return draft('answer', text, [record]);
}

/** What the council decided about the subject: matching agenda items with their results, or summary sentences. */
export async function decision(ctx: AnswerContext, notFound: () => Draft): Promise<Draft> {
  const { terms, searchText, period } = ctx.question;
  const { say } = ctx;
  const zone = ctx.city.config.timeZone;
  if (terms.length === 0) {
    const range = periodRange(period, ctx.now, zone);
    return range ? meetingsOfPeriod(ctx, range, notFound) : recentMeeting(ctx);
  }
  const meetings = (await findMeetings(ctx.db, searchText, 8)).filter((m) => inPeriod(m, period, zone)).slice(0, 5);
  if (meetings.length === 0) return notFound();
  const [items, weights] = await Promise.all([agendaItemsOf(ctx.db, meetings.map((m) => m.id)), termWeights(ctx.db, terms)]);
  const records: RetrievedRecord[] = [];
  const blocks: string[] = [];
  const quotes = await summariesToQuote(ctx, meetings);
  // The same item (title and result) or sentence is listed once per answer, however many records repeat it.
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  for (const m of meetings) {
    const mine = matchingItems(items.filter((i) => i.meeting_id === m.id), weights, 3).filter((i) => once(`${sameText(itemTitle(i.title))}|${i.vote_result ?? ''}`));
    const quote = quotes.get(m.id);
    // The English summary's matching sentences; a Spanish reply whose items already say it in Spanish needs none.
    let sentences = quote && !quote.english && mine.length > 0 ? [] : matchingSentences(m, weights, 2).filter((s) => once(sameText(s)));
    // The title can be what matches ("... (cancelled)"): then the summary's opening says what happened.
    if (mine.length === 0 && sentences.length === 0 && coverage(`${m.title} ${m.keywords.join(' ')}`, weights) >= 0.5) {
      sentences = splitSentences(quote?.text ?? '').slice(0, 2);
    }
    if (mine.length === 0 && sentences.length === 0) continue;
    const itemFacts = mine.map((i) => `Item ${i.item_number}: ${i.title}${i.vote_result ? ` — result: ${i.vote_result}` : ' — no vote recorded'}`);
    const record = meetingRecord(zone, m, itemFacts);
    records.push(record);
    const lines = [
      ...sentences.map((s) => `- ${mdEscape(s)}`),
      ...mine.map((i) => `- ${say.item(i.item_number)}: ${say.recordTitle(mdEscape(clip(itemTitle(i.title), 220)), escapedPlain(ctx.city, i.title))}${i.vote_result ? ` — **${say.itemResult(i.vote_result)}**` : ''}`),
    ];
    blocks.push(`**${formatDate(m.meeting_date, zone, say.locale)}** — ${link(record.source)}${m.status === 'cancelled' ? say.cancelled : ''}\n${lines.join('\n')}`);
    if (blocks.length === 3) break;
  }
  if (blocks.length === 0) return notFound();
  // Item titles stay English beside their Spanish plain lines: the note stays whatever the summary's language.
  return draft('answer', [say.decisionsLead, say.recordNote, ...blocks].filter(Boolean).join('\n\n'), records);
}

/** Text compared without case, punctuation or spacing. */
const sameText = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The meetings of a named period ("in October 2022") with the opening of each summary. */
async function meetingsOfPeriod(ctx: AnswerContext, [from, to]: [Date, Date], notFound: () => Draft): Promise<Draft> {
  const meetings = await meetingsBetween(ctx.db, from, to, 6);
  if (meetings.length === 0) return notFound();
  const zone = ctx.city.config.timeZone;
  const records = meetings.map((m) => meetingRecord(zone, m));
  const quotes = await summariesToQuote(ctx, meetings);
  const lines = meetings.map((m, i) => {
    const quote = quotes.get(m.id);
    return `- **${formatDate(m.meeting_date, zone, ctx.say.locale)}** — ${link(records[i]!.source)}${quote ? `: ${mdEscape(clip(quote.text, 260))}` : ''}`;
  });
  // Meeting titles in the links stay the record's English: the note stays with them.
  return draft('answer', [ctx.say.meetingsOfPeriod, ctx.say.recordNote, lines.join('\n')].filter(Boolean).join('\n\n'), records);
}
