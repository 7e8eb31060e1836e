/**
 * Filters that live in the URL, edited faster than the URL follows. A router navigation is drawn in a transition:
 * until it commits, the page still renders with the old URL. An edit built on those filters loses the one before
 * it (a To date picked right after a From date, on a slow phone: the list came back with only the To date), and a
 * controlled date field snaps back to its old value meanwhile. The draft is what the resident last asked for; it
 * takes the URL's filters again whenever the URL's filters change (Back, Forward, a link, the navigation landing).
 */
import { useState } from 'react';

export function useFilterDraft<F extends object>(
  filters: F,
  onChange: (next: F) => void,
  /** The same string for the same filters (the URL's query): new objects are made on every render. */
  keyOf: (filters: F) => string,
): readonly [draft: F, set: (patch: Partial<F>) => void] {
  const key = keyOf(filters);
  const [held, setHeld] = useState({ key, draft: filters });
  let draft = held.draft;
  // State adjusted while rendering, as React's docs advise for state that follows a prop.
  if (held.key !== key) {
    draft = filters;
    setHeld({ key, draft });
  }
  const set = (patch: Partial<F>) => {
    const next = { ...draft, ...patch };
    setHeld({ key, draft: next });
    onChange(next);
  };
  return [draft, set] as const;
}
