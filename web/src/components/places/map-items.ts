/** What a map and its list show: agenda items with the places they name (issue 31). */
import type { ItemPlace, PlacedItem } from '#contract/places.ts';
import { itemAnchor } from '#contract/meeting-rules.ts';

export type MapItem = Pick<PlacedItem, 'id' | 'meeting_id' | 'item_number' | 'title' | 'places'> &
  Partial<Pick<PlacedItem, 'meeting_title' | 'meeting_title_es' | 'meeting_date' | 'plain'>>;

export interface MapPoint {
  itemId: number;
  lat: number;
  lng: number;
  label: string;
  href: string;
  precisionMeters: number;
  /** The district the point falls in by the shipped polygons; null when none (the map then frames the point). */
  district: number | null;
  /** The item's plain line in the reader's language; null when not read. */
  line: string | null;
}

export const itemHref = (item: MapItem) => `/meetings/${item.meeting_id}#${itemAnchor(item.item_number)}`;

const isPlaced = (p: ItemPlace): p is ItemPlace & { lat: number; lng: number } => p.lat !== null && p.lng !== null;

/** Every placed point of the items; a place with no point stays in the list only. */
export function pointsOf(items: MapItem[], language = 'en'): MapPoint[] {
  return items.flatMap((item) =>
    item.places.filter(isPlaced).map((p) => ({
      itemId: item.id,
      lat: p.lat,
      lng: p.lng,
      label: `${item.item_number} ${p.text}`,
      href: itemHref(item),
      precisionMeters: p.precision_meters ?? 0,
      district: p.district,
      line: item.plain ? (language.startsWith('es') ? item.plain.es : item.plain.en) : null,
    })),
  );
}

/** The districts the clerk's "(CD-N)" tag names on an item ("CD-1/4" is stored as "1,4"); none when untagged. */
export function taggedDistricts(places: ItemPlace[]): number[] {
  const tag = places.find((p) => p.kind === 'district_tag')?.value ?? '';
  return tag.split(',').filter(Boolean).map(Number);
}

/** True when the map puts a place in a district the clerk's tag does not name (a "1/4" tag names both). */
export function differsFromTag(district: number | null, tagged: number[]): boolean {
  return district !== null && tagged.length > 0 && !tagged.includes(district);
}
