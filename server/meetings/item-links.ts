/**
 * Links to one agenda item that outlive the agenda they were sent from (issue 37). An alert used to link
 * `/meetings/<id>#item-<number>`: when a revision renumbered the items the number led to another item, and when a
 * cancellation replaced the agenda it led nowhere, silently. The link now names the item by number and by a tag of
 * its stable key (the key the alerts already follow an item by: its file number, else its number and title), and
 * this route resolves it against the agenda as it is now: to the item wherever it stands, or to the meeting page
 * saying that the item, as the reader was told of it, is no longer on the agenda (the page says why when the
 * meeting was cancelled). A page is answered either way; nothing is guessed.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '#contract/language-schema.ts';
import { itemAnchor } from '#contract/meetings.ts';
import { itemKey } from './item-key.ts';

/** The query parameter the meeting page reads to say an item is no longer on its agenda. */
export const ITEM_GONE_PARAM = 'item_gone';

/** A short, URL-safe tag of an item's stable key (the key itself holds the title, too long for a link). */
export function itemKeyTag(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 12);
}

/** The path of the link to an item (`/meetings/12/items/5.a?key=…`) from its number and stable key (itemKey). */
export function itemLinkPath(meetingId: number, itemNumber: string, key: string): string {
  return `/meetings/${meetingId}/items/${encodeURIComponent(itemNumber)}?key=${itemKeyTag(key)}`;
}

const paramsSchema = z.object({
  id: z.coerce.number({ message: 'The meeting id must be a number.' }).int().positive('The meeting id must be a positive number.'),
  number: z.string().trim().min(1).max(40, 'An item number has at most 40 characters.'),
});
const querySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,24}$/, 'The item key is the short code the link was sent with: letters, digits, - and _.')
    .optional(),
  lang: languageSchema.optional(),
});

export async function registerItemLinkRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/meetings/:id/items/:number',
    { schema: { hide: true, params: paramsSchema, querystring: querySchema } },
    async (request, reply) => {
      const { id, number } = request.params;
      const { key, lang } = request.query;
      const webBase = app.publicCity.web_base === '/' ? '' : app.publicCity.web_base;
      const language = lang && lang !== 'en' ? `lang=${lang}` : '';
      const page = (query: string[], anchor = '') => {
        const search = query.filter(Boolean).join('&');
        // Under the city's own path (decision 145): the link is answered by its city's app, and so is the page.
        return `${webBase}/meetings/${id}${search ? `?${search}` : ''}${anchor}`;
      };
      const items = await app.db.selectFrom('agenda_items').select(['item_number', 'title', 'file_number']).where('meeting_id', '=', id).execute();
      // By its key when the link has one (a renumbered item is found under its new number); else by number.
      const found = key ? items.find((i) => itemKeyTag(itemKey(i)) === key) : items.find((i) => i.item_number === number);
      if (found) return reply.redirect(page([language], `#${itemAnchor(found.item_number)}`), 302);
      // A meeting that does not exist answers its own 404 page; one that does says the item is gone.
      const meeting = await app.db.selectFrom('meetings').select('id').where('id', '=', id).executeTakeFirst();
      return reply.redirect(page(meeting ? [`${ITEM_GONE_PARAM}=${encodeURIComponent(number)}`, language] : [language]), 302);
    },
  );
}
