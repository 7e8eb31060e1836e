/** The representatives domain: decorates `app.representatives` (the address lookup and the district map). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepresentativeService, type RepresentativeService } from './representative-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds an address's district and representatives; draws the districts' map. */
    representatives: RepresentativeService;
  }
}

async function representativesDomain(app: FastifyInstance): Promise<void> {
  app.decorate(
    'representatives',
    createRepresentativeService({ config: app.config, city: app.city, db: app.db, clock: app.clock, log: (err, message) => app.log.warn({ err }, message) }),
  );
}

export const representativesPlugin = fp(representativesDomain, { name: 'representatives' });
