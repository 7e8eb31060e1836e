/**
 * Every route of the spec's route table plus our deep links, each page lazy-loaded so the home route ships only
 * what it needs. One line per route; route modules live in app/routes/ and export `Component`.
 */
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../lib/i18n.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorBoundary } from './layout/route-error-boundary.tsx';

/** A lazy route whose module and translation namespaces load together, before the page renders. */
function page(load: () => Promise<object>, namespaces: string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return module;
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: page(() => import('./routes/home.tsx')) },
      { path: 'login', lazy: page(() => import('./routes/login.tsx'), ['auth']) },
      { path: 'register', lazy: page(() => import('./routes/register.tsx'), ['auth']) },
      { path: 'forgot-password', lazy: page(() => import('./routes/forgot-password.tsx'), ['auth']) },
      { path: 'reset-password', lazy: page(() => import('./routes/reset-password.tsx'), ['auth']) },
      { path: 'verify-email', lazy: page(() => import('./routes/verify-email.tsx'), ['auth']) },
      { path: 'meetings/:id?', lazy: page(() => import('./routes/meetings.tsx'), ['meetings']) },
      { path: 'councilors/:district', lazy: page(() => import('./routes/councilor.tsx'), ['meetings', 'votes']) },
      { path: 'votes/split', lazy: page(() => import('./routes/votes-split.tsx'), ['votes', 'meetings']) },
      { path: 'votes/compare', lazy: page(() => import('./routes/votes-compare.tsx'), ['votes', 'meetings']) },
      { path: 'organizations/:slug?', lazy: page(() => import('./routes/organizations.tsx'), ['organizations', 'auth']) },
      { path: 'campaigns/:id?', lazy: page(() => import('./routes/campaigns.tsx'), ['campaigns', 'auth']) },
      {
        path: 'contact-representatives',
        lazy: page(() => import('./routes/contact-representatives.tsx'), ['contact']),
        children: [
          { index: true, lazy: page(() => import('./routes/contact-representatives-compose.tsx'), ['contact']) },
          { path: 'find-district', lazy: page(() => import('./routes/contact-representatives-find-district.tsx'), ['contact']) },
        ],
      },
      { path: 'signup/notifications', lazy: page(() => import('./routes/signup-notifications.tsx'), ['signup']) },
      { path: 'subscriptions/manage', lazy: page(() => import('./routes/subscriptions-manage.tsx'), ['signup']) },
      { path: 'subscriptions/confirm', lazy: page(() => import('./routes/subscriptions-confirm.tsx'), ['signup']) },
      { path: 'follow/confirm', lazy: page(() => import('./routes/follow-confirm.tsx'), ['signup']) },
      { path: 'dashboard', lazy: page(() => import('./routes/dashboard.tsx'), ['dashboard']) },
      { path: 'profile', lazy: page(() => import('./routes/profile.tsx'), ['profile', 'auth', 'signup']) },
      { path: 'notifications', lazy: page(() => import('./routes/notifications.tsx'), ['notifications']) },
      { path: 'admin', lazy: page(() => import('./routes/admin.tsx'), ['admin']) },
      { path: 'admin/reports', lazy: page(() => import('./routes/admin-reports.tsx'), ['admin']) },
      { path: 'corrections', lazy: page(() => import('./routes/corrections.tsx'), ['corrections', 'meetings']) },
      { path: 'status', lazy: page(() => import('./routes/data-status.tsx'), ['dataStatus']) },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
];
