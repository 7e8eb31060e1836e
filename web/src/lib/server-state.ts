/**
 * The state a server-rendered page carries for hydration: JSON in `<script type="application/json"
 * id="server-state">` (data, not code, so the Content-Security-Policy that allows only our own scripts is
 * untouched). Null when the page was not rendered on the server.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { SERVER_STATE_ID } from '#contract/pages.ts';

export interface ServerState {
  queries: DehydratedState;
  router: HydrationState;
}

export function readServerState(now = Date.now()): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return withTimes(JSON.parse(text) as ServerState, now);
  } catch {
    return null;
  }
}

/**
 * The queries without the times they were fetched and packed (`dataUpdatedAt`, `dehydratedAt`): a page is kept
 * until the record changes (server/pages/page-cache.ts), and a render time in its HTML would change its ETag at
 * every render of an unchanged page. The browser puts the time back (`withTimes`).
 */
export function withoutTimes(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
}

/** The page's data is the record as it is now (the server re-renders a page when the record changes). */
function withTimes(state: ServerState, now: number): ServerState {
  const queries = state.queries.queries.map((query) => ({ ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } }));
  return { ...state, queries: { ...state.queries, queries } };
}
