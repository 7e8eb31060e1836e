/**
 * What a server-rendered meeting page carries of its meeting (issue 52, decision 260): the parts its first screen
 * shows, not the whole record. A large council's stated meeting may have 828 agenda items, 39 roll calls of 51
 * members and a detailed summary of 112,000 characters: the whole of it in the page's embedded state and markup was
 * 1.4 million characters of HTML, which a phone downloads and parses before the page answers a tap.
 *
 * The rule that keeps the page honest and hydration exact: the components cut a long part themselves
 * (`firstShown`, `firstParagraphs`), whatever data they are given, and this module drops only what they would
 * not show. So the page the server rendered from the short meeting and the page the browser draws from the whole
 * one, fetched when the reader asks for more (`useWholeMeeting`), are the same until then. What depends on every
 * item, the names the Spanish summary keeps in English, is carried whole.
 */
import type { VoteChoice } from '#contract/enums.ts';
import type { AgendaItem, CouncilorVote, MeetingDetail, VotingRecord } from '#contract/meetings.ts';
import { VOTE_CHOICES } from '#contract/meeting-vocabulary.ts';
import type { MapItem } from '#web/components/places/map-items.ts';
import { firstShown, PLACES_RULE, ROLL_CALL_RULE } from '#web/lib/first-screen.ts';

/** More members than this: a roll call gives its counts and who voted otherwise first, the table on demand. */
export const LARGE_ROLL_CALL = 15;

export type RollCounts = Partial<Record<VoteChoice, number>>;

/** Each vote's count, in the roll call's order, and the vote most members cast (the first of a tie). */
export function rollCountsOf(votes: readonly CouncilorVote[], counted?: RollCounts): { counts: [VoteChoice, number][]; most: VoteChoice | null } {
  const tally = counted ?? votes.reduce<RollCounts>((acc, v) => ({ ...acc, [v.vote]: (acc[v.vote] ?? 0) + 1 }), {});
  const counts = VOTE_CHOICES.filter((choice) => (tally[choice] ?? 0) > 0).map((choice): [VoteChoice, number] => [choice, tally[choice]!]);
  const most = counts.reduce<[VoteChoice, number] | null>((best, c) => (best === null || c[1] > best[1] ? c : best), null)?.[0] ?? null;
  return { counts, most };
}

/** A detailed summary shows about this many characters first, ending at a line. */
const FIRST_SCREEN_CHARACTERS = 2_500;
/** A summary only a little longer is shown whole. */
const SHORTEN_CHARACTERS_FROM = 3_500;

/**
 * The first part of a text given as paragraphs: whole paragraphs, and whole lines of the one that crosses the
 * budget (a large council's summary may be a line per item in one paragraph), at least one line. Cutting what it
 * returns returns it unchanged, so the short meeting's summary and the whole one's show the same.
 */
export function firstParagraphs(paragraphs: readonly string[]): { shown: string[]; cut: boolean } {
  const total = paragraphs.reduce((n, p) => n + p.length + 2, 0);
  if (total < SHORTEN_CHARACTERS_FROM) return { shown: [...paragraphs], cut: false };
  const shown: string[] = [];
  let used = 0;
  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n');
    const kept: string[] = [];
    for (const line of lines) {
      if (used + line.length > FIRST_SCREEN_CHARACTERS && (shown.length > 0 || kept.length > 0)) break;
      kept.push(line);
      used += line.length + 1;
    }
    if (kept.length > 0) shown.push(kept.join('\n'));
    if (kept.length < lines.length) break;
    used += 1;
  }
  // A first line longer than the budget is the whole text when it is the only one: nothing was cut then.
  return { shown, cut: shown.join('\n\n').length < paragraphs.join('\n\n').length };
}

/** What the short meeting keeps of the parts it cut: how many there are, and what the whole page draws from all. */
export interface FirstScreen {
  agenda_items: number;
  voting_records: number;
  /** The detailed summary was cut (in English, and in Spanish when there is one). */
  detailed_cut: boolean;
  /** The first items naming a place, for the map and its list, and how many name one. */
  place_items: MapItem[];
  place_items_total: number;
  /**
   * A large roll call's counts, by its id, where only the members who did not vote as the most did are kept (its
   * first screen names them; the table comes with the whole meeting).
   */
  roll_counts: Record<string, RollCounts>;
  /** The names every item's Spanish line keeps in English, which the Spanish summary marks. */
  es_names: string[];
}

/** A meeting as the page holds it: whole, or (from a server render, until the reader asks for more) its first screen. */
export type ShownMeeting = MeetingDetail & { first_screen?: FirstScreen };

/** The items naming places, as the map and its list read them, and how many there are. */
export function placeItemsOf(meeting: Pick<MeetingDetail, 'id' | 'agenda_items'> & { first_screen?: FirstScreen }): { items: MapItem[]; total: number } {
  if (meeting.first_screen) return { items: meeting.first_screen.place_items, total: meeting.first_screen.place_items_total };
  const items = allPlaceItems(meeting);
  return { items, total: items.length };
}

function allPlaceItems(meeting: Pick<MeetingDetail, 'id' | 'agenda_items'>): MapItem[] {
  return meeting.agenda_items
    .filter((item) => (item.places ?? []).length > 0)
    .map((item) => ({ id: item.id, meeting_id: meeting.id, item_number: item.item_number, title: item.title, places: item.places ?? [], plain: item.plain }));
}

/** The names the Spanish summary keeps in English: those of every item's Spanish line. */
export function esNamesOf(meeting: { agenda_items?: AgendaItem[]; first_screen?: FirstScreen }): string[] {
  return meeting.first_screen?.es_names ?? (meeting.agenda_items ?? []).flatMap((item) => item.plain?.es_names ?? []);
}

/**
 * A first-screen roll call: a large one keeps the members who did not vote as the most did, unless a member's vote
 * was corrected (its table is then shown at once, correction and all).
 */
function firstScreenRollCall(record: VotingRecord, corrected: ReadonlySet<number>): { record: VotingRecord; counts?: RollCounts } {
  if (record.votes.length <= LARGE_ROLL_CALL || corrected.has(record.id)) return { record };
  const { counts, most } = rollCountsOf(record.votes);
  return { record: { ...record, votes: record.votes.filter((v) => v.vote !== most) }, counts: Object.fromEntries(counts) };
}

/** What of the meeting its first screen shows, and whether that is less than all of it. */
function firstScreenParts(meeting: MeetingDetail) {
  const items = firstShown(meeting.agenda_items.length);
  const records = firstShown(meeting.voting_records.length, ROLL_CALL_RULE);
  const english = meeting.detailed_summary ? firstParagraphs(meeting.detailed_summary.split(/\n{2,}/)) : null;
  const spanish = meeting.detailed_summary_es ? firstParagraphs(meeting.detailed_summary_es.paragraphs) : null;
  const detailedCut = Boolean(english?.cut || spanish?.cut);
  const places = allPlaceItems(meeting);
  const large = meeting.voting_records.some((record) => record.votes.length > LARGE_ROLL_CALL);
  const placesCut = firstShown(places.length, PLACES_RULE) < places.length;
  const cut = items < meeting.agenda_items.length || records < meeting.voting_records.length || detailedCut || large || placesCut;
  return { items, records, english, spanish, detailedCut, places, cut };
}

/**
 * Whether the meeting page shows only the first part of something (its agenda, roll calls, places, detailed
 * summary, a large roll call's table): the same answer from its first screen as from the whole meeting.
 */
export function hasMoreThanFirstScreen(meeting: ShownMeeting): boolean {
  return meeting.first_screen !== undefined || firstScreenParts(meeting).cut;
}

/** The meeting cut to its first screen; a meeting with nothing to cut comes back as it is. */
export function firstScreenOf(meeting: MeetingDetail): ShownMeeting {
  const { items, records, english, spanish, detailedCut, places, cut } = firstScreenParts(meeting);
  if (!cut) return meeting;
  const corrected = new Set((meeting.corrections ?? []).filter((c) => c.field === 'councilor_vote' && c.voting_record_id !== null).map((c) => c.voting_record_id!));
  const rollCalls = meeting.voting_records.slice(0, records).map((record) => firstScreenRollCall(record, corrected));
  return {
    ...meeting,
    agenda_items: meeting.agenda_items.slice(0, items),
    voting_records: rollCalls.map((r) => r.record),
    detailed_summary: english ? english.shown.join('\n\n') : meeting.detailed_summary,
    detailed_summary_es: meeting.detailed_summary_es && spanish ? { ...meeting.detailed_summary_es, paragraphs: spanish.shown } : meeting.detailed_summary_es,
    first_screen: {
      agenda_items: meeting.agenda_items.length,
      voting_records: meeting.voting_records.length,
      detailed_cut: detailedCut,
      place_items: places.slice(0, firstShown(places.length, PLACES_RULE)),
      place_items_total: places.length,
      roll_counts: Object.fromEntries(rollCalls.flatMap((r) => (r.counts ? [[String(r.record.id), r.counts]] : []))),
      es_names: esNamesOf(meeting),
    },
  };
}
