/**
 * The session as a query: the signed-in user is what `GET /auth/me` answers for the stored token, cached under
 * that token. No token, no request; a sign-in writes the answer it got into the cache instead of asking again.
 */
import { queryOptions } from '@tanstack/react-query';
import type { User } from '#contract/auth.ts';
import { fetchMe } from './auth-api.ts';

export const sessionQueryKey = (token: string | null) => ['session', token] as const;

export const sessionQueryOptions = (token: string | null) =>
  queryOptions<User>({
    queryKey: sessionQueryKey(token),
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: token !== null,
    // The user changes only through this app (sign-in, profile edit, which update the cache) or a new token.
    staleTime: Infinity,
    // A rejected token is not retried; a failed network keeps the token for the next load.
    retry: false,
  });
