/**
 * What both "speak up" routes need before anything is drafted or sent (issue 32): the item of a meeting to come,
 * its facts, and the recipients picked from the city's official list (the district's councilor, optionally every
 * councilor, then the Council Secretary for the record). A typed address never reaches this list.
 */
import type { FastifyInstance } from 'fastify';
import { deadlineFor } from '#contract/hearing-deadlines.ts';
import { ITEM_PULLED_MESSAGE, MEETING_STARTED_MESSAGE } from '#contract/speak-up.ts';
import { itemKey } from '../alerts/agenda-alerts/agenda-matching.ts';
import type { Representative } from '#contract/representatives.ts';
import { itemText } from '../ingest/minutes-parser/agenda-item-text.ts';
import { fieldError, notFound } from '../lib/app-error.ts';
import { getMeetingRow } from '../meetings/meeting-reads.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { currentCouncilors } from '../representatives/officials.ts';
import type { ItemFacts } from './speak-up-letter.ts';

export interface SpeakUpContext {
  meetingId: number;
  itemId: number;
  facts: ItemFacts;
  /** The item as alerts know it across agenda versions and minutes (its file number, else number and title). */
  itemKey: string;
  councilors: Representative[];
  secretary: Representative;
}


/**
 * The item's whole title for the letter (issue 49: never one cut mid-way). The record's title of a long item is
 * its wording shortened at a word with "…"; the agenda's own text, kept as the description, gives it whole.
 */
export function wholeTitle(item: { title: string; description: string | null }): string {
  if (!item.title.endsWith('…') || !item.description) return item.title;
  const whole = itemText(item.description.split('\n')[0]!);
  return whole.startsWith(item.title.slice(0, -1).trimEnd()) ? whole : item.title;
}

/** 404 for an unknown meeting or item, 409 once the meeting has begun or the item is pulled, 400 for a district the city lacks. */
export async function speakUpContext(
  app: FastifyInstance,
  ids: { id: number; itemId: number },
  choice: { district: number | null; all_councilors: boolean },
): Promise<SpeakUpContext> {
  const rules = app.city.config.howToBeHeard;
  if (!rules) throw notFound('hearing_rules');
  const meeting = await getMeetingRow(app.db, ids.id);
  if (!meeting) throw notFound('meeting');
  const item = await app.db
    .selectFrom('agenda_items')
    .select(['item_number', 'title', 'file_number', 'description', 'vote_result'])
    .where('id', '=', ids.itemId)
    .where('meeting_id', '=', meeting.id)
    .executeTakeFirst();
  if (!item) throw notFound('item');
  const start = new Date(meeting.meeting_date);
  if (app.clock.now().getTime() >= start.getTime()) {
    throw fieldError('item', 'meeting_started', MEETING_STARTED_MESSAGE, { status: 409, summary: MEETING_STARTED_MESSAGE });
  }
  if (item.vote_result === 'pulled') throw fieldError('item', 'item_pulled', ITEM_PULLED_MESSAGE, { status: 409, summary: ITEM_PULLED_MESSAGE });
  const { district, all_councilors: all } = choice;
  if (district !== null && district > app.city.config.districtCount) {
    throw fieldError('district', 'unknown_district', `${app.city.config.name} has districts 1 to ${app.city.config.districtCount}.`);
  }
  const seated = await currentCouncilors(app.db, cityDay(app.city.config, app.clock.now()));
  const councilors: Representative[] = all
    ? [...seated.keys()].sort((a, b) => a - b).map((d) => seated.get(d)!)
    : district !== null && seated.has(district) ? [seated.get(district)!] : [];
  // The resident's own councilor leads the list when every councilor is written to.
  if (all && district !== null) councilors.sort((a, b) => Number(b.district === district) - Number(a.district === district));
  const { secretary: s } = rules;
  const secretary: Representative = { name: s.name, position: s.title, email: s.email, phone: s.phone, district: null, contact_verified: true };
  const { timeZone } = app.city.config;
  const written = rules.ways.find((way) => way.kind === 'written_comment');
  const writtenCommentsClose = written ? deadlineFor(written.closes, start, timeZone) : null;
  const facts = { itemNumber: item.item_number, title: wholeTitle(item), meetingTitle: meeting.title, meetingDate: start, timeZone, writtenCommentsClose };
  return { meetingId: meeting.id, itemId: ids.itemId, itemKey: itemKey(item), facts, councilors, secretary };
}

/** The addresses written to, councilors first, then the Council Secretary. */
export function recipientAddresses(context: SpeakUpContext): string[] {
  return [...context.councilors, context.secretary].map((r) => r.email).filter((email): email is string => Boolean(email));
}
