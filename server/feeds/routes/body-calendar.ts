/**
 * `GET /feeds/bodies/{meeting_type}.ics`: one meeting body's calendar (the City Council, the Planning
 * Commission, a task force), named for the body so that a resident subscribed to several tells them apart.
 * The same events, UIDs and SEQUENCE as the subscription calendar (meetings/routes/meeting-calendars.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyCalendarParamsSchema, feedLanguageQuerySchema } from '#contract/feeds.ts';
import { t } from '../../i18n.ts';
import { buildCalendar } from '../../lib/ics.ts';
import { listCalendarMeetings } from '../../meetings/meeting-reads.ts';
import { CALENDAR_PROD_ID, meetingCalendarEvent } from '../../meetings/routes/meeting-calendar-event.ts';
import { createFeedCache } from './feed-cache.ts';
import { newestUpdate } from './feed-entries.ts';
import { CALENDAR_REFRESH_INTERVAL, feedResponses, sendFeed } from './send-feed.ts';

export const bodyCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = createFeedCache();

  app.get(
    '/bodies/:meeting_type.ics',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getBodyCalendar',
        summary: "A subscribable iCalendar of one meeting body's meetings, from a year ago onwards",
        params: bodyCalendarParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: feedResponses('text/calendar', 'An iCalendar (RFC 5545) document with RFC 7986 NAME and REFRESH-INTERVAL', { notFound: false }),
      },
    },
    async (request, reply) => {
      const type = request.params.meeting_type;
      const lang = request.query.lang ?? 'en';
      const feed = await cached(`body:${type}:${lang}`, async () => {
        const rows = await listCalendarMeetings(app.db, { now: app.clock.now(), meetingType: type });
        const body = buildCalendar({
          prodId: CALENDAR_PROD_ID,
          name: t('feeds.body.calendarName', { body: t(`meetingTypes.${type}`, {}, lang) }, lang),
          ...(lang === 'en' ? {} : { language: lang }),
          timeZone: app.city.config.timeZone,
          refreshInterval: CALENDAR_REFRESH_INTERVAL,
          events: rows.map((row) => meetingCalendarEvent(app.city.config, row, app.config.PUBLIC_URL, app.clock.now(), lang)),
        });
        return { body, lastModified: newestUpdate(rows) };
      });
      return sendFeed(request, reply, { ...feed, mediaType: 'text/calendar', fileName: `${type}.ics` });
    },
  );
};
