/** Public feeds, mounted at /api/v1/feeds: RSS for readers, iCalendar for calendars (decision 013). */
import type { FastifyPluginAsync } from 'fastify';
import { bodyCalendarRoutes } from './body-calendar.ts';
import { councilorFeedRoutes } from './councilor-feed.ts';
import { itemFeedRoutes } from './item-feeds.ts';
import { meetingFeedRoutes } from './meeting-feeds.ts';

export const feedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meetingFeedRoutes);
  await app.register(councilorFeedRoutes);
  await app.register(itemFeedRoutes);
  await app.register(bodyCalendarRoutes);
};
