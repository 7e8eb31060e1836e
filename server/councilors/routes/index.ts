/**
 * Councilor routes, mounted at /api/v1/councilors: the sitting council, one district's seat, and how that
 * seat voted on each motion.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  councilorDistrictParamsSchema,
  councilorDistrictSchema,
  councilorListResponseSchema,
  councilorVotesQuerySchema,
  councilorVotesResponseSchema,
} from '#contract/meetings.ts';
import { notFound } from '../../lib/app-error.ts';
import { getCouncilorDistrict, listCouncilors, listDistrictVotes } from '../councilor-store.ts';
import { cityDay } from '../sitting-council.ts';

export const councilorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['councilors'],
        summary: 'The sitting councilor of every district',
        response: { 200: councilorListResponseSchema },
      },
    },
    async () => ({ items: await listCouncilors(app.db, cityDay(app.city.config, app.clock.now())) }),
  );

  app.get(
    '/:district',
    {
      schema: {
        tags: ['councilors'],
        summary: 'A district with its sitting and former councilors',
        params: councilorDistrictParamsSchema,
        response: { 200: councilorDistrictSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await getCouncilorDistrict(app.db, request.params.district, cityDay(app.city.config, app.clock.now()));
      if (!result) throw notFound('councilor');
      return result;
    },
  );

  app.get(
    '/:district/votes',
    {
      schema: {
        tags: ['councilors'],
        summary: "Each motion the district's councilor voted on: their vote and the outcome, newest first",
        params: councilorDistrictParamsSchema,
        querystring: councilorVotesQuerySchema,
        response: { 200: councilorVotesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const district = await getCouncilorDistrict(app.db, request.params.district, cityDay(app.city.config, app.clock.now()));
      if (!district) throw notFound('councilor');
      return listDistrictVotes(app.db, request.params.district, request.query);
    },
  );
};
