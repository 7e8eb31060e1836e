/** `GET /api/v1/data-status`: how fresh the record is. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataStatus } from '#contract/data-status.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useDataStatus() {
  return useQuery(
    queryOptions({
      queryKey: ['data-status'] as const,
      queryFn: ({ signal }) => apiRequest<DataStatus>('/data-status', { signal, timeoutMs: 15_000 }),
    }),
  );
}
