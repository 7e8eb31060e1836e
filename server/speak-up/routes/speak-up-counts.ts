/**
 * `GET /api/v1/meetings/{id}/speak-up/counts`: "N residents wrote: X in favour, Y against, Z with questions", counts
 * only, never a name, from residents who agreed to be counted (issues 32, 49); and
 * `DELETE /api/v1/meetings/{id}/items/{itemId}/speak-up/count`: a resident withdraws from an item's count.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okResponseSchema } from '#contract/common.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { speakUpCountsSchema } from '#contract/speak-up.ts';
import { itemKey } from '../../meetings/item-key.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { residentsWhoWrote, withdrawFromCount } from '../receipt-store.ts';
import { getMeetingRow } from '../../meetings/meeting-reads.ts';
import { speakUpParamsSchema } from './speak-up-params.ts';

export const speakUpCountsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/speak-up/counts',
    {
      schema: {
        tags: ['meetings'],
        summary: 'How many residents wrote about each item (those who agreed to be counted)',
        security: [],
        // The shared id rule: a canonical integer within the database's range (a larger one is a 400, not a 500).
        params: idParamsSchema,
        response: { 200: speakUpCountsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await getMeetingRow(app.db, request.params.id))) throw notFound('meeting');
      return { items: await residentsWhoWrote(app.db, request.params.id) };
    },
  );

  app.delete(
    '/:id/items/:itemId/speak-up/count',
    {
      schema: {
        tags: ['meetings'],
        summary: "Withdraw from the count of residents who wrote about an item (your messages stay sent)",
        security: [{ bearer: [] }],
        params: speakUpParamsSchema,
        response: { 200: okResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const item = await app.db
        .selectFrom('agenda_items')
        .select(['item_number', 'title', 'file_number'])
        .where('id', '=', request.params.itemId)
        .where('meeting_id', '=', request.params.id)
        .executeTakeFirst();
      // A receipt names the item as it was when sent; minutes since may have replaced it under a new id.
      const sentAbout = item
        ? null
        : await app.db
          .selectFrom('speak_up_receipts')
          .select('item_key')
          .where('user_id', '=', user.id)
          .where('meeting_id', '=', request.params.id)
          .where('agenda_item_id', '=', request.params.itemId)
          .executeTakeFirst();
      const key = item ? itemKey(item) : sentAbout?.item_key;
      if (!key) throw notFound('item');
      await withdrawFromCount(app.db, user.id, request.params.id, key);
      return { ok: true as const };
    },
  );
};
