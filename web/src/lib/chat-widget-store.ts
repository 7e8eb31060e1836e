/** Open/closed state of the floating chat widget, shared by the widget and the Home page's AI Assistant tile. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setChatWidgetOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function useChatWidgetOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
