/** `GET /api/v1/votes/split`: split roll calls, newest first, by period, topic, meeting type and councilor. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SplitVotesResponse } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const PAGE_SIZE = 50;

/** The page's filters, as they sit in its query string (empty string: no filter). */
export interface SplitVoteFilters {
  from: string;
  to: string;
  topic: string;
  meeting_type: string;
  councilor: string;
  against_majority: boolean;
}

export function getSplitVotes(filters: SplitVoteFilters, skip: number, signal?: AbortSignal): Promise<SplitVotesResponse> {
  return apiRequest<SplitVotesResponse>('/votes/split', {
    query: {
      limit: PAGE_SIZE,
      skip,
      from: filters.from || undefined,
      to: filters.to || undefined,
      topic: filters.topic || undefined,
      meeting_type: filters.meeting_type || undefined,
      councilor: filters.councilor || undefined,
      against_majority: filters.councilor && filters.against_majority ? 'true' : undefined,
    },
    signal,
  });
}

export function splitVotesQueryOptions(filters: SplitVoteFilters) {
  return infiniteQueryOptions({
    queryKey: ['votes', 'split', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getSplitVotes(filters, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useSplitVotes(filters: SplitVoteFilters) {
  return useInfiniteQuery(splitVotesQueryOptions(filters));
}
