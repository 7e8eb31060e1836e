/**
 * The addresses of the public feeds (decision 013), apart from their schemas so that a page linking a feed does
 * not load zod for it: nothing here imports a value.
 */
import type { MeetingsFeedQuery } from './feeds.ts';
import type { Language } from './languages.ts';

/** Where the feeds live, relative to the site. */
export const FEEDS_PATH = '/api/v1/feeds';

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

/**
 * A feed's or calendar's address in a reader's language: `?lang=es` (or `&lang=es`) for Spanish, which every feed
 * and calendar takes for its own wording; English, the default, is the plain address.
 */
export function inFeedLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
}
