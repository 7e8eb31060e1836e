/** `GET /api/v1/councilors/{district}/votes`: the seat's votes, newest first, filterable by topic and person. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CouncilorVotesResponse } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { firstListPage, type ListPage, nextListPage } from '#web/lib/first-screen.ts';

const PAGE_SIZE = 50;
/** The votes a server-rendered councilor page holds (first-screen.ts); "Show more" loads the rest. */
const FIRST_SCREEN_VOTES = 10;

export interface CouncilorVotesFilters {
  topic?: string;
  councilor?: string;
}

export function getCouncilorVotes(
  district: number,
  filters: CouncilorVotesFilters,
  { skip, limit }: ListPage,
  signal?: AbortSignal,
): Promise<CouncilorVotesResponse> {
  return apiRequest<CouncilorVotesResponse>(`/councilors/${district}/votes`, {
    query: { limit, skip, topic: filters.topic, councilor: filters.councilor },
    signal,
  });
}

export function councilorVotesQueryOptions(district: number, filters: CouncilorVotesFilters) {
  return infiniteQueryOptions({
    queryKey: ['councilors', 'votes', district, filters] as const,
    initialPageParam: firstListPage(PAGE_SIZE, FIRST_SCREEN_VOTES),
    queryFn: ({ pageParam, signal }) => getCouncilorVotes(district, filters, pageParam, signal),
    getNextPageParam: (last, pages) => nextListPage(pages, last.total, PAGE_SIZE),
  });
}

export function useCouncilorVotes(district: number, filters: CouncilorVotesFilters) {
  return useInfiniteQuery(councilorVotesQueryOptions(district, filters));
}
