/**
 * Vote analytics, mounted at /api/v1/votes: split votes, each councilor's figures, agreement between
 * councilors. Thin: the contract validates input and serialises output, the queries live beside this file.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  agreementMatrixSchema,
  compareQuerySchema,
  compareResponseSchema,
  councilorFiguresSchema,
  councilorNameParamsSchema,
  periodFilterQuerySchema,
  rollCallCouncilorsResponseSchema,
  splitShareQuerySchema,
  splitShareResponseSchema,
  splitVotesQuerySchema,
  splitVotesResponseSchema,
} from '#contract/votes.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { notFound } from '../lib/app-error.ts';
import { keepJson, keptJsonSize, sendKeptJson } from '../lib/kept-json.ts';
import { compareCouncilors } from './agreement.ts';
import { memoized, memoizedPageByRecord } from './analytics-cache.ts';
import { hasRollCalls } from './councilor-figures.ts';
import { voteCsvRoutes } from './csv-routes.ts';
import { agreementMatrix, councilorFigures, rollCallCouncilors } from './memoized-figures.ts';
import { listSplitVotes, splitShareByYear } from './split-votes.ts';

const tags = ['votes'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

export const voteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(voteCsvRoutes);

  app.get(
    '/split',
    {
      config: { compress: false },
      schema: {
        tags,
        operationId: 'listSplitVotes',
        summary: 'Split (non-unanimous) roll calls, newest first, by period, topic, meeting type and councilor',
        querystring: splitVotesQuerySchema,
        response: { 200: splitVotesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, typedReply) => {
      // Sent as kept bytes (kept-json.ts), which the typed reply does not describe.
      const reply = typedReply as unknown as FastifyReply;
      // Read only from the record: a page is kept until the record changes, keyed by the parsed query (defaults
      // filled in, unknown parameters dropped). The first page of a large council is ~330 KB of JSON (issue 52).
      const kept = await memoizedPageByRecord(
        app.db,
        `split:${JSON.stringify(request.query)}`,
        async () => keepJson(await listSplitVotes(app.db, request.query, app.city.config.timeZone)),
        keptJsonSize,
      );
      return sendKeptJson(request, reply, kept);
    },
  );

  app.get(
    '/split/by-year',
    {
      schema: {
        tags,
        operationId: 'getSplitShareByYear',
        summary: 'Per year, the roll calls with an aye or a nay and the share of them that were split',
        querystring: splitShareQuerySchema,
        response: { 200: splitShareResponseSchema, 400: errorResponseSchema },
      },
    },
    (request) => memoized(app.db, `by-year:${request.query.meeting_type ?? ''}`, () => splitShareByYear(app.db, request.query, app.city.config.timeZone)),
  );

  app.get(
    '/councilors',
    {
      schema: {
        tags,
        operationId: 'listRollCallCouncilors',
        summary: 'Everyone named on a roll call: sitting councilors first in district order, then former ones',
        response: { 200: rollCallCouncilorsResponseSchema },
      },
    },
    async () => ({ items: await rollCallCouncilors(app.db, cityDay(app.city.config, app.clock.now())) }),
  );

  app.get(
    '/councilors/:name',
    {
      schema: {
        tags,
        operationId: 'getCouncilorVoteFigures',
        summary: "A councilor's attendance, votes against the majority, abstentions and motions over a period",
        params: councilorNameParamsSchema,
        querystring: periodFilterQuerySchema,
        response: { 200: councilorFiguresSchema, ...errors },
      },
    },
    async (request) => {
      const figures = await councilorFigures(app.db, request.params.name, request.query, app.city.config.timeZone);
      if (!figures) throw notFound('councilor');
      return figures;
    },
  );

  app.get(
    '/agreement',
    {
      schema: {
        tags,
        operationId: 'getAgreementMatrix',
        summary: 'For each pair of councilors (the sitting council, or over a period the council that sat in it), the share of split votes on which they voted alike',
        querystring: periodFilterQuerySchema,
        response: { 200: agreementMatrixSchema, 400: errorResponseSchema },
      },
    },
    (request) => agreementMatrix(app.db, request.query, app.city.config.timeZone, cityDay(app.city.config, app.clock.now())),
  );

  app.get(
    '/compare',
    {
      schema: {
        tags,
        operationId: 'compareCouncilors',
        summary: 'Two councilors side by side: their agreement, and the votes where they differed, newest first',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema, ...errors },
      },
    },
    async (request) => {
      for (const name of [request.query.a, request.query.b]) {
        if (!(await hasRollCalls(app.db, name))) throw notFound('councilor');
      }
      return memoized(app.db, `compare:${JSON.stringify(request.query)}`, () => compareCouncilors(app.db, request.query, app.city.config.timeZone));
    },
  );
};
