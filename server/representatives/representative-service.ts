/**
 * One per app: the configured geocoder behind its cache, the districts loaded once, and the simplified map
 * computed once. Routes call this; tests reach it through the HTTP API like everyone else.
 */
import type { DistrictMapResponse } from '#contract/representatives.ts';
import type { CityContext } from '#city/context.ts';
import type { AppConfig } from '../config.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createCensusGeocoder } from './census-geocoder.ts';
import { type District, loadDistricts, simplifyDistricts } from './districts.ts';
import { findRepresentatives } from './find-representatives.ts';
import { withCityHint } from './address-input.ts';
import { forgetGeocodedAddress, withGeocodeCache } from './geocode-cache.ts';
import { withGeocodeThrottle } from './geocode-throttle.ts';
import { chainGeocoders } from './geocoder-chain.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { currentCouncilors } from './officials.ts';

export type RepresentativeService = ReturnType<typeof createRepresentativeService>;

function createOnlineGeocoder(config: AppConfig): Geocoder | null {
  switch (config.GEOCODER) {
    case 'census':
      return createCensusGeocoder({ baseUrl: config.GEOCODER_URL });
    case 'nominatim':
      return createNominatimGeocoder({ baseUrl: config.GEOCODER_URL, userAgent: `CivicCommons/0.1 (+${config.PUBLIC_URL})` });
    case 'offline':
      return null;
  }
}

interface RepresentativeServiceDeps {
  config: AppConfig;
  city: CityContext;
  db: AppDatabase;
  clock: Clock;
  log: (error: unknown, message: string) => void;
  /**
   * The city's own address points as a geocoder (places/city-data-geocoder.ts), null without them: passed in by the
   * app, since places sit above representatives (decision 155).
   */
  offlineGeocoder: Geocoder | null;
}

/** The online provider paced to its policy and remembered in the database, then the city's own data. */
function createGeocoder(deps: RepresentativeServiceDeps): Geocoder | null {
  const online = createOnlineGeocoder(deps.config);
  const cached = online ? withGeocodeCache(withGeocodeThrottle(online), deps.db, deps.clock) : null;
  return chainGeocoders(cached, deps.offlineGeocoder, (error) => deps.log(error, 'geocoder unavailable; placing offline'));
}

export function createRepresentativeService(deps: RepresentativeServiceDeps) {
  const geocoder = createGeocoder(deps);
  let districts: Promise<District[]> | undefined;
  const getDistricts = () => {
    districts ??= loadDistricts(deps.db).then((list) => {
      // An empty table means the database is not seeded yet: do not remember that.
      if (list.length === 0) districts = undefined;
      return list;
    });
    return districts;
  };
  let shapes: ReturnType<typeof simplifyDistricts> | undefined;

  return {
    /** `client`: the asking network (`clientNetwork(request.ip)`), for its share of the geocoder's queue. */
    find: (address: string, client?: string) =>
      findRepresentatives(
        { db: deps.db, city: deps.city, geocoder, districts: getDistricts, now: () => deps.clock.now(), log: (e) => deps.log(e, 'geocoder unavailable') },
        address,
        client,
      ),

    /** Forgets what the geocoders answered for a resident's address (a saved address deleted or replaced). */
    forget: (address: string) => forgetGeocodedAddress(deps.db, withCityHint(deps.city.config, address)),

    async districtMap(): Promise<DistrictMapResponse> {
      const list = await getDistricts();
      if (!shapes || shapes.districts.length !== list.length) shapes = simplifyDistricts(list);
      const councilors = await currentCouncilors(deps.db, cityDay(deps.city.config, deps.clock.now()));
      return {
        bbox: shapes.bbox,
        districts: shapes.districts.map((d) => ({ ...d, councilor: councilors.get(d.id) ?? null })),
      };
    },
  };
}
