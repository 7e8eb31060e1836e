/** `GET /api/v1/corrections`: the public corrections log, newest first, a page at a time. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CorrectionsLogResponse } from '#contract/corrections.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const PAGE_SIZE = 25;

export function getCorrections(skip: number, signal?: AbortSignal): Promise<CorrectionsLogResponse> {
  return apiRequest<CorrectionsLogResponse>('/corrections', { query: { limit: PAGE_SIZE, skip }, signal, timeoutMs: 15_000 });
}

export function useCorrections() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['corrections'] as const,
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) => getCorrections(pageParam, signal),
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.items.length, 0);
        return loaded < last.total && last.items.length > 0 ? loaded : undefined;
      },
    }),
  );
}
