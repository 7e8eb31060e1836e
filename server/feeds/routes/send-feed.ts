/**
 * Sending a feed: validators for conditional GET (a weak ETag of the body, Last-Modified from the newest change),
 * 304 when the reader's copy is current, and caching that lets readers and proxies keep a copy for a while (feed
 * readers poll every few minutes; the record changes a few times a day). Also the responses every feed route
 * declares in the OpenAPI document.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponseSchema } from '#contract/errors.ts';
import type { Language } from '#contract/languages.ts';
import { isNotModified, sendNotModified, weakEtagOf } from '../../lib/conditional-get.ts';
import { emptyResponse, mediaBody } from '../../lib/openapi-media.ts';

/** The query of a feed's own address in `lang` (`?lang=es`); English feeds keep their plain address. */
export function languageSearch(lang: Language): string {
  return lang === 'en' ? '' : `?lang=${lang}`;
}

/** How long a reader or proxy may keep a feed without asking again. */
export const FEED_MAX_AGE_SECONDS = 900;
export { CALENDAR_REFRESH_INTERVAL } from '../../meetings/routes/meeting-calendar-event.ts';

export type FeedMediaType = 'application/rss+xml' | 'text/calendar';

/** Sends `body` as `mediaType`, or 304 when the request's validators match. */
export function sendFeed(
  request: FastifyRequest,
  reply: FastifyReply,
  feed: { body: string; mediaType: FeedMediaType; lastModified?: Date; fileName: string },
) {
  reply.header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`);
  if (isNotModified(request, reply, { etag: weakEtagOf(feed.body), lastModified: feed.lastModified })) return sendNotModified(reply);
  return reply
    .type(`${feed.mediaType}; charset=utf-8`)
    .header('content-disposition', `inline; filename="${feed.fileName}"`)
    .send(feed.body);
}

const RSS_EXAMPLE = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
  '<title>City Council meetings</title><link>https://civic.example/meetings</link>',
  '<item><title>City Council Regular Meeting - December 4, 2024</title>',
  '<link>https://civic.example/meetings/12</link><guid isPermaLink="false">meeting-5f0c2a1e-4b7d-8c3a-9e21-7d4f6a8b0c12@civic-commons</guid>',
  '<pubDate>Thu, 05 Dec 2024 15:00:00 GMT</pubDate></item>',
  '</channel></rss>',
].join('\n');

const ICS_EXAMPLE = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'NAME:Planning Commission meetings',
  'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  'BEGIN:VEVENT',
  'UID:meeting-5f0c2a1e-4b7d-8c3a-9e21-7d4f6a8b0c12@civic-commons',
  'SEQUENCE:3600',
  'SUMMARY:Planning Commission',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** The responses of a feed route, for its schema: the document, 304, and errors. */
export function feedResponses(mediaType: FeedMediaType, description: string, options: { notFound: boolean }) {
  const example = mediaType === 'text/calendar' ? ICS_EXAMPLE : RSS_EXAMPLE;
  return {
    200: mediaBody(mediaType, description, example),
    304: emptyResponse('The copy named by If-None-Match or If-Modified-Since is current'),
    400: errorResponseSchema,
    ...(options.notFound ? { 404: errorResponseSchema } : {}),
  };
}
