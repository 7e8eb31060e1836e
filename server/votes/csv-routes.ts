/**
 * The analytics' numbers as CSV files (issue 19): the full split-vote list with its filters, a comparison of two
 * councilors, the agreement matrix and a councilor's figures. Each is the twin of a JSON route, computed by the
 * same queries (and the same memo), every match in one file instead of pages.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_MEDIA_TYPE } from '#contract/csv.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import {
  compareCsvQuerySchema,
  councilorNameParamsSchema,
  periodFilterQuerySchema,
  splitVotesCsvQuerySchema,
} from '#contract/votes.ts';
import { cityDay } from '../councilors/sitting-council.ts';
import { notFound } from '../lib/app-error.ts';
import { mediaBody } from '../lib/openapi-media.ts';
import { allDifferences } from './agreement.ts';
import { memoized, memoizedText } from './analytics-cache.ts';
import { hasRollCalls } from './councilor-figures.ts';
import { agreementCsv, councilorFiguresCsv, differencesCsv, fileNamePart, SPLIT_VOTES_HEADER, splitVoteLines } from './csv-exports.ts';
import { agreementMatrix, councilorFigures } from './memoized-figures.ts';
import { splitVotesForExport } from './split-votes.ts';

const tags = ['votes'];
// A function, not one shared schema: zod's JSON Schema output marks a schema object used twice as a placeholder.
const csvDocument = (what: string) => mediaBody('text/csv', `${what}, as CSV (RFC 4180) with a header line`);
const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const attachment = (name: string) => `attachment; filename="${name}.csv"`;

export const voteCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/split.csv',
    {
      schema: {
        tags,
        operationId: 'exportSplitVotesCsv',
        summary: 'Every split vote matching the filters of the list, newest first, with its tally and roll call, as CSV',
        querystring: splitVotesCsvQuerySchema,
        response: { 200: csvDocument('The split votes'), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The whole file is kept (within the memo's size limit): a councilor's full list is 1.5 MB of CSV.
      const body = await memoizedText(app.db, `split-csv:${JSON.stringify(request.query)}`, async () =>
        SPLIT_VOTES_HEADER + splitVoteLines(await splitVotesForExport(app.db, request.query, app.city.config.timeZone)),
      );
      return reply.type(CSV_MEDIA_TYPE).header('content-disposition', attachment('split-votes')).send(body);
    },
  );

  app.get(
    '/compare.csv',
    {
      schema: {
        tags,
        operationId: 'exportComparisonCsv',
        summary: 'Every roll call where two councilors both present voted differently, newest first, as CSV',
        querystring: compareCsvQuerySchema,
        response: { 200: csvDocument('The votes where the two differed'), ...errors },
      },
    },
    async (request, reply) => {
      const { a, b } = request.query;
      for (const name of [a, b]) if (!(await hasRollCalls(app.db, name))) throw notFound('councilor');
      // Memoized like the JSON comparison: the pair's roll calls are read in full either way.
      const differences = await memoized(app.db, `compare-all:${JSON.stringify(request.query)}`, () => allDifferences(app.db, request.query, app.city.config.timeZone));
      const body = differencesCsv(a, b, differences);
      return reply
        .type(CSV_MEDIA_TYPE)
        .header('content-disposition', attachment(`votes-${fileNamePart(a)}-and-${fileNamePart(b)}-differed`))
        .send(body);
    },
  );

  app.get(
    '/agreement.csv',
    {
      schema: {
        tags,
        operationId: 'exportAgreementMatrixCsv',
        summary: 'Each pair of sitting councilors: split votes shared, voted alike, and the share, as CSV',
        querystring: periodFilterQuerySchema,
        response: { 200: csvDocument('The agreement matrix, one line per pair'), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = agreementCsv(await agreementMatrix(app.db, request.query, app.city.config.timeZone, cityDay(app.city.config, app.clock.now())));
      return reply.type(CSV_MEDIA_TYPE).header('content-disposition', attachment('agreement-matrix')).send(body);
    },
  );

  app.get(
    '/councilors/:name/figures.csv',
    {
      schema: {
        tags,
        operationId: 'exportCouncilorVoteFiguresCsv',
        summary: "A councilor's figures over a period, then their attendance and votes against the majority per year, as CSV",
        params: councilorNameParamsSchema,
        querystring: periodFilterQuerySchema,
        response: { 200: csvDocument("The councilor's figures"), ...errors },
      },
    },
    async (request, reply) => {
      const figures = await councilorFigures(app.db, request.params.name, request.query, app.city.config.timeZone);
      if (!figures) throw notFound('councilor');
      return reply
        .type(CSV_MEDIA_TYPE)
        .header('content-disposition', attachment(`votes-${fileNamePart(figures.name)}`))
        .send(councilorFiguresCsv(figures));
    },
  );
};
