/**
 * The places of an agenda item stored at ingestion (issue 31): every place its words name (extract-places.ts),
 * placed offline where it can be (locate-place.ts) with the council district its point falls in. Nothing is
 * invented: a place we cannot put on the map keeps its words and no point, and an item that names none has no rows.
 */
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../db/database.ts';
import type { ItemPlacesTable } from '../db/schema.ts';
import { type District, loadDistricts } from '../representatives/districts.ts';
import { addressIndex } from './address-index.ts';
import { extractPlaces, type PlaceKind } from './extract-places.ts';
import { locatePlace } from './locate-place.ts';
import { districtOfPlace } from '../representatives/place-district.ts';
import { meetingsIncludingDemo } from '../meetings/public-record.ts';

/** A place as stored (migration 021), without the columns that say which item it belongs to. */
export type ItemPlace = Omit<ItemPlacesTable, 'id' | 'agenda_item_id' | 'meeting_id' | 'position' | 'kind'> & { kind: PlaceKind };

/** The words the places are read from: the same the alerts read (title, then the description). */
export const itemWording = (item: { title: string; description?: string | null }) => `${item.title}\n${item.description ?? ''}`;

/** Every place the item's words name, placed where the offline geocoder can on `city`'s addresses. */
export function readItemPlaces(wording: string, districts: District[], city: CityContext): ItemPlace[] {
  return extractPlaces(wording).map((place) => {
    const point = locatePlace(place, addressIndex(city));
    return {
      kind: place.kind,
      text: place.text,
      value: place.value ?? null,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      method: point?.method ?? null,
      precision_meters: point ? Math.round(point.precisionMeters) : null,
      // None for a point on a district line whose side of the street is unknown (place-district.ts).
      district: point ? districtOfPlace(districts, point) : null,
    };
  });
}

/** A stored place that has a point: what "my block" measures from. */
export interface PlacedPoint {
  lat: number;
  lng: number;
  /** The words the place came from ("1243 S. Quaker Ave."). */
  text: string;
  precisionMeters: number;
}

/** A stored place as a point, or null when the geocoder could not place its words. */
export function placedPoint(place: Pick<ItemPlace, 'text' | 'lat' | 'lng' | 'precision_meters'>): PlacedPoint | null {
  if (place.lat === null || place.lng === null) return null;
  return { lat: place.lat, lng: place.lng, text: place.text, precisionMeters: place.precision_meters ?? 0 };
}

/** The placed points of every item of a meeting, by item id, in the order the item names them. */
export async function placedPointsByItem(db: AppDatabase, meetingId: number): Promise<Map<number, PlacedPoint[]>> {
  const rows = await db
    .selectFrom('item_places')
    .select(['agenda_item_id', 'text', 'lat', 'lng', 'precision_meters'])
    .where('meeting_id', '=', meetingId)
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .orderBy('agenda_item_id')
    .orderBy('position')
    .execute();
  const byItem = new Map<number, PlacedPoint[]>();
  for (const row of rows) {
    const point = placedPoint(row);
    if (point) byItem.set(row.agenda_item_id, [...(byItem.get(row.agenda_item_id) ?? []), point]);
  }
  return byItem;
}

/** Loaded once per meeting written: the polygons only matter when an item has a place. */
export function districtsOnce(db: AppDatabase): () => Promise<District[]> {
  let loaded: Promise<District[]> | null = null;
  return () => (loaded ??= loadDistricts(db));
}

/** Stores an item's places (the item's rows are new, so there is nothing to replace: old ones went with the old item). */
export async function writeItemPlaces(
  db: AppDatabase,
  item: { id: number; meetingId: number; wording: string },
  districts: () => Promise<District[]>,
  city: CityContext,
): Promise<number> {
  if (extractPlaces(item.wording).length === 0) return 0;
  const places = readItemPlaces(item.wording, await districts(), city);
  await db
    .insertInto('item_places')
    .values(places.map((p, position) => ({ ...p, agenda_item_id: item.id, meeting_id: item.meetingId, position })))
    .execute();
  return places.length;
}

/**
 * Reads every stored item's places again: for a database ingested before places were stored, and after the
 * extraction or the geocoder improves (`npm run places:refresh`). Meeting by meeting, each in one transaction.
 */
export async function refreshItemPlaces(db: AppDatabase, city: CityContext): Promise<{ items: number; places: number }> {
  const meetings = await db.selectFrom(meetingsIncludingDemo(db)).select('id').orderBy('id').execute();
  const totals = { items: 0, places: 0 };
  for (const { id } of meetings) {
    await db.transaction().execute(async (trx) => {
      const items = await trx.selectFrom('agenda_items').select(['id', 'title', 'description']).where('meeting_id', '=', id).execute();
      await trx.deleteFrom('item_places').where('meeting_id', '=', id).execute();
      const districts = districtsOnce(trx);
      for (const item of items) {
        const written = await writeItemPlaces(trx, { id: item.id, meetingId: id, wording: itemWording(item) }, districts, city);
        totals.items += written > 0 ? 1 : 0;
        totals.places += written;
      }
    });
  }
  return totals;
}
