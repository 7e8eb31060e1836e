/** How far the record reaches: the newest minutes on record, from `GET /api/v1/data-status`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataStatus } from '#contract/data-status.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useRecordsThrough() {
  return useQuery(
    queryOptions({
      queryKey: ['data-status'] as const,
      queryFn: ({ signal }) => apiRequest<DataStatus>('/data-status', { signal, timeoutMs: 15_000 }),
      staleTime: 5 * 60 * 1000,
    }),
  );
}
