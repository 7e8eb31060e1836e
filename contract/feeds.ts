/**
 * The requests of the public feeds under `/api/v1/feeds` (decision 013; their addresses are in feed-paths.ts):
 * RSS 2.0 for meetings (any search of the list), a topic, a councilor's votes and a followed item; iCalendar for
 * a meeting body and a followed item.
 */
import { z } from 'zod';
import { councilorDistrictParamsSchema, listMeetingsQuerySchema } from './meetings.ts';
import { meetingTypeSchema } from './enums.ts';
import { fileNumberSchema } from './subscriptions.ts';
import { languageSchema } from './language-schema.ts';

/**
 * `?lang=es` on every feed: the feed's own wording (its title, labels, dates) in that language; the record's
 * English text stays as it is, marked as English. English without it.
 */
export const feedLanguageQuerySchema = z.object({
  lang: languageSchema.optional().describe("The language of the feed's own wording; the record's text stays in English, marked"),
});

/**
 * `GET /feeds/meetings.rss`: the meetings list's filters, without paging (a feed carries the newest changes).
 * Without any, the feed of new meetings and minutes.
 */
export const meetingsFeedQuerySchema = listMeetingsQuerySchema.omit({ limit: true, skip: true }).extend(feedLanguageQuerySchema.shape);
export type MeetingsFeedQuery = z.infer<typeof meetingsFeedQuerySchema>;

/** `GET /feeds/topics/{topic}.rss`: a topic's slug, as the meetings carry it (`zoning-and-land-use`). */
export const topicFeedParamsSchema = z.object({ topic: z.string().trim().min(1).max(100) });

/** `GET /feeds/councilors/{district}.rss`: the district whose seat's votes to follow. */
export const councilorFeedParamsSchema = councilorDistrictParamsSchema;

/** `GET /feeds/items/{file_number}.rss` and `.ics`: a matter by the clerk's file number. */
export const itemFeedParamsSchema = z.object({ file_number: fileNumberSchema });

/** `GET /feeds/bodies/{meeting_type}.ics`: one meeting body (a meeting type, e.g. the Planning Commission). */
export const bodyCalendarParamsSchema = z.object({ meeting_type: meetingTypeSchema });
