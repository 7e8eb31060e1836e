/**
 * False while the server renders a page and while the browser hydrates it, true afterwards. What depends on
 * the window (its width, pdf.js, the host name) renders only once this is true, so the browser's first render
 * matches the server's HTML exactly.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
