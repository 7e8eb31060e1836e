/**
 * The public feeds under `/api/v1/feeds` (decision 013): RSS 2.0 for meetings (any search of the list), a topic,
 * a councilor's votes and a followed item; iCalendar for a meeting body and a followed item.
 */
import { z } from 'zod';
import { councilorDistrictParamsSchema, listMeetingsQuerySchema } from './meetings.ts';
import { meetingTypeSchema } from './enums.ts';
import { fileNumberSchema } from './subscriptions.ts';

/** Where the feeds live, relative to the site. */
export const FEEDS_PATH = '/api/v1/feeds';

/**
 * `GET /feeds/meetings.rss`: the meetings list's filters, without paging (a feed carries the newest changes).
 * Without any, the feed of new meetings and minutes.
 */
export const meetingsFeedQuerySchema = listMeetingsQuerySchema.omit({ limit: true, skip: true });
export type MeetingsFeedQuery = z.infer<typeof meetingsFeedQuerySchema>;

/** `GET /feeds/topics/{topic}.rss`: a topic's slug, as the meetings carry it (`zoning-and-land-use`). */
export const topicFeedParamsSchema = z.object({ topic: z.string().trim().min(1).max(100) });

/** `GET /feeds/councilors/{district}.rss`: the district whose seat's votes to follow. */
export const councilorFeedParamsSchema = councilorDistrictParamsSchema;

/** `GET /feeds/items/{file_number}.rss` and `.ics`: a matter by the clerk's file number. */
export const itemFeedParamsSchema = z.object({ file_number: fileNumberSchema });

/** `GET /feeds/bodies/{meeting_type}.ics`: one meeting body (a meeting type, e.g. the Planning Commission). */
export const bodyCalendarParamsSchema = z.object({ meeting_type: meetingTypeSchema });

/** The meetings feed of a list query, e.g. `/api/v1/feeds/meetings.rss?q=zoning`: what the search box links to. */
export function meetingsFeedPath(query: Partial<Record<keyof MeetingsFeedQuery, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${FEEDS_PATH}/meetings.rss${search ? `?${search}` : ''}`;
}

/** The RSS feed of a district seat's votes, e.g. `/api/v1/feeds/councilors/4.rss`. */
export function councilorFeedPath(district: number): string {
  return `${FEEDS_PATH}/councilors/${district}.rss`;
}

/** A meeting body's calendar, e.g. `/api/v1/feeds/bodies/planning_commission.ics`. */
export function bodyCalendarPath(meetingType: string): string {
  return `${FEEDS_PATH}/bodies/${meetingType}.ics`;
}

/** A followed item's feeds, e.g. `/api/v1/feeds/items/24-1045-1.rss` and `.ics`. */
export function itemFeedPaths(fileNumber: string): { rss: string; calendar: string } {
  const base = `${FEEDS_PATH}/items/${encodeURIComponent(fileNumber)}`;
  return { rss: `${base}.rss`, calendar: `${base}.ics` };
}
