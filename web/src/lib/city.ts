/**
 * The city this deployment serves, for the web (name, council links, time zone). The server says which (decision
 * 020): every page it sends carries the city as JSON (`<script type="application/json" id="city-state">`), and
 * `GET /api/v1/city` answers the same for a page that came without it (the Vite dev server's). The app reads
 * it once before its first render (main.tsx; entry-server.tsx on the server), so `city` is always set by the
 * time a component reads it; read it inside functions, never at import time.
 */
import type { PublicCity } from '#contract/city.ts';
import { CITY_STATE_ID } from '#contract/pages.ts';

// Filled by setCity before the first render; an ESM live binding, so importers see the value once set.
export let city = {} as PublicCity;

export function setCity(next: PublicCity): void {
  city = next;
}

/**
 * The server checked the city against the contract's schema before sending it; here only its presence is checked,
 * so that the shell does not carry zod's schemas (26 KB gzip) for a value from our own origin.
 */
function asCity(value: unknown): PublicCity {
  if (typeof value !== 'object' || value === null || typeof (value as { name?: unknown }).name !== 'string') {
    throw new Error('the city this page came with is not readable');
  }
  return value as PublicCity;
}

/** The city embedded in the page, or, without it, the server's answer. */
export async function loadCityFromServer(): Promise<void> {
  const embedded = document.getElementById(CITY_STATE_ID)?.textContent;
  if (embedded) {
    setCity(asCity(JSON.parse(embedded)));
    return;
  }
  const response = await fetch('/api/v1/city', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the city could not be loaded (${response.status})`);
  setCity(asCity(await response.json()));
}
