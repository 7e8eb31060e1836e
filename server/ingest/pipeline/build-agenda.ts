/**
 * A parsed agenda to the `MeetingInput` of an upcoming (or cancelled) meeting: its items as printed, the chair,
 * when the agenda was filed, and a summary that says only what the agenda says (what will be taken up, not what
 * was decided). The minutes later complete the same meeting.
 */
import type { CityContext } from '#city/context.ts';
import { zonedTimeToUtc } from '#contract/time-zone.ts';
import type { MeetingInput } from '../../meetings/meeting-store.ts';
import { fileNumberOf, itemText } from '../minutes-parser/agenda-item-text.ts';
import { clock, longDate, minutesUrlFor } from './build-meeting.ts';
import { extractKeywords } from '../keywords-and-topics/keywords.ts';
import type { ParsedAgenda } from '../agenda-parser/parse-agenda.ts';
import { importance, leadItems, summarize } from '../summaries/summarize.ts';
import { phrase } from '../summaries/summary-text.ts';
import { matchTopics, type TopicTerms } from '../keywords-and-topics/topics.ts';

/** "Public Works Committee", "City Council Regular Meeting (4:00 P.M.)": the name residents know the meeting by. */
export function bodyTitle(agenda: Pick<ParsedAgenda, 'meetingType' | 'time' | 'body'>): string {
  if (agenda.meetingType === 'regular_council') {
    return `City Council Regular Meeting${agenda.time && agenda.time !== '17:00' ? ` (${clock(agenda.time)})` : ''}`;
  }
  return (agenda.body ?? 'City Council Meeting').replace(/&/g, 'and');
}

export interface AgendaBuildOptions {
  /** The city whose meeting this is: its council's name, time zone and source, and its own words (no keyword). */
  city: CityContext;
  fileName: string;
  checksum: string;
  topics: TopicTerms[];
}

/** Builds the meeting; throws when the agenda names no date or time (the file is then reported as failed). */
export function buildAgendaInput(agenda: ParsedAgenda, options: AgendaBuildOptions): MeetingInput {
  if (!agenda.date || !agenda.time) throw new Error('the meeting date and time could not be read from the agenda');
  const name = bodyTitle(agenda);
  const when = `${longDate(agenda.date)} at ${clock(agenda.time)}`;
  const cancelled = agenda.kind === 'cancellation';
  const chairs = agenda.chair ? ` Chair: ${agenda.chair}${agenda.coChairs.length > 0 ? `; co-chairs: ${agenda.coChairs.join(', ')}` : ''}.` : '';
  const filed = agenda.filedAt ? ` Agenda filed with the City Clerk on ${agenda.filedAt}.` : '';
  const items = agenda.items.filter((i) => !/^(Adjournment|Call to Order)/i.test(i.title));
  const lead = leadItems(items.map((item) => ({ item, score: importance(item, undefined, []) })), 3).map(
    (item) => `${item.item_number}. ${phrase(itemText(item.description), 120)}`,
  );
  const summary = cancelled
    ? `The ${name} meeting scheduled for ${when} was cancelled, according to the notice filed with the City Clerk.`
    : // The count is of the items the meeting's page lists (the adjournment among them), so the two agree.
      `The ${name} meets on ${when}${when.endsWith('.') ? '' : '.'} Its agenda lists ${agenda.items.length} item${agenda.items.length === 1 ? '' : 's'}` +
      (lead.length > 0 ? `, among them: ${lead.join('; ')}.` : '.') +
      ' Results will be added when the minutes are published.';
  const detailed = cancelled
    ? `Notice${agenda.filedAt ? ` filed with the City Clerk on ${agenda.filedAt}` : ''}: Meeting cancelled.`
    : (summarize(options.city, { ...agenda, votes: [], attendance: null, heading: null } as never, name)?.detailed ?? null);
  return {
    title: `${name} - ${longDate(agenda.date)}${cancelled ? ' (cancelled)' : ''}`,
    description: `${cancelled ? 'Cancelled meeting' : 'Agenda'} of the ${name}.${chairs}${filed}`.trim(),
    meeting_date: zonedTimeToUtc(agenda.date, agenda.time, options.city.config.timeZone).toISOString(),
    location: agenda.location,
    meeting_type: agenda.meetingType,
    status: cancelled ? 'cancelled' : 'scheduled',
    summary,
    detailed_summary: detailed,
    keywords: cancelled ? [] : extractKeywords(options.city, agenda.items, [agenda.chair, ...agenda.coChairs].filter((n): n is string => Boolean(n))),
    topics: cancelled ? [] : matchTopics(agenda.items.map((i) => i.description).join('\n'), options.topics),
    document_type: 'agenda',
    agenda_url: minutesUrlFor(options.checksum),
    minutes_url: null,
    source: options.city.config.source.name,
    full_text: agenda.fullText,
    source_checksum: options.checksum,
    source_file: options.fileName,
    agenda_items: agenda.items.map((i) => ({
      item_number: i.item_number,
      title: i.title,
      description: i.description,
      item_type: i.item_type,
      section: i.section,
      vote_required: i.vote_required,
      vote_result: i.pulled ? 'pulled' : null,
      page: i.page,
      file_number: fileNumberOf(i.description),
    })),
    voting_records: [],
  };
}
