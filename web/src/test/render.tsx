/** Renders a component inside the app's providers and a memory router, for component tests. */
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PublicCity } from '#contract/city.ts';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { TEST_CITY } from './test-city.ts';

/**
 * `city`: the city the page serves (the deployment's by default); `queryClient`: one holding data already, as a
 * server-rendered page's hydrated cache does.
 */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', city = TEST_CITY, queryClient = createQueryClient() }: { path?: string; city?: PublicCity; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <AppProviders city={city} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
