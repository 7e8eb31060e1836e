/**
 * A long list on a server-rendered page holds what a first screen shows, the rest a tap away (issue 52): a meeting
 * page carried the 100 cards of the list beside it in its markup and again in its embedded state (580,000
 * characters with the archive loaded). An infinite query's page asks for `{ skip, limit }`, so the short first page
 * the server rendered is refetched as it was (the browser keeps its page parameters), and "Show more" goes on
 * from where it ends. A list the browser loads itself starts with its full page, as before.
 */
import { isServer } from '@tanstack/react-query';

export interface ListPage {
  skip: number;
  limit: number;
}

/** The first page: `firstScreen` items in a server render, `full` in the browser. */
export function firstListPage(full: number, firstScreen: number): ListPage {
  return { skip: 0, limit: isServer ? firstScreen : full };
}

/** The page after those loaded, `full` long; none when all `total` are there (or the last page came back empty). */
export function nextListPage(pages: readonly { items: readonly unknown[] }[], total: number, full: number): ListPage | undefined {
  const loaded = pages.reduce((n, p) => n + p.items.length, 0);
  const last = pages.at(-1);
  return loaded < total && last !== undefined && last.items.length > 0 ? { skip: loaded, limit: full } : undefined;
}

/** A long list on a page (a meeting's agenda) shows this many first. */
export const FIRST_SCREEN_ITEMS = 12;

/**
 * How many of a list a first screen shows, and from how long a list on: a list only a few longer is shown whole (a
 * button for three more would cost more than them).
 */
export interface FirstScreenRule {
  first: number;
  shortenFrom: number;
}
export const LIST_RULE: FirstScreenRule = { first: FIRST_SCREEN_ITEMS, shortenFrom: 17 };
/**
 * A meeting's roll calls come after its agenda and places, well below a phone's first screen, and each is a table
 * (a regular meeting's nine roll calls of nine were 24,000 characters of its HTML): the first five.
 */
export const ROLL_CALL_RULE: FirstScreenRule = { first: 5, shortenFrom: 8 };
/** The list beside a meeting's map comes after its agenda too (a zoning meeting's forty places): the first six. */
export const PLACES_RULE: FirstScreenRule = { first: 6, shortenFrom: 9 };

/** How many of `count` a first screen shows. */
export function firstShown(count: number, rule: FirstScreenRule = LIST_RULE): number {
  return count >= rule.shortenFrom ? rule.first : count;
}
