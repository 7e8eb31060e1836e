/**
 * `/api/v1/ocd/jurisdictions` and `/api/v1/ocd/bills` (issue 50): the served city's government as one OCD
 * jurisdiction, and the matters of the record (by the clerk's file number) as OCD bills.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#contract/errors.ts';
import { ocdBillListSchema, ocdBillSchema, ocdJurisdictionListSchema, ocdListQuerySchema, ocdUuidParamsSchema } from '#contract/ocd.ts';
import { AppError } from '../../lib/app-error.ts';
import { billFileNumbers, fileNumberOfBill, presentBills } from '../ocd-bills.ts';
import { jurisdiction } from '../ocd-organizations.ts';

const TAGS = ['open civic data'];

export const ocdBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ publicUrl: app.config.PUBLIC_URL, city: app.city.config });

  app.get(
    '/jurisdictions',
    { schema: { tags: TAGS, operationId: 'listOcdJurisdictions', summary: 'The city’s government as an OCD jurisdiction (one per served city)', response: { 200: ocdJurisdictionListSchema } } },
    () => ({ items: [jurisdiction(app.city.config)] }),
  );

  app.get(
    '/bills',
    {
      schema: {
        tags: TAGS,
        operationId: 'listOcdBills',
        summary: 'Matters (by the clerk’s file number) as OCD bills, in file-number order',
        description:
          'Where a structured source keeps the matter: its type, sponsors and history of actions. Where the record is read from minutes: the file number, the item’s title and the result the minutes record at each meeting. No legislative session (the record has none).',
        querystring: ocdListQuerySchema,
        response: { 200: ocdBillListSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const numbers = await billFileNumbers(app.db);
      const page = numbers.slice(request.query.skip, request.query.skip + request.query.limit);
      return { items: await presentBills(app.db, page, ctx()), total: numbers.length };
    },
  );

  app.get(
    '/bills/:id',
    {
      schema: {
        tags: TAGS,
        operationId: 'getOcdBill',
        summary: 'One matter as an OCD bill, by the UUID of its OCD id',
        params: ocdUuidParamsSchema,
        response: { 200: ocdBillSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const fileNumber = await fileNumberOfBill(app.db, app.city.config, request.params.id);
      if (fileNumber === undefined) throw new AppError(404, 'not_found', { values: { resource: 'Bill' } });
      return (await presentBills(app.db, [fileNumber], ctx()))[0]!;
    },
  );
};
