/**
 * `GET /feeds/councilors/{district}.rss`: how a district's seat voted, one entry per meeting with a roll call
 * (votes are re-numbered when a meeting's minutes are read again, meetings are not: decision 013).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDS_PATH } from '#contract/feed-paths.ts';
import { councilorFeedParamsSchema, feedLanguageQuerySchema } from '#contract/feeds.ts';
import { t } from '../../i18n.ts';
import { notFound } from '../../lib/app-error.ts';
import { buildRss } from '../../lib/rss.ts';
import { getCouncilorDistrict } from '../../councilors/councilor-store.ts';
import { cityDay } from '../../councilors/sitting-council.ts';
import { seatVotes } from '../feed-reads.ts';
import { createFeedCache } from './feed-cache.ts';
import { newestUpdate, RSS_LANGUAGE, seatVotesEntry } from './feed-entries.ts';
import { FEED_MAX_AGE_SECONDS, feedResponses, languageSearch, sendFeed } from './send-feed.ts';

export const councilorFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.PUBLIC_URL;
  const cached = createFeedCache();

  app.get(
    '/councilors/:district.rss',
    {
      schema: {
        tags: ['feeds'],
        operationId: 'getCouncilorVotesFeed',
        summary: "RSS of a district seat's votes, one entry per meeting, newest meeting first",
        params: councilorFeedParamsSchema,
        querystring: feedLanguageQuerySchema,
        response: feedResponses('application/rss+xml', 'An RSS 2.0 feed', { notFound: true }),
      },
    },
    async (request, reply) => {
      const district = request.params.district;
      const lang = request.query.lang ?? 'en';
      const feed = await cached(`district:${district}:${lang}`, async () => {
        const seat = await getCouncilorDistrict(app.db, district, cityDay(app.city.config, app.clock.now()));
        if (!seat) throw notFound('councilor');
        const { meetings, votes } = await seatVotes(app.db, district);
        const title = seat.councilor
          ? t('feeds.councilor.title', { name: seat.councilor.name, district }, lang)
          : t('feeds.councilor.seatTitle', { district }, lang);
        const body = buildRss({
          title,
          link: `${publicUrl}/councilors/${district}`,
          selfUrl: `${publicUrl}${FEEDS_PATH}/councilors/${district}.rss${languageSearch(lang)}`,
          description: t('feeds.councilor.description', { district }, lang),
          language: RSS_LANGUAGE[lang],
          lastBuildDate: newestUpdate(meetings),
          ttlMinutes: FEED_MAX_AGE_SECONDS / 60,
          items: meetings.map((row) => seatVotesEntry(row, votes.filter((v) => v.meeting_id === row.id), publicUrl, district, app.city.config, app.clock.now(), lang)),
        });
        return { body, lastModified: newestUpdate(meetings) };
      });
      return sendFeed(request, reply, { ...feed, mediaType: 'application/rss+xml', fileName: `district-${district}-votes.rss` });
    },
  );
};
