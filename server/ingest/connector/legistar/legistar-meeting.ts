/**
 * One Legistar event (a meeting), its items, their per-member votes and its roll call, as the record's
 * `MeetingInput`: the votes enter as the source gives them, with the source's ids kept (event, event item, person)
 * and its own word for each vote. Nothing is parsed from a PDF and nothing is guessed: an item gets a result only
 * from its pass/fail flag, a vote value the product has no choice for is left out rather than forced into one.
 */
import type { CityContext } from '#city/context.ts';
import type { AgendaItemType, MotionKind, VoteChoice } from '#contract/enums.ts';
import { zonedTimeToUtc } from '#contract/time-zone.ts';
import type { AgendaItemInput, MeetingInput, VotingRecordInput } from '../../../meetings/meeting-store.ts';
import { districtOf } from '../../councilor-names/councilors.ts';
import { matchTopics, type TopicTerms } from '../../keywords-and-topics/topics.ts';
import type { LegistarEvent, LegistarEventItem, LegistarRollCall, LegistarVote } from './legistar-rows.ts';

/** What was read of one event. */
export interface LegistarMeetingRead {
  event: LegistarEvent;
  items: LegistarEventItem[];
  /** Votes by event item id, for the items that were acted on. */
  votes: Map<number, LegistarVote[]>;
  /** The roll call of attendance (the "Roll Call" item), when the event has one. */
  rollCall: LegistarRollCall[] | null;
}

/**
 * Legistar's vote words to the product's four choices. Affirmative, Negative and Abstain are themselves; a member
 * away for any reason (Absent, Medical, Parental ...) is absent; a member present who did not vote (Conflict: a
 * recusal; Non-voting) abstained. The source's word is kept beside the choice.
 */
const VOTE_CHOICES: Record<string, VoteChoice> = {
  affirmative: 'aye',
  aye: 'aye',
  yes: 'aye',
  negative: 'nay',
  nay: 'nay',
  no: 'nay',
  abstain: 'abstain',
  abstained: 'abstain',
  conflict: 'abstain',
  recused: 'abstain',
  'non-voting': 'abstain',
  absent: 'absent',
  excused: 'absent',
  medical: 'absent',
  parental: 'absent',
  maternity: 'absent',
  paternity: 'absent',
  bereavement: 'absent',
  'jury duty': 'absent',
};

export function voteChoiceOf(value: string | null | undefined): VoteChoice | null {
  return VOTE_CHOICES[(value ?? '').trim().toLowerCase()] ?? null;
}

/** What a motion does, from the action's name ("Approved by Council", "Laid Over by Committee"). */
export function motionKindOf(action: string | null | undefined): MotionKind {
  const a = (action ?? '').toLowerCase();
  if (/overrid/.test(a)) return 'other';
  if (/disapprov|defeat|denied/.test(a)) return 'deny';
  if (/laid over|continued/.test(a)) return 'continue';
  if (/withdrawn/.test(a)) return 'pull';
  if (/amend/.test(a)) return 'amend';
  if (/refer/.test(a) && !/approv/.test(a)) return 'refer';
  if (/approv|adopt|passed/.test(a)) return 'approve';
  return 'other';
}

/** `1:30 PM` as `13:30`; null when it does not read as a time. */
export function clockOf(time: string | null | undefined): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i.exec(time ?? '');
  if (!m) return null;
  const hour = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m[2]}`;
}

/** The meeting's start in UTC, from the local date and time the API gives apart (midnight without a time). */
export function eventStart(event: LegistarEvent, timeZone: string): string {
  return zonedTimeToUtc(event.EventDate.slice(0, 10), clockOf(event.EventTime) ?? '00:00', timeZone).toISOString();
}

/** Items in the order of the agenda (the minutes' order for items only the minutes list). */
function inOrder(items: LegistarEventItem[]): LegistarEventItem[] {
  const key = (i: LegistarEventItem) => i.EventItemAgendaSequence ?? i.EventItemMinutesSequence ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort((a, b) => key(a) - key(b) || (a.EventItemMinutesSequence ?? 0) - (b.EventItemMinutesSequence ?? 0) || a.EventItemId - b.EventItemId);
}

function itemType(item: LegistarEventItem): AgendaItemType {
  if (!item.EventItemMatterId) return 'discussion';
  return /^introduction$|ordinance/i.test(item.EventItemMatterType ?? '') ? 'ordinance' : 'motion';
}

/** The item's result from its pass/fail flag (its name when the flag is missing); null when it has neither. */
function outcomeOf(item: LegistarEventItem): 'passed' | 'failed' | null {
  const flag = item.EventItemPassedFlag ?? { pass: 1, fail: 0 }[(item.EventItemPassedFlagName ?? '').trim().toLowerCase()];
  return flag === 1 ? 'passed' : flag === 0 ? 'failed' : null;
}

function describe(item: LegistarEventItem): string | null {
  const parts = [item.EventItemMatterName, item.EventItemAgendaNote, item.EventItemMinutesNote, item.EventItemActionText]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  return parts.length > 0 ? [...new Set(parts)].join('\n') : null;
}

function votingRecord(districtOfVoter: VoterDistrict, item: LegistarEventItem, itemNumber: string, votes: LegistarVote[], day: string): VotingRecordInput | null {
  const outcome = outcomeOf(item);
  if (!outcome) return null;
  return {
    item_number: itemNumber,
    motion: item.EventItemActionText?.trim() || item.EventItemActionName?.trim() || `Vote on ${item.EventItemMatterFile ?? 'the item'}`,
    motion_kind: motionKindOf(item.EventItemActionName),
    moved_by: item.EventItemMover ?? null,
    seconded_by: item.EventItemSeconder ?? null,
    outcome,
    upstream_id: String(item.EventItemId),
    votes: votes.flatMap((v) => {
      const vote = voteChoiceOf(v.VoteValueName);
      if (!vote) return [];
      const name = v.VotePersonName.replace(/\s+/g, ' ').trim();
      return [{ councilor: name, district: districtOfVoter(v.VotePersonId ?? null, name, day), vote, upstream_person_id: v.VotePersonId ? String(v.VotePersonId) : null, upstream_value: v.VoteValueName?.trim() ?? null }];
    }),
  };
}

/** "45 of 51 members present at the roll call", from the attendance roll call. */
function attendanceLine(rollCall: LegistarRollCall[] | null): string | null {
  if (!rollCall || rollCall.length === 0) return null;
  const present = rollCall.filter((r) => /^present$/i.test((r.RollCallValueName ?? '').trim())).length;
  return `${present} of ${rollCall.length} members present at the roll call.`;
}

const longDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

export interface BuildLegistarMeetingOptions {
  city: CityContext;
  /** `legistar:<client>`: the meeting's upstream source. */
  source: string;
  topics: TopicTerms[];
  now: Date;
  /** The district a voter sat for on the day (the source's office records, legistar-people.ts); by name from the
   *  city's roll-call periods without it. */
  districtOfVoter?: VoterDistrict | undefined;
}

/** The district the person (by the source's id, else by name) sat for on `day`; null when no record says. */
export type VoterDistrict = (personId: number | null, name: string, day: string) => number | null;

/**
 * An item's number as residents read it: its place in the agenda, with the clerk's own agenda number beside it.
 * Numbers starting with "~" ("~SPONSOR", "~coupled") are the source system's row markers, not numbers the clerk
 * printed, so they are left out.
 */
export function itemNumberOf(index: number, agendaNumber: string | null | undefined): string {
  const printed = agendaNumber?.trim();
  return printed && !printed.startsWith('~') ? `${index + 1} (${printed})` : String(index + 1);
}

/** The agenda items in the Council's order, and the per-member votes of those acted on. */
function itemsAndVotes(districtOfVoter: VoterDistrict, read: LegistarMeetingRead, items: LegistarEventItem[], day: string): { agendaItems: AgendaItemInput[]; votingRecords: VotingRecordInput[] } {
  const agendaItems: AgendaItemInput[] = [];
  const votingRecords: VotingRecordInput[] = [];
  for (const [index, item] of items.entries()) {
    const itemNumber = itemNumberOf(index, item.EventItemAgendaNumber);
    const result = outcomeOf(item);
    agendaItems.push({
      item_number: itemNumber,
      title: item.EventItemTitle?.trim() || item.EventItemMatterName?.trim() || `Item ${index + 1}`,
      description: describe(item),
      item_type: itemType(item),
      section: item.EventItemActionName?.trim() || null,
      vote_required: result !== null,
      vote_result: result,
      file_number: item.EventItemMatterFile?.trim() || null,
      upstream_id: String(item.EventItemId),
    });
    const votes = read.votes.get(item.EventItemId);
    const record = votes ? votingRecord(districtOfVoter, item, itemNumber, votes, day) : null;
    if (record) votingRecords.push(record);
  }
  return { agendaItems, votingRecords };
}

/**
 * What the meeting took up, from the record alone: each bill, resolution or application with what was done with it
 * and, where members voted, the count.
 */
function detailedSummary(items: LegistarEventItem[], agendaItems: AgendaItemInput[], votingRecords: VotingRecordInput[]): string {
  return items
    .flatMap((item, index) => {
      const file = item.EventItemMatterFile?.trim();
      if (!file) return [];
      const record = votingRecords.find((v) => v.upstream_id === String(item.EventItemId));
      const count = record
        ? `, ${record.outcome}, ${record.votes.filter((x) => x.vote === 'aye').length} in favor, ${record.votes.filter((x) => x.vote === 'nay').length} against`
        : '';
      const action = item.EventItemActionName?.trim();
      const name = item.EventItemMatterName?.trim() || agendaItems[index]!.title;
      return [`${file}: ${name}${action || count ? ` (${action ?? 'voted'}${count})` : ''}.`];
    })
    .join('\n');
}

export function buildLegistarMeeting(read: LegistarMeetingRead, options: BuildLegistarMeetingOptions): MeetingInput {
  const { city } = options;
  const { event } = read;
  const timeZone = city.config.timeZone;
  const start = eventStart(event, timeZone);
  const body = event.EventBodyName.trim();
  const deferred = /deferred|cancel/i.test(event.EventAgendaStatusName ?? '');
  const items = inOrder(read.items);
  const { agendaItems, votingRecords } = itemsAndVotes(options.districtOfVoter ?? ((_id, name, day) => districtOf(city, name, day)), read, items, start.slice(0, 10));
  const voted = votingRecords.length;
  const when = longDate(start, timeZone);
  const summary = deferred
    ? `Deferred: the ${body} meeting of ${when} was put off.`
    : `${body}, ${when}: ${agendaItems.length} agenda item${agendaItems.length === 1 ? '' : 's'}${voted > 0 ? `, ${voted} voted on` : ''}.`;
  const detailed = detailedSummary(items, agendaItems, votingRecords);
  const held = !deferred && Date.parse(start) <= options.now.getTime();
  return {
    title: body,
    description: [event.EventComment?.trim(), attendanceLine(read.rollCall)].filter(Boolean).join(' ') || null,
    meeting_date: start,
    location: event.EventLocation?.trim() || null,
    meeting_type: (city.config.legistar?.councilBodyIds ?? []).includes(event.EventBodyId) ? 'regular_council' : 'other',
    status: deferred ? 'postponed' : held ? 'completed' : 'scheduled',
    summary,
    detailed_summary: detailed || null,
    topics: matchTopics(agendaItems.map((i) => `${i.title}\n${i.description ?? ''}`).join('\n'), options.topics),
    document_type: event.EventMinutesFile ? 'minutes' : 'agenda',
    agenda_url: event.EventAgendaFile ?? null,
    minutes_url: event.EventMinutesFile ?? null,
    source: city.config.source.name,
    source_file: event.EventInSiteURL ?? null,
    agenda_items: agendaItems,
    voting_records: votingRecords,
    upstream: { source: options.source, id: String(event.EventId) },
  };
}
