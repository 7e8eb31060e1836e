/**
 * A followed item (a matter, by the clerk's file number; see alerts/routes/follows.ts):
 * `GET /feeds/items/{file_number}.rss`, one entry per meeting where it came up, linked to the item on the page,
 * and `GET /feeds/items/{file_number}.ics`, those meetings as a subscribable calendar.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDS_PATH } from '#contract/feed-paths.ts';
import { feedLanguageQuerySchema, itemFeedParamsSchema } from '#contract/feeds.ts';
import type { Language } from '#contract/languages.ts';
import { t } from '../../i18n.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildCalendar } from '../../lib/ics.ts';
import { buildRss } from '../../lib/rss.ts';
import { itemAppearances } from '../feed-reads.ts';
import { leanedSentence } from '../../speak-up/leaned-sentence.ts';
import { talliesOfFile } from '../../speak-up/receipt-store.ts';
import { CALENDAR_PROD_ID, meetingCalendarEvent } from '../../meetings/routes/meeting-calendar-event.ts';
import { createFeedCache } from './feed-cache.ts';
import { markedEnglish } from '../../meetings/marked-english.ts';
import { appearanceEntry, meetingPageUrl, newestUpdate, RSS_LANGUAGE } from './feed-entries.ts';
import { CALENDAR_REFRESH_INTERVAL, FEED_MAX_AGE_SECONDS, feedResponses, languageSearch, sendFeed } from './send-feed.ts';

export const itemFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL;
  const cached = createFeedCache();

  /** The matter's appearances, newest first, or a 404 when no agenda carries the file number. */
  const appearancesOf = async (fileNumber: string, lang: Language) => {
    const found = await itemAppearances(app.db, fileNumber);
    const newest = found.items[0];
    if (!newest) throw notFound('item');
    // The item's title is the record's: in Spanish, marked as English after the file number.
    const title = t('feeds.item.title', { fileNumber, title: markedEnglish(newest.title, 'title', lang) }, lang);
    return { ...found, newest, title };
  };

  app.get(
    '/items/:file_number.rss',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getItemFeed',
        summary: 'RSS of a matter (an agenda item by its file number): each meeting where it came up, newest first',
        params: itemFeedParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: feedResponses('application/rss+xml', 'An RSS 2.0 feed', { notFound: true }),
      },
    },
    async (request, reply) => {
      const fileNumber = request.params.file_number;
      const lang = request.query.lang ?? 'en';
      const feed = await cached(`item-rss:${fileNumber}:${lang}`, async () => {
        const { meetings, items, newest, title } = await appearancesOf(fileNumber, lang);
        const byId = new Map(meetings.map((row) => [row.id, row]));
        const wrote = await talliesOfFile(app.db, fileNumber);
        const body = buildRss({
          title,
          link: meetingPageUrl(publicUrl, newest.meeting_id, newest.item_number),
          selfUrl: `${publicUrl}${FEEDS_PATH}/items/${fileNumber}.rss${languageSearch(lang)}`,
          description: t('feeds.item.description', { fileNumber }, lang),
          language: RSS_LANGUAGE[lang],
          lastBuildDate: newestUpdate(meetings),
          ttlMinutes: FEED_MAX_AGE_SECONDS / 60,
          items: items.flatMap((item) => {
            const row = byId.get(item.meeting_id);
            const tally = wrote.get(item.meeting_id);
            const leaned = tally ? leanedSentence(tally, lang) : null;
            return row ? [appearanceEntry(row, item, fileNumber, publicUrl, app.city.config, app.clock.now(), lang, leaned)] : [];
          }),
        });
        return { body, lastModified: newestUpdate(meetings) };
      });
      return sendFeed(request, reply, { ...feed, mediaType: 'application/rss+xml', fileName: `item-${fileNumber}.rss` });
    },
  );

  app.get(
    '/items/:file_number.ics',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getItemCalendar',
        summary: 'A subscribable iCalendar of the meetings where a matter (by its file number) comes up',
        params: itemFeedParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: feedResponses('text/calendar', 'An iCalendar (RFC 5545) document with RFC 7986 NAME and REFRESH-INTERVAL', { notFound: true }),
      },
    },
    async (request, reply) => {
      const fileNumber = request.params.file_number;
      const lang = request.query.lang ?? 'en';
      const feed = await cached(`item-ics:${fileNumber}:${lang}`, async () => {
        const { meetings, title } = await appearancesOf(fileNumber, lang);
        const events = [...meetings]
          .sort((a, b) => a.meeting_date.localeCompare(b.meeting_date) || a.id - b.id)
          .map((row) => meetingCalendarEvent(app.city.config, row, publicUrl, app.clock.now(), lang));
        const body = buildCalendar({
          prodId: CALENDAR_PROD_ID,
          name: title,
          ...(lang === 'en' ? {} : { language: lang }),
          timeZone: app.city.config.timeZone,
          refreshInterval: CALENDAR_REFRESH_INTERVAL,
          events,
        });
        return { body, lastModified: newestUpdate(meetings) };
      });
      return sendFeed(request, reply, { ...feed, mediaType: 'text/calendar', fileName: `item-${fileNumber}.ics` });
    },
  );
};
