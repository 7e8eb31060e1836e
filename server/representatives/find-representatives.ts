/**
 * The district lookup: read the input (coordinates, street address or ZIP code), place it on the map, find the
 * district whose polygon holds it (holes honoured) and list who represents it. Every path answers with the
 * general contacts at least, so a resident always has someone to write to.
 */
import type { DistrictInfo, FindRepresentativesResponse, LookupErrorCode, Placement } from '#contract/representatives.ts';
import type { CityContext } from '#city/context.ts';
import type { AppDatabase } from '../db/database.ts';
import { extractZip, parseCoordinates, withCityHint } from './address-input.ts';
import { districtOfPlace, districtsOnLine } from './place-district.ts';
import { type District, locateDistrict } from './districts.ts';
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts';
import { foundMessage, lookupMessage } from './lookup-messages.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { representativesFor } from './officials.ts';
import { tagConflictNear } from './district-tag-conflicts.ts';
import { zipCentroid } from './zip-centroids.ts';

export interface LookupDependencies {
  db: AppDatabase;
  /** The city the app serves: its name, its ZIP centroids, its clerk's district tags. */
  city: CityContext;
  /** The chain of geocoders (online, then the city's data); null only offline in a city without address data. */
  geocoder: Geocoder | null;
  districts: () => Promise<District[]>;
  /** Today: the council as it sits now answers, not a former or not-yet-sworn councilor. */
  now: () => Date;
  log?: (error: unknown) => void;
}

type Point = { lat: number; lng: number; streetSide?: 'parity' | 'line' };

/** `client` is the asking network: the shared geocoder queue gives each network a share of it. */
export async function findRepresentatives(deps: LookupDependencies, address: string, client?: string): Promise<FindRepresentativesResponse> {
  const info = await placeAddress(deps, address, client);
  const representatives = await representativesFor(deps.db, deps.city.config, info.found ? info.district : null, cityDay(deps.city.config, deps.now()));
  if (info.found && info.district !== null) {
    const councilor = representatives.find((r) => r.district === info.district)?.name ?? null;
    info.message = foundMessage(info.district, councilor, info.tag_conflict ?? null);
  }
  return { address, district_info: info, representatives };
}

async function placeAddress(deps: LookupDependencies, address: string, client: string | undefined): Promise<DistrictInfo> {
  const point = parseCoordinates(address);
  if (point) return locate(deps, point, null, { method: 'coordinates', source: 'resident', precision_meters: null });

  if (deps.geocoder) {
    try {
      const answer = await deps.geocoder.geocode(withCityHint(deps.city.config, address), { client });
      if (answer.status === 'matched') {
        return locate(deps, answer, answer.matchedAddress, { method: answer.method, source: answer.source, precision_meters: answer.precisionMeters });
      }
    } catch (error) {
      if (!(error instanceof GeocoderUnavailableError)) throw error;
      deps.log?.(error);
      return notFound(deps, 'geocoder_unavailable', null);
    }
  }
  const zip = extractZip(address);
  const centroid = zip ? zipCentroid(deps.city, zip) : null;
  if (zip && centroid) {
    const district = locateDistrict(await deps.districts(), centroid.lat, centroid.lng);
    return {
      ...notFound(deps, 'approximate_zip', centroid, { zip, district: district?.id ?? null }),
      zip,
      zip_district: district?.id ?? null,
      placed_by: { method: 'zip_centroid', source: 'zip', precision_meters: null },
    };
  }
  return notFound(deps, deps.geocoder ? 'address_not_found' : 'geocoder_offline', null);
}

async function locate(deps: LookupDependencies, point: Point, matchedAddress: string | null, placedBy: Placement): Promise<DistrictInfo> {
  const coordinates = { lat: point.lat, lng: point.lng };
  const districts = await deps.districts();
  const district = locateDistrict(districts, point.lat, point.lng);
  if (!district) return { ...notFound(deps, 'outside_city', coordinates), matched_address: matchedAddress, placed_by: placedBy };
  // Placed on the street's line, its side unknown, on a district line: the rule items' places follow (no guess).
  if (districtOfPlace(districts, point) === null) {
    const line = districtsOnLine(districts, point);
    return { ...notFound(deps, 'on_district_line', coordinates, { line }), matched_address: matchedAddress, placed_by: placedBy, line_districts: line };
  }
  return {
    found: true,
    district: district.id,
    message: null,
    error: null,
    coordinates,
    matched_address: matchedAddress,
    placed_by: placedBy,
    tag_conflict: tagConflictNear(deps.city, point, district.id),
  };
}

function notFound(
  deps: LookupDependencies,
  code: LookupErrorCode,
  coordinates: Point | null,
  values: Parameters<typeof lookupMessage>[2] = {},
): DistrictInfo {
  return { found: false, district: null, message: lookupMessage(deps.city.config, code, values), error: code, coordinates, matched_address: null };
}
