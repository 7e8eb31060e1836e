/** `GET /api/v1/councilors/{district}/votes`: the seat's votes, newest first, filterable by topic and person. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CouncilorVotesResponse } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const PAGE_SIZE = 50;

export interface CouncilorVotesFilters {
  topic?: string;
  councilor?: string;
}

export function getCouncilorVotes(
  district: number,
  filters: CouncilorVotesFilters,
  skip: number,
  signal?: AbortSignal,
): Promise<CouncilorVotesResponse> {
  return apiRequest<CouncilorVotesResponse>(`/councilors/${district}/votes`, {
    query: { limit: PAGE_SIZE, skip, topic: filters.topic, councilor: filters.councilor },
    signal,
  });
}

export function councilorVotesQueryOptions(district: number, filters: CouncilorVotesFilters) {
  return infiniteQueryOptions({
    queryKey: ['councilors', 'votes', district, filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCouncilorVotes(district, filters, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useCouncilorVotes(district: number, filters: CouncilorVotesFilters) {
  return useInfiniteQuery(councilorVotesQueryOptions(district, filters));
}
