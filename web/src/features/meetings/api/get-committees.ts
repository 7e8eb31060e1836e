/** `GET /api/v1/meetings/committees`: the council's committees (a city whose source lists its bodies), for the filter and a meeting's link. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommitteeList } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// Committees change when a sync brings a new body's first meeting: an hour late is fine.
const STALE_MS = 60 * 60 * 1000;

const committeesOptions = queryOptions({
  queryKey: ['committees'] as const,
  queryFn: ({ signal }) => apiRequest<CommitteeList>('/meetings/committees', { signal, timeoutMs: 15_000 }),
  staleTime: STALE_MS,
});

/** The committees by name; empty while loading, on failure and for a city without them (nothing is shown then). */
export function useCommittees(): CommitteeList['items'] {
  return useQuery(committeesOptions).data?.items ?? [];
}
