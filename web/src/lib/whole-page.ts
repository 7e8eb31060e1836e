/**
 * A page that shows the first part of its long lists (a meeting's agenda, roll calls, places and detailed
 * summary: use-first-items.ts) is also served whole, at its own address with `?whole=1`: every list shown in full,
 * as the server renders it. Its "Show all" controls are links to that address, which the app takes over to show
 * the rest in place. So they work before the app has loaded and without JavaScript at all (a text browser, a
 * reader view, a phone that failed to load the script), and the whole record can be printed or searched with the
 * browser's find. The canonical URL of a page names its path only (page-head.ts), so search engines index one.
 */
import type { MouseEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { asksForWholePage, WHOLE_PAGE_PARAM } from '#contract/pages.ts';

/** Whether this page is to show every list whole. */
export function useWholePage(): boolean {
  return asksForWholePage(useLocation().search);
}

/** This page's whole version, opened at `anchor` (an element's id) or its top: its other parameters (`lang=es`) kept. */
export function useWholePageHref(): (anchor?: string) => string {
  const { pathname, search } = useLocation();
  const href = useWholeHrefOf(`${pathname}${search}`);
  return (anchor) => (anchor === undefined ? href : `${href}#${encodeURIComponent(anchor)}`);
}

/** The whole version of a page of the app (`/meetings?status=all` → `/meetings?status=all&whole=1`). */
export function useWholeHrefOf(path: string): string {
  const [pathname = '', search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set(WHOLE_PAGE_PARAM, '1');
  // With the city's base path (`/springfield/meetings/12?...`): the link is followed by the browser, not the router.
  return useHref({ pathname, search: `?${params.toString()}` });
}

/**
 * A click the app answers in place (`show`) instead of following the link: a plain left click. One with a
 * modifier (a new tab or window) or another button goes to the whole page as a link does.
 */
export function showInPlace(show: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  };
}
