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
