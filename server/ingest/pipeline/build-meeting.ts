/** Parsed minutes to the `MeetingInput` that `saveMeeting` writes. */
import type { CityContext } from '#city/context.ts';
import { PLACEHOLDER_SUMMARY_MARKER } from '#contract/meetings.ts';
import { zonedTimeToUtc } from '#contract/time-zone.ts';
import type { MeetingInput } from '../../meetings/meeting-store.ts';
import { fileNumberOf } from '../minutes-parser/agenda-item-text.ts';
import { rollCallName } from '../councilor-names/councilor-names.ts';
import { districtOf } from '../councilor-names/councilors.ts';
import { extractKeywords } from '../keywords-and-topics/keywords.ts';
import { pageImageUrls } from '../stored-pdfs/page-image-urls.ts';
import type { ParsedMinutes } from '../minutes-parser/parse-minutes.ts';
import { summarize } from '../summaries/summarize.ts';
import { matchTopics, type TopicTerms } from '../keywords-and-topics/topics.ts';

/** Where the stored PDF is served from (same origin as the app). */
export function minutesUrlFor(checksum: string): string {
  return `/api/v1/files/minutes/${checksum}.pdf`;
}

/** "Minutes imported from PDF: <file name>", the spec's placeholder for a PDF without a summary. */
export function placeholderSummary(fileName: string): string {
  return `${PLACEHOLDER_SUMMARY_MARKER}: ${fileName}`;
}

/** `2024-12-04` as "December 4, 2024". */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** `17:00` as "5:00 P.M.". */
export function clock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'A.M.' : 'P.M.'}`;
}

/** The title residents see, in the form the hand-made seeds use. */
export function meetingTitle(minutes: Pick<ParsedMinutes, 'heading' | 'time' | 'date' | 'meetingType'>): string {
  const date = minutes.date ? longDate(minutes.date) : '';
  const kind = minutes.heading === 'special' ? 'Special' : 'Regular';
  const at = minutes.heading !== 'special' && minutes.time && minutes.time !== '17:00' ? ` (${clock(minutes.time)})` : '';
  return `City Council ${kind} Meeting${at} - ${date}`;
}

/** Everyone the minutes name in roll calls and motions: none of their names may become a keyword. */
function peopleOf(minutes: ParsedMinutes): string[] {
  const names = [...(minutes.attendance?.present ?? []), ...(minutes.attendance?.absent ?? [])];
  for (const v of minutes.votes) {
    names.push(...v.votes.map((x) => x.councilor), ...[v.moved_by, v.seconded_by].filter((n): n is string => Boolean(n)));
  }
  return names;
}

export interface BuildOptions {
  /** The city whose meeting this is: its council's name, time zone and source, and its councilors' seats. */
  city: CityContext;
  fileName: string;
  checksum: string;
  topics: TopicTerms[];
  /** Pages in the PDF: one image address each for the image viewer (rendered when first asked for). */
  pageCount?: number;
}

/** Builds the meeting; throws when even the date cannot be read (the file is then reported as failed). */
export function buildMeetingInput(minutes: ParsedMinutes, options: BuildOptions): MeetingInput {
  if (!minutes.date || !minutes.time) throw new Error('the meeting date and time could not be read from the minutes');
  const title = meetingTitle(minutes);
  const label = `The ${minutes.heading === 'special' ? 'special' : 'regular'} meeting of the ${options.city.config.councilName} on ${longDate(minutes.date)} at ${clock(minutes.time)}`;
  const summaries = summarize(options.city, minutes, label);
  const agendaText = minutes.items.map((i) => i.description).join('\n');
  const att = minutes.attendance;
  return {
    title,
    description:
      `Minutes of the ${minutes.heading ?? 'regular'} meeting of the ${options.city.config.councilName}` +
      (att ? `; ${att.present.length} of ${att.present.length + att.absent.length} councilors present at roll call.` : '.'),
    meeting_date: zonedTimeToUtc(minutes.date, minutes.time, options.city.config.timeZone).toISOString(),
    location: minutes.location,
    meeting_type: minutes.meetingType,
    status: 'completed',
    summary: summaries?.summary ?? placeholderSummary(options.fileName),
    detailed_summary: summaries?.detailed ?? null,
    keywords: summaries ? extractKeywords(options.city, minutes.items, peopleOf(minutes)) : [],
    topics: summaries ? matchTopics(agendaText, options.topics) : [],
    document_type: 'minutes',
    minutes_url: minutesUrlFor(options.checksum),
    source: options.city.config.source.name,
    image_paths: pageImageUrls(options.checksum, options.pageCount ?? 0),
    full_text: minutes.fullText,
    source_checksum: options.checksum,
    source_file: options.fileName,
    agenda_items: minutes.items.map((i) => ({
      item_number: i.item_number,
      title: i.title,
      description: [i.description, ...i.notes].join('\n'),
      item_type: i.item_type,
      section: i.section,
      vote_required: i.vote_required,
      vote_result: i.vote_result,
      page: i.page,
      file_number: fileNumberOf(i.description),
      decided_by: i.decided_by,
    })),
    voting_records: minutes.votes.map((v) => ({
      item_number: v.item_number,
      motion: v.motion,
      motion_kind: v.motion_kind,
      item_numbers: v.item_numbers,
      page: v.page,
      // One person, one name: a name the minutes print another way is stored as the seat's roll-call surname
      // when that is certain (councilor-names.ts), else as printed.
      moved_by: v.moved_by && rollCallName(options.city, v.moved_by, minutes.date),
      seconded_by: v.seconded_by && rollCallName(options.city, v.seconded_by, minutes.date),
      outcome: v.outcome,
      votes: v.votes.map((x) => {
        const councilor = rollCallName(options.city, x.councilor, minutes.date);
        return { councilor, district: districtOf(options.city, councilor, minutes.date), vote: x.vote };
      }),
    })),
  };
}
