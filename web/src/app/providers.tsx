/** App-wide providers: the page's city, TanStack Query and the session. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { ApiError } from '../lib/api-client.ts';
import { useReplayAfterHydration } from '../lib/early-taps.ts';
import type { EarlyTap } from '#contract/early-taps.ts';
import type { PublicCity } from '#contract/city.ts';
import { CityProvider } from '../lib/city.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * `earlyTaps`: taps made on a server-rendered page before hydration, replayed once it has committed. A hook
 * here rather than a component beside the tree: a sibling would change every `useId` and break hydration.
 */
export function AppProviders({ children, city, queryClient, earlyTaps }: { children: ReactNode; city: PublicCity; queryClient?: QueryClient; earlyTaps?: EarlyTap[] }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useReplayAfterHydration(earlyTaps);
  return (
    <CityProvider city={city}>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </CityProvider>
  );
}
