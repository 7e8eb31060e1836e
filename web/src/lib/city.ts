/**
 * The city a page serves, for the web (name, council links, time zone). The server says which (decision 020):
 * every page it sends carries the city as JSON (`<script type="application/json" id="city-state">`), and
 * `GET /api/v1/city` answers the same for a page that came without it (the Vite dev server's). The browser reads
 * it once before its first render (main.tsx); the server hands each render its own (entry-server.tsx), because
 * one process may serve several cities and render their pages at once (issue 46). Components read it with
 * `useCity()`; code outside components is handed it. There is no module-level city.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import type { PublicCity } from '#contract/city.ts';
import { CITY_STATE_ID } from '#contract/pages.ts';

export { councilNameIn } from '#contract/council-name.ts';

const CityContext = createContext<PublicCity | null>(null);

/** The city of everything rendered inside (the app's providers put it at the root). */
export function CityProvider({ city, children }: { city: PublicCity; children: ReactNode }) {
  return createElement(CityContext.Provider, { value: city }, children);
}

/** The city the page serves; throws outside a `CityProvider`, where no city is known. */
export function useCity(): PublicCity {
  const city = useContext(CityContext);
  if (!city) throw new Error('useCity: no city here (render inside <CityProvider>)');
  return city;
}

/** The city's council districts, 1 to its count: what every district choice offers. */
export function districtNumbers(city: PublicCity): number[] {
  return Array.from({ length: city.districtCount }, (_, i) => i + 1);
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
export async function loadCityFromServer(): Promise<PublicCity> {
  const embedded = document.getElementById(CITY_STATE_ID)?.textContent;
  if (embedded) return asCity(JSON.parse(embedded));
  const response = await fetch('/api/v1/city', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`the city could not be loaded (${response.status})`);
  return asCity(await response.json());
}
