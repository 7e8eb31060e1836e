/**
 * The clerk's "(CD-N)" tags against the district polygons: every address or corner of an item that carries a tag,
 * placed offline, and the polygon it falls in compared with the tag. Where they differ, neither is assumed right:
 * the product says so (the report lists each case for the clerk).
 */
import type { CityContext } from '#city/context.ts';
import { readDistrictFeatures } from '../../city-data/district-file.ts';
import { type District, locateDistrict } from '../../representatives/districts.ts';
import { type AreaGeometry, bboxOf, polygonsOf } from '../../representatives/geometry.ts';
import { addressIndex } from '../address-index.ts';
import { extractPlaces } from '../extract-places.ts';
import { locatePlace } from '../locate-place.ts';
import { districtOfPlace, metresToDistrictLine } from '../../representatives/place-district.ts';

export interface DistrictComparison {
  compared: number;
  agree: number;
  /** Places with a tag that the offline geocoder could not place. */
  unplaced: number;
  /** Compared places moved across their street to the side their number's parity is on (street-side.ts). */
  movedToSide: number;
  /** Compared places the product stores with no district: on a district line, side unknown (place-district.ts). */
  withheld: { source: string; text: string; tagged: number[]; polygon: number | null }[];
  disagreements: {
    source: string;
    text: string;
    tagged: number[];
    polygon: number | null;
    method: string;
    lat: number;
    lng: number;
    precisionMeters: number;
    /** How far the point lies from the nearest district line (metres). */
    lineMeters: number;
  }[];
}

/** The city's council districts read straight from its data folder (the same file the database is seeded from). */
export function districtsFromCityData(city: CityContext): District[] {
  return readDistrictFeatures(city).map((d) => ({ ...d, geometry: d.geometry as AreaGeometry, bbox: bboxOf(polygonsOf(d.geometry as AreaGeometry)) }));
}

/** Compares the tags of `items` with the polygons their places fall in, placed on `city`'s addresses. */
export function compareDistricts(items: { source: string; text: string }[], districts: District[], city: CityContext): DistrictComparison {
  const index = addressIndex(city);
  const result: DistrictComparison = { compared: 0, agree: 0, unplaced: 0, movedToSide: 0, withheld: [], disagreements: [] };
  for (const item of items) {
    const places = extractPlaces(item.text);
    const tagged = places.filter((p) => p.kind === 'district_tag').flatMap((p) => (p.value ?? '').split(',').map(Number));
    if (tagged.length === 0) continue;
    for (const place of places.filter((p) => p.kind === 'address' || p.kind === 'corner')) {
      const point = locatePlace(place, index);
      if (!point) {
        result.unplaced += 1;
        continue;
      }
      result.compared += 1;
      if (point.streetSide === 'parity') result.movedToSide += 1;
      const polygon = locateDistrict(districts, point.lat, point.lng)?.id ?? null;
      if (polygon !== null && districtOfPlace(districts, point) === null) result.withheld.push({ source: item.source, text: place.text, tagged, polygon });
      // The measure stays the polygon the point falls in, as before the sides were read: a withheld district is
      // counted apart, not as an agreement.
      if (polygon !== null && tagged.includes(polygon)) result.agree += 1;
      else {
        const { method, lat, lng, precisionMeters } = point;
        result.disagreements.push({ source: item.source, text: place.text, tagged, polygon, method, lat, lng, precisionMeters, lineMeters: metresToDistrictLine(districts, point) });
      }
    }
  }
  return result;
}

/**
 * The disagreements as the product reads them (city/<id>/data/district-tag-conflicts.json): one entry per place,
 * with the meetings that tagged it, for the district finder to say "the minutes say otherwise nearby".
 * Only places the geocoder placed from the city's own points or between them, or from the grid further from every
 * district line than it may be off (so its own error cannot explain the difference): a grid guess near a line is
 * the geocoder's doubt, not the clerk's and the map's. A place outside every polygon is left out.
 */
export function conflictFile(comparison: DistrictComparison) {
  const byText = new Map<string, { address: string; lat: number; lng: number; clerk_district: number; map_district: number | null; minutes: string[] }>();
  for (const d of comparison.disagreements) {
    // Outside every polygon the map gives no district to set against the clerk's: the geocoder missed, or the
    // place is outside the city.
    if (d.polygon === null) continue;
    const fromPoints = d.method === 'address_point' || d.method === 'interpolated';
    if (!fromPoints && !(d.method === 'street_grid' && d.lineMeters > d.precisionMeters)) continue;
    const key = d.text.replace(/\s+/g, ' ');
    const entry = byText.get(key) ?? { address: key, lat: d.lat, lng: d.lng, clerk_district: d.tagged[0]!, map_district: d.polygon, minutes: [] };
    if (!entry.minutes.includes(d.source)) entry.minutes.push(d.source);
    byText.set(key, entry);
  }
  return [...byText.values()].sort((a, b) => a.address.localeCompare(b.address));
}
