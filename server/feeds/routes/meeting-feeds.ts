/**
 * `GET /feeds/meetings.rss` (new meetings and minutes, or any search of the meetings list with the list's own
 * parameters) and `GET /feeds/topics/{topic}.rss` (the same, for one topic).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilNameIn } from '#contract/council-name.ts';
import { FEEDS_PATH, meetingsFeedPath } from '#contract/feed-paths.ts';
import { feedLanguageQuerySchema, meetingsFeedQuerySchema, topicFeedParamsSchema, type MeetingsFeedQuery } from '#contract/feeds.ts';
import type { Language } from '#contract/languages.ts';
import { t } from '../../i18n.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildRss } from '../../lib/rss.ts';
import { feedMeetings, topicName } from '../feed-reads.ts';
import { createFeedCache } from './feed-cache.ts';
import { meetingEntry, newestUpdate, RSS_LANGUAGE } from './feed-entries.ts';
import { FEED_MAX_AGE_SECONDS, feedResponses, languageSearch, sendFeed } from './send-feed.ts';

/** The meetings page showing what a feed query names (the page keeps its filters under its own names). */
export function meetingsPageUrl(publicUrl: string, query: MeetingsFeedQuery): string {
  const params = new URLSearchParams();
  // The page shows completed meetings unless told otherwise; the API shows every status.
  params.set('status', query.status ?? 'all');
  if (query.from || query.to) params.set('date', 'custom');
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q) params.set('q', query.q);
  if (query.meeting_type) params.set('type', query.meeting_type);
  if (query.topic) params.set('topic', query.topic);
  if (query.include_unsummarized === 'true') params.set('unsummarized', '1');
  return `${publicUrl}/meetings?${params.toString()}`;
}

/** How long a built feed may tell a meeting's state late. */
const STATE_WINDOW_MS = 60_000;

export const meetingFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL;
  // A Spanish feed names the council as a Spanish reader knows it (the city's `councilNameEs`), an English one by its own name.
  const councilIn = (lang: Language) => councilNameIn(app.city.config, lang);
  const cached = createFeedCache();
  // A feed tells each meeting's state at the time it is built (upcoming, awaiting minutes): the time window is part
  // of its key, as in the meetings list, so an entry is at most a window late however the clock moves.
  const at = () => `@${Math.floor(app.clock.now().getTime() / STATE_WINDOW_MS)}`;

  app.get(
    '/meetings.rss',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getMeetingsFeed',
        summary: 'RSS of meetings, the most recently changed first (a new agenda or minutes brings a meeting back up)',
        description:
          'Takes the filters of GET /api/v1/meetings/ (not limit and skip): without any, the feed of new meetings ' +
          'and minutes; with q, the feed of a search. At most 50 entries, one per meeting.',
        querystring: meetingsFeedQuerySchema,
        response: feedResponses('application/rss+xml', 'An RSS 2.0 feed', { notFound: false }),
      },
    },
    async (request, reply) => {
      const query = request.query;
      const lang = query.lang ?? 'en';
      const build = async () => {
        const rows = await feedMeetings(app.db, query, app.city.config.timeZone, app.clock.now());
        const body = buildRss({
          title: query.q ? t('feeds.meetings.searchTitle', { council: councilIn(lang), q: query.q }, lang) : t('feeds.meetings.title', { council: councilIn(lang) }, lang),
          link: meetingsPageUrl(publicUrl, query),
          selfUrl: `${publicUrl}${meetingsFeedPath(query)}`,
          description: t('feeds.meetings.description', { council: councilIn(lang) }, lang),
          language: RSS_LANGUAGE[lang],
          lastBuildDate: newestUpdate(rows),
          ttlMinutes: FEED_MAX_AGE_SECONDS / 60,
          items: rows.map((row) => meetingEntry(row, publicUrl, app.city.config, app.clock.now(), lang)),
        });
        return { body, lastModified: newestUpdate(rows) };
      };
      // As the list does, searches are not cached: their long tail would only push the common feeds out. The parsed
      // query names the feed, unknown parameters dropped, so junk added to the URL finds the same entry.
      const feed = query.q ? await build() : await cached(`meetings:${JSON.stringify(query)}${at()}`, build);
      return sendFeed(request, reply, { ...feed, mediaType: 'application/rss+xml', fileName: 'meetings.rss' });
    },
  );

  app.get(
    '/topics/:topic.rss',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getTopicFeed',
        summary: "RSS of one topic's meetings, the most recently changed first",
        params: topicFeedParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: feedResponses('application/rss+xml', 'An RSS 2.0 feed', { notFound: true }),
      },
    },
    async (request, reply) => {
      const slug = request.params.topic;
      const lang = request.query.lang ?? 'en';
      const feed = await cached(`topic:${slug}:${lang}${at()}`, async () => {
        const name = await topicName(app.db, slug);
        if (name === undefined) throw notFound('topic');
        const rows = await feedMeetings(app.db, { topic: slug }, app.city.config.timeZone, app.clock.now());
        const body = buildRss({
          title: t('feeds.topic.title', { council: councilIn(lang), topic: name }, lang),
          link: meetingsPageUrl(publicUrl, { topic: slug }),
          selfUrl: `${publicUrl}${FEEDS_PATH}/topics/${encodeURIComponent(slug)}.rss${languageSearch(lang)}`,
          description: t('feeds.topic.description', { council: councilIn(lang), topic: name }, lang),
          language: RSS_LANGUAGE[lang],
          lastBuildDate: newestUpdate(rows),
          ttlMinutes: FEED_MAX_AGE_SECONDS / 60,
          items: rows.map((row) => meetingEntry(row, publicUrl, app.city.config, app.clock.now(), lang)),
        });
        return { body, lastModified: newestUpdate(rows) };
      });
      return sendFeed(request, reply, { ...feed, mediaType: 'application/rss+xml', fileName: 'topic.rss' });
    },
  );
};
