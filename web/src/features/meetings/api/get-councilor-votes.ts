/** `GET /api/v1/councilors/{district}/votes`: the seat's votes, newest first, filterable by topic and person. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CouncilorVotesResponse } from '#contract/meetings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { firstListPage, type ListPage, nextListPage } from '#web/lib/first-screen.ts';
import { useWholePage } from '#web/lib/whole-page.ts';

export const COUNCILOR_VOTES_PAGE = 50;
const PAGE_SIZE = COUNCILOR_VOTES_PAGE;
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

/** `whole`: the page's whole version (`?whole=1`, whole-page.ts), whose server render holds a full page. */
export function councilorVotesQueryOptions(district: number, filters: CouncilorVotesFilters, whole = false) {
  return infiniteQueryOptions({
    queryKey: ['councilors', 'votes', district, filters] as const,
    initialPageParam: firstListPage(PAGE_SIZE, whole ? PAGE_SIZE : FIRST_SCREEN_VOTES),
    queryFn: ({ pageParam, signal }) => getCouncilorVotes(district, filters, pageParam, signal),
    getNextPageParam: (last, pages) => nextListPage(pages, last.total, PAGE_SIZE),
  });
}

export function useCouncilorVotes(district: number, filters: CouncilorVotesFilters) {
  const whole = useWholePage();
  return useInfiniteQuery(councilorVotesQueryOptions(district, filters, whole));
}
