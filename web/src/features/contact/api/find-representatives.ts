/** `GET /api/v1/representatives/find?address=`: the district and the representatives of an address. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindRepresentativesResponse } from '#contract/representatives.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The server gives up on its geocoder after 5 s; leave room for that answer to arrive. */
const FIND_TIMEOUT_MS = 15_000;

export function findRepresentatives(address: string, signal?: AbortSignal): Promise<FindRepresentativesResponse> {
  return apiRequest<FindRepresentativesResponse>('/representatives/find', {
    query: { address },
    signal,
    timeoutMs: FIND_TIMEOUT_MS,
  });
}

export function findRepresentativesQueryOptions(address: string) {
  return queryOptions({
    queryKey: ['representatives', 'find', address],
    queryFn: ({ signal }) => findRepresentatives(address, signal),
    // An address's district does not change while the page is open.
    staleTime: Infinity,
    retry: false,
  });
}

/** Looks up `address` once it is set (null: nothing submitted yet). */
export function useFindRepresentatives(address: string | null) {
  return useQuery({ ...findRepresentativesQueryOptions(address ?? ''), enabled: address !== null });
}
