/**
 * The RSS feed of what the meetings page shows: the list's own query (status, dates, search, type, topic), so a
 * reader gets the meetings of this search as they change. A rolling window ("Last 30 days") would freeze into
 * fixed days in a URL that readers keep for years; the feed drops it and carries the newest changes instead.
 */
import { meetingsFeedPath } from '#contract/feed-paths.ts';
import { meetingsQueryParams } from '../api/get-meetings.ts';
import type { DateRange } from './date-presets.ts';
import type { MeetingFilters } from './meeting-filters.ts';

const ROLLING = new Set(['last-30-days', 'last-90-days']);

/** The feed's path, e.g. `/api/v1/feeds/meetings.rss?status=completed&q=zoning`. */
export function searchFeedPath(filters: MeetingFilters, range: DateRange): string {
  const params = meetingsQueryParams(filters, ROLLING.has(filters.date) ? {} : range);
  return meetingsFeedPath(params);
}
