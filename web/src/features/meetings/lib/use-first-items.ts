/**
 * A long agenda shows its first items, the rest a tap away (issue 52): a regular meeting's fifty items were most of
 * a meeting page's HTML, far below a phone's first screen. Each item's data is on the page already, so "Show all"
 * shows them at once. A link to an item further down (`#item-7-c`, as alerts, the map and the dashboard send)
 * shows them all and brings that item into view once it is there; a page's first render (the server's, which
 * never sees the `#`) is always the short one, so hydration matches.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export const FIRST_SCREEN_ITEMS = 12;
/** An agenda only a few items longer is shown whole: a button for three more items would cost more than them. */
const SHORTEN_FROM = 17;

export function useFirstItems<T>(items: readonly T[], anchorOf: (item: T) => string) {
  const [all, setAll] = useState(false);
  const { hash } = useLocation();
  const shortened = !all && items.length >= SHORTEN_FROM;
  const wanted = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const reveal = shortened && wanted !== null && items.slice(FIRST_SCREEN_ITEMS).some((item) => anchorOf(item) === wanted);
  // What to bring into view once every item is there: the linked item, or the first new one after "Show all".
  const next = useRef<{ id: string; focus: boolean } | null>(null);
  useEffect(() => {
    if (!reveal || wanted === null) return;
    next.current = { id: wanted, focus: false };
    setAll(true);
  }, [reveal, wanted]);
  useEffect(() => {
    const target = next.current && document.getElementById(next.current.id);
    if (!all || !target) return;
    // "Show all" goes away as it is used: the focus goes on to the first item it showed.
    if (next.current!.focus) target.focus({ preventScroll: true });
    target.scrollIntoView({ block: next.current!.focus ? 'nearest' : 'start' });
    next.current = null;
  }, [all]);
  const firstHidden = items[FIRST_SCREEN_ITEMS];
  return {
    shown: shortened ? items.slice(0, FIRST_SCREEN_ITEMS) : items,
    /** The first item "Show all" showed, which takes the focus (it needs a tabIndex for that). */
    focusAnchor: all && firstHidden ? anchorOf(firstHidden) : null,
    showAll: shortened
      ? () => {
          if (firstHidden) next.current = { id: anchorOf(firstHidden), focus: true };
          setAll(true);
        }
      : null,
  };
}
