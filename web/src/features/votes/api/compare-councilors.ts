/** `GET /api/v1/votes/compare`: two councilors' agreement and the votes where they differed. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CompareResponse } from '#contract/votes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const PAGE_SIZE = 50;

export function compareCouncilors(a: string, b: string, skip: number, signal?: AbortSignal): Promise<CompareResponse> {
  return apiRequest<CompareResponse>('/votes/compare', { query: { a, b, limit: PAGE_SIZE, skip }, signal });
}

export function compareQueryOptions(a: string, b: string) {
  return infiniteQueryOptions({
    queryKey: ['votes', 'compare', a, b] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => compareCouncilors(a, b, pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

/** Asks only for two different names. */
export function useCompareCouncilors(a: string, b: string) {
  return useInfiniteQuery({ ...compareQueryOptions(a, b), enabled: Boolean(a && b && a !== b) });
}
