/** `GET /api/v1/data/exports`: the latest bulk export's files, whether a newer one is coming, and the schedule. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportsStatus } from '#contract/data-exports.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** How often a page waiting for a newer export asks again (a build takes seconds once it starts). */
const PENDING_REFETCH_MS = 30_000;

export function useDataExports() {
  return useQuery(
    queryOptions({
      queryKey: ['data-exports'] as const,
      queryFn: ({ signal }) => apiRequest<ExportsStatus>('/data/exports', { signal, timeoutMs: 15_000 }),
      // While a newer export is on its way, look again now and then, so the page shows it once it is published.
      refetchInterval: (query) => (query.state.data?.rebuild_pending ? PENDING_REFETCH_MS : false),
    }),
  );
}
