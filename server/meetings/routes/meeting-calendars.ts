/**
 * Calendar feeds: `GET /api/v1/meetings/calendar.ics` (subscribable, optionally one meeting type) and
 * `GET /api/v1/meetings/{id}.ics` (one meeting, to add to a calendar).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#contract/common.ts';
import { councilNameIn } from '#contract/council-name.ts';
import { errorResponseSchema } from '#contract/errors.ts';
import { feedLanguageQuerySchema } from '#contract/feeds.ts';
import type { Language } from '#contract/languages.ts';
import { meetingCalendarQuerySchema } from '#contract/meetings.ts';
import { t } from '../../i18n.ts';
import { notFound } from '../../lib/app-error.ts';
import { isNotModified, sendNotModified, weakEtagOf } from '../../lib/conditional-get.ts';
import { buildCalendar, type IcsEvent } from '../../lib/ics.ts';
import { emptyResponse, mediaBody } from '../../lib/openapi-media.ts';
import { getMeetingRow, listCalendarMeetings } from '../meeting-reads.ts';
import { CALENDAR_PROD_ID, CALENDAR_REFRESH_INTERVAL, meetingCalendarEvent } from './meeting-calendar-event.ts';

const icsParamsSchema = z.object({ id: idParamSchema });
// A function, not one shared schema: zod's JSON Schema output marks a schema object used twice as a placeholder.
const icsDocument = () => mediaBody('text/calendar', 'An iCalendar (RFC 5545) document');
const notModified = () => emptyResponse('The copy named by If-None-Match or If-Modified-Since is current');

/** The newest update among the rows (for Last-Modified); undefined for an empty feed. */
function latestUpdate(rows: { updated_at: string }[]): Date | undefined {
  const latest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '');
  return latest ? new Date(latest) : undefined;
}

export const meetingCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `nameLanguage`: the language of `name` when it is not English (a meeting's own title is the record's English). */
  const calendar = (name: string, events: IcsEvent[], options: { refreshInterval?: string; nameLanguage?: Language } = {}) =>
    buildCalendar({
      prodId: CALENDAR_PROD_ID,
      name,
      timeZone: app.city.config.timeZone,
      events,
      ...(options.refreshInterval ? { refreshInterval: options.refreshInterval } : {}),
      ...(options.nameLanguage && options.nameLanguage !== 'en' ? { language: options.nameLanguage } : {}),
    });

  app.get(
    '/calendar.ics',
    {
      schema: {
        tags: ['meetings'],
        summary: 'A subscribable iCalendar feed of meetings from a year ago onwards',
        querystring: meetingCalendarQuerySchema.extend(feedLanguageQuerySchema.shape),
        response: { 200: icsDocument(), 304: notModified(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const rows = await listCalendarMeetings(app.db, { now: app.clock.now(), meetingType: request.query.meeting_type });
      const events = rows.map((row) => meetingCalendarEvent(app.city.config, row, app.config.PUBLIC_URL, app.clock.now(), lang));
      // A subscription: tell calendar apps how often to poll (a one-meeting download below is not polled).
      const body = calendar(t('feeds.meetings.title', { council: councilNameIn(app.city.config, lang) }, lang), events, { refreshInterval: CALENDAR_REFRESH_INTERVAL, nameLanguage: lang });
      reply.header('cache-control', 'public, max-age=900');
      // Last-Modified is the newest update among the events; the ETag also sees a meeting leave the window.
      if (isNotModified(request, reply, { etag: weakEtagOf(body), lastModified: latestUpdate(rows) })) return sendNotModified(reply as unknown as FastifyReply);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="meetings.ics"')
        .send(body);
    },
  );

  app.get(
    '/:id.ics',
    {
      schema: {
        tags: ['meetings'],
        summary: 'One meeting as an iCalendar file',
        params: icsParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: { 200: icsDocument(), 304: notModified(), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await getMeetingRow(app.db, request.params.id);
      if (!row) throw notFound('meeting');
      // Named by the meeting's own title (the record's English), whatever the language of the event's notes.
      const body = calendar(row.title, [meetingCalendarEvent(app.city.config, row, app.config.PUBLIC_URL, app.clock.now(), request.query.lang ?? 'en')]);
      if (isNotModified(request, reply, { etag: weakEtagOf(body), lastModified: latestUpdate([row]) })) return sendNotModified(reply as unknown as FastifyReply);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="meeting-${row.id}.ics"`)
        .send(body);
    },
  );
};
