/** The representatives domain: decorates `app.representatives` (the address lookup and the district map). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CityContext } from '#city/context.ts';
import type { Geocoder } from './geocoder.ts';
import { createRepresentativeService, type RepresentativeService } from './representative-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds an address's district and representatives; draws the districts' map. */
    representatives: RepresentativeService;
  }
}

/**
 * The domain's plugin, given the city's own address points as a geocoder (places/city-data-geocoder.ts): the app
 * passes it in, since places sit above representatives (decision 155).
 */
export function representativesPlugin(offlineGeocoder: (city: CityContext) => Geocoder | null) {
  async function representativesDomain(app: FastifyInstance): Promise<void> {
    app.decorate(
      'representatives',
      createRepresentativeService({
        config: app.config,
        city: app.city,
        db: app.db,
        clock: app.clock,
        log: (err, message) => app.log.warn({ err }, message),
        offlineGeocoder: offlineGeocoder(app.city),
      }),
    );
  }
  return fp(representativesDomain, { name: 'representatives' });
}
