/**
 * The city's open GeoJSON (issue 50): its council districts, rewound and repaired as RFC 7946 asks
 * (`representatives/geojson.ts`), and one point per placed place of a listed meeting's agenda item, with the item,
 * the meeting and how the point was found. Places the record could not place have no point and are left out.
 */
import type { GeoJsonFeatureCollection } from '#contract/geojson.ts';
import { itemAnchor } from '#contract/meetings.ts';
import type { PlacedItem } from '#contract/places.ts';
import type { District } from '../representatives/districts.ts';
import { toRfc7946 } from '../representatives/geojson.ts';

export function districtsFeatureCollection(districts: District[]): GeoJsonFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: districts.map((d) => ({ type: 'Feature', id: d.id, geometry: toRfc7946(d.geometry).geometry, properties: { district: d.id, name: d.name } })),
  };
}

export function placesFeatureCollection(items: PlacedItem[], publicUrl: string): GeoJsonFeatureCollection {
  const base = publicUrl.replace(/\/+$/, '');
  const features: GeoJsonFeatureCollection['features'] = [];
  for (const item of items) {
    item.places.forEach((place, i) => {
      if (place.lat === null || place.lng === null) return;
      features.push({
        type: 'Feature',
        id: `${item.id}-${i}`,
        geometry: { type: 'Point', coordinates: [place.lng, place.lat] },
        properties: {
          meeting_id: item.meeting_id,
          meeting_title: item.meeting_title,
          meeting_date: item.meeting_date,
          item_id: item.id,
          item_number: item.item_number,
          item_title: item.title,
          vote_result: item.vote_result,
          kind: place.kind,
          text: place.text,
          method: place.method,
          precision_meters: place.precision_meters,
          district: place.district,
          url: `${base}/meetings/${item.meeting_id}#${itemAnchor(item.item_number)}`,
        },
      });
    });
  }
  return { type: 'FeatureCollection', features };
}
