/**
 * Entry point: styles, translations, providers and the router. A page the server rendered (for a visitor who
 * is not signed in; see entry-server.tsx) is hydrated from the state embedded beside it; otherwise, and for a
 * signed-in visitor, whose page differs from the anonymous one the server drew, the app renders afresh.
 */
import './lib/zod-config.ts';
import './styles/global.css';
import { BUNDLED_NAMESPACES, loadNamespaces } from './lib/i18n.ts';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { getStoredToken, setApiBase } from './lib/api-client.ts';
import { loadCityFromServer } from './lib/city.ts';
import { readServerState } from './lib/server-state.ts';
import { takeEarlyTaps } from './lib/early-taps.ts';

// Which city this page serves comes from the server (decision 020), before anything renders; with it, where the
// city's pages and API live in a deployment serving several (issue 46).
const pageCity = await loadCityFromServer();
setApiBase(pageCity.api_base);
const basename = pageCity.web_base;
const container = document.getElementById('root')!;
// English's shell text is bundled; another language's loads first, so the first render is already in it.
await loadNamespaces(BUNDLED_NAMESPACES);
const serverState = getStoredToken() ? null : readServerState();

if (serverState) {
  // The matched routes' modules (and their translations) must be in place before the first render, or the
  // browser would draw a loading state where the server drew the page.
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, serverState.queries);
  const router = createBrowserRouter(routes, { basename, hydrationData: serverState.router });
  // From here React queues the events on what it has not hydrated yet; the earlier ones are replayed after.
  const earlyTaps = takeEarlyTaps();
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders city={pageCity} queryClient={queryClient} earlyTaps={earlyTaps}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
} else {
  // A signed-in visitor's page is drawn afresh: taps on the anonymous page drawn by the server are void.
  takeEarlyTaps();
  const router = createBrowserRouter(routes, { basename });
  createRoot(container).render(
    <StrictMode>
      <AppProviders city={pageCity}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
