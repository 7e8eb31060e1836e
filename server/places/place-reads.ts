/**
 * Reading the stored places of agenda items (issue 31): per item for the meeting page, and across meetings for
 * /map with its filters (kind, district, dates, result). Only listed meetings are shown, as everywhere else.
 */
import type { AppDatabase } from '../db/database.ts';
import type { ItemPlace, PlacedItem, PlacedItemsQuery } from '#contract/places.ts';
import { endOfZonedDayExclusive, startOfZonedDay } from '#contract/time-zone.ts';
import { meetingsIncludingDemo, whereListed } from '../meetings/public-record.ts';
import type { CityContext } from '#city/context.ts';
import { spanishMeetingTitle } from '../plain/meeting-title-es.ts';
import { plainLineFor } from '../plain/plain-line.ts';

const PLACE_COLUMNS = ['kind', 'text', 'value', 'lat', 'lng', 'method', 'precision_meters', 'district'] as const;

type PlaceRow = { [K in (typeof PLACE_COLUMNS)[number]]: unknown };
const toPlace = (row: PlaceRow) => ({ ...row }) as ItemPlace;

/** The places of each of these items, in the order their words come; items without places are absent. */
export async function placesOfItems(db: AppDatabase, itemIds: number[]): Promise<Map<number, ItemPlace[]>> {
  const byItem = new Map<number, ItemPlace[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('item_places')
    .select(['agenda_item_id', ...PLACE_COLUMNS])
    .where('agenda_item_id', 'in', itemIds)
    .orderBy('agenda_item_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byItem.set(row.agenda_item_id, [...(byItem.get(row.agenda_item_id) ?? []), toPlace(row)]);
  return byItem;
}

/** The result filter read from the clerk's words ("passed", "Approved 8-0", "continued to ..."). */
export function resultOf(voteResult: string | null): NonNullable<PlacedItemsQuery['result']> | null {
  const words = (voteResult ?? '').trim().toLowerCase();
  if (!words) return 'undecided';
  if (/pass|approv|adopt/.test(words)) return 'passed';
  if (/fail|denied|deny|reject/.test(words)) return 'failed';
  if (/continu|tabled|referred|pulled/.test(words)) return 'continued';
  return null;
}

const DEFAULT_LIMIT = 200;

/** Items with at least one place, newest meeting first, filtered as asked. */
export async function placedItems(db: AppDatabase, query: PlacedItemsQuery, city: CityContext): Promise<PlacedItem[]> {
  const timeZone = city.config.timeZone;
  let select = db
    .selectFrom('item_places')
    .innerJoin('agenda_items', 'agenda_items.id', 'item_places.agenda_item_id')
    .innerJoin(meetingsIncludingDemo(db), 'meetings.id', 'item_places.meeting_id')
    .select([
      'agenda_items.id as item_id',
      'agenda_items.item_number',
      'agenda_items.title',
      'agenda_items.description',
      'agenda_items.vote_result',
      'meetings.id as meeting_id',
      'meetings.title as meeting_title',
      'meetings.meeting_date',
      'meetings.status as meeting_status',
      ...PLACE_COLUMNS.map((c) => `item_places.${c}` as const),
    ])
    .$call((q) => whereListed(q));
  if (query.meeting_id !== undefined) select = select.where('meetings.id', '=', query.meeting_id);
  // Days are the city's days, as in the meetings list: an evening meeting is on its local date.
  if (query.from) select = select.where('meetings.meeting_date', '>=', startOfZonedDay(query.from, timeZone).toISOString());
  if (query.to) select = select.where('meetings.meeting_date', '<', endOfZonedDayExclusive(query.to, timeZone).toISOString());
  const rows = await select
    .orderBy('meetings.meeting_date', 'desc')
    .orderBy('meetings.id', 'desc')
    .orderBy('agenda_items.position')
    .orderBy('item_places.position')
    .execute();

  // Grouped and filtered first, and only the items kept worded: a district's page asks for its few dozen items out of
  // every placed item on record, and a plain line is the costly part of an item (it was 1.7 s of 3.5 s of CPU over
  // twelve councilor pages).
  const items = new Map<number, PlacedItem & { description: string | null }>();
  for (const row of rows) {
    const item = items.get(row.item_id) ?? {
      id: row.item_id,
      meeting_id: row.meeting_id,
      meeting_title: row.meeting_title,
      meeting_title_es: null,
      meeting_date: row.meeting_date,
      meeting_status: row.meeting_status as PlacedItem['meeting_status'],
      item_number: row.item_number,
      title: row.title,
      description: row.description,
      plain: null,
      vote_result: row.vote_result?.trim() ? row.vote_result : null,
      places: [],
    };
    item.places.push(toPlace(row));
    items.set(row.item_id, item);
  }
  const kept = [...items.values()].filter((item) => matches(item, query)).slice(0, query.limit ?? DEFAULT_LIMIT);
  return kept.map(({ description, ...item }) => ({
    ...item,
    meeting_title_es: spanishMeetingTitle(city, item.meeting_title),
    plain: plainLineFor(city, item.title, description),
  }));
}

function matches(item: PlacedItem, query: PlacedItemsQuery): boolean {
  if (query.kind && !item.places.some((p) => p.kind === query.kind)) return false;
  if (query.result && resultOf(item.vote_result) !== query.result) return false;
  if (query.district !== undefined) {
    const n = query.district;
    if (!item.places.some((p) => p.district === n || (p.kind === 'district_tag' && (p.value ?? '').split(',').includes(String(n))))) return false;
  }
  return true;
}
