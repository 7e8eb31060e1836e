/**
 * Server rendering (decision 019-server-rendered-pages): the same routes and components as the browser,
 * rendered to HTML for a visitor who is not signed in, with the API answered by the server itself. The browser
 * then hydrates this HTML (main.tsx) from the data embedded beside it, so nothing is fetched twice.
 *
 * A page's queries are found by rendering it: each useQuery registers its query in the cache; the ones still
 * pending are fetched and the page rendered again, until no new query appears (at most three rounds, for
 * queries that depend on others).
 *
 * One process may serve several cities and render their pages at once (issue 46): each render is handed its city
 * (put in the tree by `AppProviders`, read with `useCity()`) and its API (the city's own app, in-process), and
 * the API calls of its queries find theirs through an AsyncLocalStorage scope, never a module-level value.
 */
import { dehydrate, type DehydratedState, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { type ApiTarget, setApiTargetSource } from './lib/api-client.ts';
import { ALL_NAMESPACES, i18next, loadNamespaces } from './lib/i18n.ts';
import { withoutTimes } from './lib/server-state.ts';
import { LANGUAGES, type Language } from '#contract/languages.ts';
import type { PublicCity } from '#contract/city.ts';

// Each render's API: the fetch that answers in-process and the city's base path.
const renderScope = new AsyncLocalStorage<ApiTarget>();
setApiTargetSource(() => {
  const target = renderScope.getStore();
  if (!target) throw new Error('an API call outside a server render');
  return target;
});

export interface RenderedPage {
  /** The markup to put inside <div id="root">. */
  html: string;
  /** The route modules the page is made of (routes.tsx `handle.module`), whose stylesheets the head links. */
  modules: string[];
  /** What main.tsx hydrates from: the query cache and the router's state. */
  state: { queries: DehydratedState; router: Pick<StaticHandlerContext, 'loaderData' | 'actionData' | 'errors'> };
}

const MAX_ROUNDS = 3;
// Every namespace of every language, once: a page in any language then renders without waiting.
const namespacesLoaded = loadNamespaces(ALL_NAMESPACES).then(() => i18next.loadLanguages([...LANGUAGES]));

/** Renders the whole tree, waiting for lazy components (not just the shell), and returns the markup. */
function renderToHtml(element: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // One piece, no outlined boundaries: those are revealed by inline scripts, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(() => {
      stream.abort();
      reject(new Error('server rendering took too long'));
    }, timeoutMs).unref();
  });
}

/** Queries the page asked for and has not got, leaving out those it switched off (`enabled: false`). */
function pendingQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * Renders `url` (path and query) for an anonymous visitor, in `language`. `apiFetch` answers the page's API
 * calls. Returns null for a redirect or anything the router does not render itself; throws when rendering fails.
 */
export function renderPage(url: string, origin: string, apiFetch: typeof fetch, timeoutMs: number, language: Language, city: PublicCity): Promise<RenderedPage | null> {
  return renderScope.run({ fetch: apiFetch, base: city.api_base }, () => renderInScope(url, origin, timeoutMs, language, city));
}

/** `url` includes the city's base path (`/fictionville/meetings`), the router's basename. */
async function renderInScope(url: string, origin: string, timeoutMs: number, language: Language, city: PublicCity): Promise<RenderedPage | null> {
  await namespacesLoaded;
  const handler = createStaticHandler(routes, { basename: city.web_base });
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  // No retries on the server: a failing answer fails now (the page renders its error state, or the shell is
  // sent), instead of holding the page for the browser's back-off delays.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // A translator of this request's own: pages in two languages may be rendering at once, and the shared
  // instance's language is the browser's single setting.
  const i18n = i18next.cloneInstance({ lng: language, initAsync: false });
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <AppProviders city={city} queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </I18nextProvider>
  );

  let html = await renderToHtml(tree(), timeoutMs);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const pending = pendingQueries(client);
    if (pending.length === 0) break;
    // A failed query stays in its error state, as in the browser; the page renders what it shows then.
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(tree(), timeoutMs);
  }
  return {
    html,
    modules: context.matches.map((match) => (match.route.handle as { module?: string } | undefined)?.module).filter((m): m is string => Boolean(m)),
    state: {
      // No render time in the page: its ETag changes only when what it shows does (issue 52).
      // A query fetched only to derive another from (`meta.embed: false`, the whole glossary a meeting's words are
      // taken from) stays out: the page embeds what its first screen shows (issue 52).
      queries: withoutTimes(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.embed !== false })),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
  };
}
