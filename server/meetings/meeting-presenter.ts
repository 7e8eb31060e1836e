/** Shapes meeting rows into the contract's Meeting, in one place for every route that returns meetings. */
import type { AgendaItem, MeetingDetail, MeetingSummary, VotingRecord } from '#contract/meetings.ts';
import type {
  AgendaItemType,
  DocumentType,
  MeetingStatus,
  MeetingTimeState,
  MeetingType,
  MotionKind,
  VoteChoice,
  VoteOutcome,
} from '#contract/enums.ts';
import { zonedIsoTime } from '#contract/time-zone.ts';
import type { CityContext } from '#city/context.ts';
import type { MeetingRow } from '../db/schema.ts';
import { announcedSummaryEs, announcedSummaryPassed } from './announced-summary.ts';
import { type MeetingTimeFacts, meetingTimeState } from './meeting-time-state.ts';
import { recordWords } from './record-words.ts';

/** Parses a JSON-array text column; a corrupt value reads as empty rather than failing the whole page. */
export function parseJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export type ListedMeetingRow = Omit<MeetingRow, 'full_text' | 'detailed_summary'> & { has_votes: number | boolean };

/**
 * An agenda's summary is written before the meeting ("meets on ...; results will be added when the minutes are
 * published"). Once its time has passed without minutes, that tense is no longer true: say it was scheduled,
 * and that its minutes are not published, without claiming it took place.
 */
export function summaryInTense(summary: string | null, state: MeetingTimeState): string | null {
  if (summary && state === 'no_agenda') return announcedSummaryPassed(summary);
  if (!summary || (state !== 'awaiting_minutes' && state !== 'minutes_not_published')) return summary;
  return summary
    .replace(/^The (.+?) meets on /, 'The $1 was scheduled for ')
    .replace(/ Results will be added when the minutes are published\.$/, ' Its minutes have not been published yet.');
}

/** A stored meeting's summary in the tense true at `now`, for every reader of it (list, feeds, calendars). */
export function summaryAt(row: MeetingTimeFacts & { summary: string | null }, now: Date): string | null {
  return summaryInTense(row.summary, meetingTimeState(row, now));
}

/** A listed meeting: every field but the agenda and votes, with its state at `now`. */
export function presentMeetingSummary(row: ListedMeetingRow, now: Date, timeZone: string): MeetingSummary {
  const announced = row.announced === 1;
  const timeState = meetingTimeState(
    { status: row.status as MeetingStatus, meeting_date: row.meeting_date, document_type: row.document_type as DocumentType, minutes_url: row.minutes_url, announced },
    now,
  );
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    meeting_date: row.meeting_date,
    meeting_date_local: zonedIsoTime(new Date(row.meeting_date), timeZone),
    location: row.location,
    meeting_type: row.meeting_type as MeetingType,
    status: row.status as MeetingStatus,
    time_state: timeState,
    summary: summaryInTense(row.summary, timeState),
    keywords: parseJsonList(row.keywords),
    topics: parseJsonList(row.topics),
    document_type: row.document_type as DocumentType,
    agenda_url: row.agenda_url,
    minutes_url: row.minutes_url,
    source: row.source,
    created_at: row.created_at,
    image_paths: parseJsonList(row.image_paths),
    has_votes: Boolean(row.has_votes),
    is_demo: row.is_demo === 1,
    announced,
    // A meeting the notice announced has no items to summarise: its Spanish summary is the notice's facts.
    ...(announced ? { summary_es: announcedSummaryEs(row, timeState, timeZone) } : {}),
  };
}

/** An agenda item row; `vote_required` is a 0/1 flag in the database. */
export interface AgendaItemRow {
  id: number;
  item_number: string;
  title: string;
  description: string | null;
  item_type: string;
  vote_required: number;
  vote_result: string | null;
  page: number | null;
  file_number: string | null;
  /** The motion that decided the item, when the record says (migration 086); read by the Spanish summaries. */
  decided_by_vote_id?: number | null;
}

/** An agenda item of `city`, with its plain line by the city's rules (and the words of the motion that decided it). */
export function presentAgendaItem(city: CityContext, row: AgendaItemRow, decidedBy?: string): AgendaItem {
  return {
    id: row.id,
    item_number: row.item_number,
    title: row.title,
    description: row.description,
    item_type: row.item_type as AgendaItemType,
    vote_required: row.vote_required === 1,
    // An empty result is no result: "no vote_result means no vote" (spec §2).
    vote_result: row.vote_result?.trim() ? row.vote_result : null,
    page: row.page ?? null,
    file_number: row.file_number ?? null,
    plain: recordWords().plainLine(city, row.title, row.description, decidedBy),
  };
}

interface VotingRecordRow {
  id: number;
  agenda_item_id: number | null;
  item_number: string | null;
  motion: string;
  motion_kind: string;
  moved_by: string | null;
  seconded_by: string | null;
  outcome: string;
  page: number | null;
}

interface CouncilorVoteRow {
  voting_record_id: number;
  councilor: string;
  district: number | null;
  vote: string;
}

/** Motions with their roll calls attached, the roll in district order (how the clerk prints it varies). */
export function presentVotingRecords(records: VotingRecordRow[], votes: CouncilorVoteRow[]): VotingRecord[] {
  const byRecord = new Map<number, CouncilorVoteRow[]>();
  for (const vote of votes) {
    const list = byRecord.get(vote.voting_record_id) ?? [];
    list.push(vote);
    byRecord.set(vote.voting_record_id, list);
  }
  return records.map((r) => ({
    id: r.id,
    agenda_item_id: r.agenda_item_id,
    item_number: r.item_number,
    motion: r.motion,
    motion_kind: r.motion_kind as MotionKind,
    moved_by: r.moved_by,
    seconded_by: r.seconded_by,
    outcome: r.outcome as VoteOutcome,
    page: r.page,
    votes: (byRecord.get(r.id) ?? [])
      .sort((a, b) => (a.district ?? 99) - (b.district ?? 99) || a.councilor.localeCompare(b.councilor))
      .map((v) => ({ councilor: v.councilor, district: v.district, vote: v.vote as VoteChoice })),
  }));
}

/**
 * The words of the motion that decided `item` when it carried: the one the record names (decision 200), else the
 * last motion linked to the item. None when it failed: a failed nomination elected no one.
 */
function passedMotionOf(item: Pick<AgendaItemRow, 'id' | 'decided_by_vote_id'>, records: readonly (Pick<VotingRecord, 'agenda_item_id' | 'motion' | 'outcome'> & { id?: number })[]): string | undefined {
  const named = item.decided_by_vote_id == null ? undefined : records.find((r) => r.id === item.decided_by_vote_id);
  const decider = named ?? records.filter((r) => r.agenda_item_id === item.id).at(-1);
  return decider?.outcome === 'passed' ? decider.motion : undefined;
}

/** A meeting of `city` with its agenda and votes. */
export function presentMeetingDetail(
  row: Omit<MeetingRow, 'full_text'>,
  items: AgendaItemRow[],
  votingRecords: VotingRecord[],
  now: Date,
  city: CityContext,
): MeetingDetail {
  // Which motion decided each item, when the record names it: one motion deciding several items gives each its
  // tally in the summaries, and each item its roll call on the page.
  const agendaItems = items.map((item) => ({ ...presentAgendaItem(city, item, passedMotionOf(item, votingRecords)), decided_by: item.decided_by_vote_id ?? null }));
  const summary = presentMeetingSummary({ ...row, has_votes: votingRecords.length > 0 }, now, city.config.timeZone);
  // Its title, summary and detailed summary in Spanish, in plain language's words (record-words.ts).
  const spanish = recordWords().meetingInSpanish(city, { summary, agendaItems, votingRecords, hasDetailedSummary: Boolean(row.detailed_summary) });
  return {
    ...summary,
    summary_es: spanish.summary_es,
    title_es: spanish.title_es,
    detailed_summary: row.detailed_summary,
    detailed_summary_es: spanish.detailed_summary_es,
    agenda_items: agendaItems,
    voting_records: votingRecords,
    city_documents: { agenda_url: row.city_agenda_url, minutes_url: row.city_minutes_url },
  };
}
