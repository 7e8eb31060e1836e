/**
 * The city this deployment serves, for the web (name, council links, time zone). The server says which (decision
 * 020): every page it sends carries the city as JSON (`<script type="application/json" id="city-state">`), and
 * `GET /api/v1/city` answers the same for a page that came without it (the Vite dev server's). The app reads
 * it once before its first render (main.tsx; entry-server.tsx on the server), so `city` is always set by the
 * time a component reads it; read it inside functions, never at import time.
 */
import { CITY_STATE_ID, type PublicCity, publicCitySchema } from '../../../contract/city.ts';

// Filled by setCity before the first render; an ESM live binding, so importers see the value once set.
export let city = {} as PublicCity;

export function setCity(next: PublicCity): void {
  city = next;
}

/** The city embedded in the page, or, without it, the server's answer. */
export async function loadCityFromServer(): Promise<void> {
  const embedded = document.getElementById(CITY_STATE_ID)?.textContent;
  if (embedded) {
    setCity(publicCitySchema.parse(JSON.parse(embedded)));
    return;
  }
  const response = await fetch('/api/v1/city', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the city could not be loaded (${response.status})`);
  setCity(publicCitySchema.parse(await response.json()));
}
