/**
 * A long list on a meeting page (its agenda, its roll calls, its places) shows its first items, the rest a tap away (issue 52):
 * a regular meeting's fifty items were most of a meeting page's HTML, far below a phone's first screen. A link to
 * an item further down (`#item-7-c` from alerts, the map and the dashboard; `#vote-12` from split votes) shows
 * them all and brings that item into view once it is there; a page's first render (the server's, which never sees
 * the `#`) is always the short one, so hydration matches.
 *
 * `total` is how many there are: a server-rendered page holds only the first ones (first-screen-meeting.ts), and
 * `more` asks for the rest when the reader does ("Show all", or a link to one of the rest, which `ownsAnchor`
 * recognises); they are shown as they come.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { firstShown, type FirstScreenRule, LIST_RULE } from './first-screen.ts';
import { useWholePage } from './whole-page.ts';

export { FIRST_SCREEN_ITEMS } from './first-screen.ts';

export interface FirstItemsOptions<T> {
  anchorOf: (item: T) => string;
  /** How many there are, when `items` may hold only the first ones. */
  total?: number;
  rule?: FirstScreenRule;
  /** Asks for the rest of the items, when `items` holds only the first ones. */
  more?: () => void;
  /** Whether an anchor (`#item-40`) names one of this list's items, to ask for the rest when it is not here. */
  ownsAnchor?: (id: string) => boolean;
}

export function useFirstItems<T>(items: readonly T[], { anchorOf, total = items.length, rule = LIST_RULE, more, ownsAnchor }: FirstItemsOptions<T>) {
  // The whole page (`?whole=1`, whole-page.ts) shows every item from its first render, the server's too.
  const wholePage = useWholePage();
  const [all, setAll] = useState(wholePage);
  const { hash } = useLocation();
  const first = firstShown(total, rule);
  const shortened = !all && first < total;
  const wanted = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const reveal = shortened && wanted !== null && items.slice(first).some((item) => anchorOf(item) === wanted);
  // A link to an item of the rest, which the page does not hold yet: ask for the rest (it is revealed once here).
  const missing = wanted !== null && items.length < total && Boolean(ownsAnchor?.(wanted)) && !items.some((item) => anchorOf(item) === wanted);
  useEffect(() => {
    if (missing) more?.();
  }, [missing, more]);
  // What to bring into view once it is there: the linked item, or the first new one after "Show all" (by place,
  // for it may not have arrived yet).
  const next = useRef<{ id: string; focus: boolean } | { index: number; focus: true } | null>(null);
  useEffect(() => {
    if (!reveal || wanted === null) return;
    next.current = { id: wanted, focus: false };
    setAll(true);
  }, [reveal, wanted]);
  const arrived = items.length;
  useEffect(() => {
    const pending = next.current;
    if (!all || !pending) return;
    const id = 'id' in pending ? pending.id : pending.index < items.length ? anchorOf(items[pending.index]!) : null;
    const target = id === null ? null : document.getElementById(id);
    if (!target) return;
    // "Show all" goes away as it is used: the focus goes on to the first item it showed.
    if (pending.focus) target.focus({ preventScroll: true });
    target.scrollIntoView({ block: pending.focus ? 'nearest' : 'start' });
    next.current = null;
    // Runs again when the rest of the items arrive; `items` and `anchorOf` change with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, arrived]);
  return {
    shown: shortened ? items.slice(0, first) : items,
    /** The first item "Show all" showed, which takes the focus (it needs a tabIndex for that). */
    focusAnchor: all && items[first] !== undefined && first < total ? anchorOf(items[first]!) : null,
    /** "Show all" was pressed and the rest has not arrived yet. */
    waiting: all && items.length < total,
    showAll: shortened
      ? () => {
          next.current = { index: first, focus: true };
          setAll(true);
          if (items.length < total) more?.();
        }
      : null,
  };
}
