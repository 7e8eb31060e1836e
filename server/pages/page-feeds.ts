/**
 * The feeds a page announces in its head (`<link rel="alternate" type="application/rss+xml">`), which is where
 * browsers and feed readers look when given a page's address: the meetings feed on the home and meetings pages,
 * a councilor's votes on their page. The head is written by the server, so readers that run no JavaScript find
 * them too; the meetings page adds the feed of its current search in the browser. A page in Spanish names the
 * Spanish feed (`?lang=es`), titled in Spanish.
 */
import { councilorFeedPath, inFeedLanguage, meetingsFeedPath } from '#contract/feed-paths.ts';
import type { CityConfig } from '#contract/city.ts';
import { councilNameIn } from '#contract/council-name.ts';
import type { Language } from '#contract/languages.ts';
import type { PageMatch } from '#contract/pages.ts';
import { t } from '../i18n.ts';

export interface PageFeed {
  title: string;
  /** Absolute URL of the feed. */
  href: string;
}

export function pageFeeds(city: CityConfig, match: PageMatch, publicUrl: string, language: Language): PageFeed[] {
  const href = (path: string) => `${publicUrl}${inFeedLanguage(path, language)}`;
  const meetings = { title: t('feeds.meetings.title', { council: councilNameIn(city, language) }, language), href: href(meetingsFeedPath({})) };
  switch (match.pattern) {
    case '/':
    case '/meetings/:id?':
      return [meetings];
    case '/councilors/:district': {
      const district = Number(match.params.district);
      return [{ title: t('feeds.councilor.seatTitle', { district }, language), href: href(councilorFeedPath(district)) }];
    }
    default:
      return [];
  }
}
