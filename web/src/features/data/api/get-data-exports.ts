/** `GET /api/v1/data/exports`: the latest bulk export's files and the nightly schedule. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportsStatus } from '../../../../../contract/data-exports.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useDataExports() {
  return useQuery(
    queryOptions({
      queryKey: ['data-exports'] as const,
      queryFn: ({ signal }) => apiRequest<ExportsStatus>('/data/exports', { signal, timeoutMs: 15_000 }),
    }),
  );
}
