/**
 * Every route of the spec's route table plus our deep links, each page lazy-loaded so the home route ships only
 * what it needs. One line per route; route modules live in app/routes/ and export `Component`.
 */
import type { RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorBoundary } from './layout/route-error-boundary.tsx';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'login', lazy: () => import('./routes/login.tsx') },
      { path: 'register', lazy: () => import('./routes/register.tsx') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password.tsx') },
      { path: 'meetings/:id?', lazy: () => import('./routes/meetings.tsx') },
      { path: 'councilors/:district', lazy: () => import('./routes/councilor.tsx') },
      { path: 'organizations/:slug?', lazy: () => import('./routes/organizations.tsx') },
      { path: 'campaigns/:id?', lazy: () => import('./routes/campaigns.tsx') },
      {
        path: 'contact-representatives',
        lazy: () => import('./routes/contact-representatives.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/contact-representatives-compose.tsx') },
          { path: 'find-district', lazy: () => import('./routes/contact-representatives-find-district.tsx') },
        ],
      },
      { path: 'signup/notifications', lazy: () => import('./routes/signup-notifications.tsx') },
      { path: 'subscriptions/manage', lazy: () => import('./routes/subscriptions-manage.tsx') },
      { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
      { path: 'profile', lazy: () => import('./routes/profile.tsx') },
      { path: 'notifications', lazy: () => import('./routes/notifications.tsx') },
      { path: 'admin', lazy: () => import('./routes/admin.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];
