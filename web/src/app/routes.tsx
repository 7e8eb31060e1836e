/**
 * Every route of the spec's route table plus our deep links, each page lazy-loaded so the home route ships only
 * what it needs. One line per route; route modules live in app/routes/ and export `Component`.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorBoundary } from './layout/route-error-boundary.tsx';

/** The route modules, by file name: one name per page, used to load it and, on the server, to find its CSS. */
const modules = import.meta.glob<object>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * A lazy route: its module and translation namespaces load together, before the page renders. `handle.module`
 * names the module, so the server can link the page's stylesheets before it hydrates (no unstyled flash).
 */
function page(module: string, namespaces: string[] = []): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`no route module ${module}`);
  return {
    handle: { module },
    lazy: async () => {
      const [loaded] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return loaded;
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, ...page('home') },
      { path: 'login', ...page('login', ['auth']) },
      { path: 'register', ...page('register', ['auth']) },
      { path: 'forgot-password', ...page('forgot-password', ['auth']) },
      { path: 'reset-password', ...page('reset-password', ['auth']) },
      { path: 'verify-email', ...page('verify-email', ['auth']) },
      { path: 'meetings/:id?', ...page('meetings', ['meetings', 'hearing', 'plain', 'places']) },
      { path: 'map', ...page('map', ['places']) },
      { path: 'matters/:file', ...page('matter', ['meetings']) },
      { path: 'councilors/:district', ...page('councilor', ['meetings', 'votes', 'places']) },
      { path: 'votes/split', ...page('votes-split', ['votes', 'meetings']) },
      { path: 'votes/compare', ...page('votes-compare', ['votes', 'meetings']) },
      { path: 'organizations/:slug?', ...page('organizations', ['organizations', 'auth']) },
      { path: 'campaigns/:id?', ...page('campaigns', ['campaigns', 'auth']) },
      {
        path: 'contact-representatives',
        ...page('contact-representatives', ['contact']),
        children: [
          { index: true, ...page('contact-representatives-compose', ['contact']) },
          { path: 'find-district', ...page('contact-representatives-find-district', ['contact']) },
        ],
      },
      { path: 'signup/notifications', ...page('signup-notifications', ['signup']) },
      { path: 'subscriptions/manage', ...page('subscriptions-manage', ['signup']) },
      { path: 'subscriptions/confirm', ...page('subscriptions-confirm', ['signup']) },
      { path: 'follow/confirm', ...page('follow-confirm', ['signup']) },
      { path: 'dashboard', ...page('dashboard', ['dashboard', 'meetings']) },
      { path: 'profile', ...page('profile', ['profile', 'auth', 'signup']) },
      { path: 'notifications', ...page('notifications', ['notifications']) },
      { path: 'admin', ...page('admin', ['admin']) },
      { path: 'admin/reports', ...page('admin-reports', ['admin']) },
      { path: 'corrections', ...page('corrections', ['corrections', 'meetings']) },
      { path: 'status', ...page('data-status', ['dataStatus']) },
      { path: 'data', ...page('data', ['data']) },
      { path: 'glossary', ...page('glossary', ['plain']) },
      { path: '*', ...page('not-found') },
    ],
  },
];
