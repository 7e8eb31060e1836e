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

export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
